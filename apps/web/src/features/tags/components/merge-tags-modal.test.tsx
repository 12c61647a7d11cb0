import { ROLE_PRESETS, type Tag } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { MergeTagsModal } from './merge-tags-modal.tsx';

const tag = (n: number, name: string, usageCount: number): Tag => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  color: 'blue',
  category: null,
  usageCount,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const saude = tag(1, 'Saúde', 120);
const saudeAntiga = tag(2, 'saude', 30);
const posto = tag(3, 'Posto de saúde', 1200);

let api: ReturnType<typeof mockRoutes>;
beforeEach(() => {
  loginAs({ ability: ROLE_PRESETS.admin });
  api = mockRoutes({
    'GET /api/tags': { tags: [posto, saude, saudeAntiga], total: 3, page: 1, perPage: 500 },
    [`POST /api/tags/${saude._id}/merge`]: { ...saude, usageCount: 1300 },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Juntar tags', { timeout: 20_000 }, () => {
  it('says how many citizens move and folds the chosen tags into the target', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<MergeTagsModal target={saude} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Juntar tags em Saúde')).toBeInTheDocument();

    await user.click(dialog.getByRole('textbox', { name: 'Tags a juntar' }));
    const options = await screen.findAllByRole('option');
    // The target itself is not offered.
    expect(options.map((o) => o.textContent)).toEqual(['Posto de saúde', 'saude']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('option', { name: 'saude' }));

    expect(dialog.getByText(/Até 1\.230 eleitores passam a ter a tag Saúde/)).toBeInTheDocument();
    expect(dialog.getByText(/2 tags serão removidas/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Juntar tags' }));

    await waitFor(() => expect(api.find('POST', `/api/tags/${saude._id}/merge`)).toHaveLength(1));
    expect(api.find('POST', `/api/tags/${saude._id}/merge`)[0]!.body).toEqual({
      sourceIds: [posto._id, saudeAntiga._id],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('does not send an empty merge', async () => {
    renderWithApp(<MergeTagsModal target={saude} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Juntar tags' })).toBeDisabled();
  });
});
