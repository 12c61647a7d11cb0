import { act } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/render.tsx';
import { LIVE_REFRESH_MS, useLiveAmendments } from './use-live-amendments.ts';

// The socket module stands in as a small event bus the test fires into.
const bus = vi.hoisted(() => {
  const handlers = new Set<(payload: unknown) => void>();
  return { handlers, fire: (payload: unknown) => handlers.forEach((h) => h(payload)) };
});
vi.mock('../../../lib/socket.ts', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useSocketEvent: (_event: string, handler: (payload: unknown) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const forward = (payload: unknown) => latest.current(payload);
        bus.handlers.add(forward);
        return () => void bus.handlers.delete(forward);
      }, []);
    },
  };
});

function Live() {
  useLiveAmendments();
  return null;
}

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  loginAs({ user_id: 'me' });
  client = new QueryClient();
  vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={client}>
      <Live />
    </QueryClientProvider>,
  );
});
afterEach(() => vi.useRealTimers());

describe('useLiveAmendments', () => {
  it("refetches the emendas queries once for a burst of colleagues' changes", () => {
    act(() => {
      bus.fire({ _id: 'd1', version: 2, by: 'colleague' });
      bus.fire({ _id: 'd2', version: 5, by: 'other' });
    });
    expect(client.invalidateQueries).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LIVE_REFRESH_MS));
    expect(client.invalidateQueries).toHaveBeenCalledTimes(1);
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['amendments'] });
  });

  it('ignores the changes the person made themself (their screen already shows them)', () => {
    act(() => bus.fire({ _id: 'd1', version: 2, by: 'me' }));
    act(() => vi.advanceTimersByTime(LIVE_REFRESH_MS * 2));
    expect(client.invalidateQueries).not.toHaveBeenCalled();
  });
});
