// Optimistic concurrency of the casework records: a save that carries a stale `version` is refused with
// 409 VERSION_CONFLICT naming who saved last and when (VersionConflictSchema).
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';
import { AppError } from './app-error.ts';
import { formatterIn } from './office-time.ts';

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

export interface CurrentVersion {
  version: number;
  updatedAt: Date;
  /** The name of who saved last (null when unknown). */
  updatedByName: string | null;
  /** The caller's office time zone, for the time in the message (America/Sao_Paulo by default). */
  timeZone?: string;
}

/** 'às 14:32' today (office time zone), else 'em 03/02/2026 às 14:32'. */
export function whenSaved(at: Date, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const dayFormat = formatterIn(timeZone, DAY);
  const time = `às ${formatterIn(timeZone, TIME).format(at)}`;
  const day = dayFormat.format(at);
  return day === dayFormat.format(now) ? time : `em ${day} ${time}`;
}

/**
 * The 409 for a stale save. `record` opens the sentence: 'Esta demanda', 'Este atendimento', 'Esta tarefa'
 * ('Esta demanda foi alterada por Rafael Souza às 14:32. Recarregue para ver as mudanças.').
 */
export function versionConflict(record: string, changed: string, current: CurrentVersion): AppError {
  const who = current.updatedByName ? ` por ${current.updatedByName}` : '';
  return new AppError(
    'VERSION_CONFLICT',
    409,
    `${record} foi ${changed}${who} ${whenSaved(current.updatedAt, new Date(), current.timeZone)}. Recarregue para ver as mudanças.`,
    undefined,
    {
      current: {
        version: current.version,
        updatedAt: current.updatedAt.toISOString(),
        updatedBy: current.updatedByName,
      },
    },
  );
}
