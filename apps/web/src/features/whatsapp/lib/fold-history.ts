// The connection history reads in pt-BR words, and several provider codes share one word: a pairing passes
// through qrReadSuccess → isLogged → inChat, all 'Conectado ao WhatsApp'. A run of equal words is one line,
// dated when the run began (the rows come newest first, so the run's last row).
import type { WhatsappStatusEntry } from '@gabinete/shared';

export function foldHistory(rows: readonly WhatsappStatusEntry[]): WhatsappStatusEntry[] {
  const folded: WhatsappStatusEntry[] = [];
  for (const row of rows) {
    const previous = folded[folded.length - 1];
    if (previous && previous.label === row.label) folded[folded.length - 1] = row;
    else folded.push(row);
  }
  return folded;
}
