// A streamed suggestion's state: the text as it arrives (editable once it stops), the provider's model,
// and a pt-BR error that never clears the text already received.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { streamSuggestion, type SuggestionPath } from '../api/ai.api.ts';

export type StreamStatus = 'idle' | 'streaming' | 'done' | 'error';

export function useAiStream() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StreamStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [isDemo, setIsDemo] = useState(false);
  /** The text (maybe edited) a new suggestion replaced, so asking again never loses it. */
  const [previous, setPrevious] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(text);
  latest.current = text;

  const start = useCallback(async (kind: SuggestionPath, body: Record<string, unknown>) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    if (latest.current.trim()) setPrevious(latest.current);
    setText('');
    setError(null);
    setStatus('streaming');
    try {
      await streamSuggestion(
        kind,
        body,
        (event) => {
          if (event.type === 'start') setIsDemo(event.isDemo);
          if (event.type === 'delta') setText((t) => t + event.text);
        },
        c.signal,
      );
      if (!c.signal.aborted) setStatus('done');
    } catch (err) {
      if (c.signal.aborted) return;
      setError(errorMessage(err));
      setStatus('error');
    }
  }, []);

  /** 'Parar': keeps what arrived, editable. */
  const stop = useCallback(() => {
    controller.current?.abort();
    setStatus((s) => (s === 'streaming' ? 'done' : s));
  }, []);

  /** 'Voltar ao texto anterior': stops a new answer and puts the replaced text back. */
  const restorePrevious = useCallback(() => {
    if (previous === null) return;
    controller.current?.abort();
    setText(previous);
    setPrevious(null);
    setError(null);
    setStatus('done');
  }, [previous]);

  useEffect(() => () => controller.current?.abort(), []);

  return { text, setText, status, error, isDemo, previous, start, stop, restorePrevious };
}
