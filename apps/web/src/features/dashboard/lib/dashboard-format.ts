// How the dashboard writes its numbers and weeks: '12.430', '~1.000.467' for an estimate, '17/11'.
import { formatNumber } from '../../../lib/format.ts';

export const countText = (n: number, estimate = false) => `${estimate ? '~' : ''}${formatNumber(n)}`;

/** 'aaaa-mm-dd' → 'dd/mm'. */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** '1 atendimento', '12 atendimentos'. */
export const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;
