// The atendimento form's values ↔ the API input, office wall-clock time ↔ ISO instants, and where the
// reception goes after saving ('Abrir uma demanda com estes dados' → the demanda form, prefilled).
import type { Occurrence, OccurrenceChannel, OccurrenceStatus } from '@gabinete/shared';
import { officeFormatter } from '../../../lib/format.ts';

export interface OccurrenceFormValues extends Record<string, unknown> {
  citizenId: string | null;
  citizenName: string | null;
  channel: OccurrenceChannel | null;
  /** 'aaaa-mm-dd' and 'HH:mm' on the office's clock. */
  date: string | null;
  time: string;
  subject: string;
  description: string;
  areaId: string | null;
  responsibleId: string | null;
  status: OccurrenceStatus;
  openDemand: boolean;
}

const WALL = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/** The office's wall clock at an instant: { date: 'aaaa-mm-dd', time: 'HH:mm' }. */
export function toOfficeWallClock(at: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(
    officeFormatter(WALL, 'en-CA')
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The instant (ISO) at which the office's clock reads `date` `time`; null when either is missing. */
export function fromOfficeWallClock(date: string | null, time: string): string | null {
  if (!date || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const wanted = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  if (Number.isNaN(wanted)) return null;
  // The zone's offset at that moment: read the guess back on the office clock and correct by the gap.
  const seen = toOfficeWallClock(new Date(wanted));
  const offset = Date.parse(`${seen.date}T${seen.time}:00Z`) - wanted;
  return new Date(wanted - offset).toISOString();
}

export function emptyOccurrenceValues(
  citizen: { _id: string; name: string } | null = null,
  now: Date = new Date(),
): OccurrenceFormValues {
  const { date, time } = toOfficeWallClock(now);
  return {
    citizenId: citizen?._id ?? null,
    citizenName: citizen?.name ?? null,
    channel: 'presencial',
    date,
    time,
    subject: '',
    description: '',
    areaId: null,
    responsibleId: null,
    status: 'aberto',
    openDemand: false,
  };
}

/** The fields' names in the 'Recarregar dados' notice; the eleitor's id and name, the day and hour go together. */
export const OCCURRENCE_FIELD_LABELS: Record<keyof OccurrenceFormValues & string, string> = {
  citizenId: 'eleitor',
  citizenName: 'eleitor',
  channel: 'canal',
  date: 'data e hora',
  time: 'data e hora',
  subject: 'assunto',
  description: 'descrição',
  areaId: 'área',
  responsibleId: 'responsável',
  status: 'situação',
  openDemand: 'abrir demanda',
};

export function occurrenceToValues(o: Occurrence): OccurrenceFormValues {
  const { date, time } = toOfficeWallClock(o.occurredAt);
  return {
    citizenId: o.citizen._id,
    citizenName: o.citizen.name,
    channel: o.channel,
    date,
    time,
    subject: o.subject,
    description: o.description ?? '',
    areaId: o.area?._id ?? null,
    responsibleId: o.responsible?._id ?? null,
    status: o.status,
    openDemand: false,
  };
}

/** What POST/PUT take (validated by the shared schema before sending); the date and hour become occurredAt. */
export function valuesToInput(v: OccurrenceFormValues) {
  return {
    citizenId: v.citizenId ?? undefined,
    channel: v.channel ?? undefined,
    occurredAt: fromOfficeWallClock(v.date, v.time) ?? undefined,
    subject: v.subject,
    description: v.description,
    areaId: v.areaId,
    responsibleId: v.responsibleId,
    status: v.status,
  };
}

/** The API names occurredAt; the form shows its message under the date. */
export function remapFieldErrors(errors: Record<string, string>): Record<string, string> {
  const { occurredAt, ...rest } = errors;
  return occurredAt ? { ...rest, date: occurredAt } : rest;
}

/** After saving: the demanda form prefilled from this atendimento, when asked and none was opened yet. */
export function pathAfterSave(saved: Pick<Occurrence, '_id' | 'demand'>, openDemand: boolean): string | null {
  if (!openDemand || saved.demand) return null;
  return `/demandas/nova?occurrenceId=${encodeURIComponent(saved._id)}`;
}
