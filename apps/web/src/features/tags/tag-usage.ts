// 'Em uso por 1.234 eleitores': how a tag's usage reads on the page.
import { formatNumber } from '../../lib/format.ts';

export function tagUsageLabel(count: number): string {
  if (count === 0) return 'Sem uso';
  if (count === 1) return 'Em uso por 1 eleitor';
  return `Em uso por ${formatNumber(count)} eleitores`;
}

/** The citizens list filtered by one tag. */
export const citizensWithTagPath = (tagId: string) => `/eleitores?tags=${encodeURIComponent(tagId)}`;
