// Progress of an import as a percentage and a sentence ('12.000 de 100.000 linhas').
import type { Import } from '@gabinete/shared';
import { formatNumber } from '../../lib/format.ts';

export function importPercent(imp: Pick<Import, 'processedRows' | 'totalRows' | 'status'>): number {
  if (imp.status === 'completed') return 100;
  if (imp.totalRows <= 0) return 0;
  return Math.min(100, Math.floor((imp.processedRows / imp.totalRows) * 100));
}

export function importProgressLabel(imp: Pick<Import, 'processedRows' | 'totalRows'>): string {
  return `${formatNumber(imp.processedRows)} de ${formatNumber(imp.totalRows)} linhas`;
}
