import { describe, expect, it } from 'vitest';
import { foldHistory } from './fold-history.ts';

const CONNECTED = 'Conectado ao WhatsApp';

describe('foldHistory', () => {
  it('shows a run of equal words once, at the time the run began', () => {
    const rows = [
      { status: 'inChat' as const, label: CONNECTED, at: '2026-11-26T10:00:03Z' },
      { status: 'isLogged' as const, label: CONNECTED, at: '2026-11-26T10:00:02Z' },
      { status: 'qrReadSuccess' as const, label: CONNECTED, at: '2026-11-26T10:00:01Z' },
      { status: 'notLogged' as const, label: 'Aguardando leitura do QR Code', at: '2026-11-26T09:59:00Z' },
      { status: 'inChat' as const, label: CONNECTED, at: '2026-11-26T08:00:00Z' },
    ];
    expect(foldHistory(rows)).toEqual([
      { status: 'qrReadSuccess', label: CONNECTED, at: '2026-11-26T10:00:01Z' },
      { status: 'notLogged', label: 'Aguardando leitura do QR Code', at: '2026-11-26T09:59:00Z' },
      { status: 'inChat', label: CONNECTED, at: '2026-11-26T08:00:00Z' },
    ]);
  });

  it('keeps an empty history empty', () => {
    expect(foldHistory([])).toEqual([]);
  });
});
