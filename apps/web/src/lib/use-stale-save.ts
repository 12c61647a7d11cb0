// Recovery from a stale save (409 VERSION_CONFLICT) for the forms of versioned records: 'Recarregar dados'
// loads the server's current version, puts the person's own changes back on top, says so, and the next
// save carries the new version. Shared by the demanda, atendimento, tarefa and evento forms.
import { useState } from 'react';
import { ApiError, errorMessage } from './api-client.ts';
import type { ZodForm } from './use-zod-form.ts';

type Values = Record<string, unknown>;

const listFormat = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/** 'Carregamos a versão de Rafael Souza e mantivemos o que você alterou: título e prazo. Revise e salve.' */
export function keptChangesNotice(who: string | null | undefined, kept: string[]): string {
  const loaded = who ? `Carregamos a versão de ${who}` : 'Carregamos a versão mais recente';
  const changes = kept.length > 0 ? ` e mantivemos o que você alterou: ${listFormat.format(kept)}` : '';
  return `${loaded}${changes}. Revise e salve.`;
}

interface StaleSaveOptions<T extends Values, R extends { version: number }> {
  form: ZodForm<T>;
  /** The record the form was filled from (the version a save carries until a reload). */
  record: R | undefined;
  toValues: (record: R) => T;
  /** Reads the record again from the server. */
  load: () => Promise<R | undefined>;
  /** Each field's name in the notice ('título'); fields with the same name are kept together. */
  labels: Record<keyof T & string, string>;
  /** Who saved the record last, when the record says (else the conflict's answer names them). */
  savedBy?: (record: R) => string | null | undefined;
}

export function useStaleSave<T extends Values, R extends { version: number }>({
  form,
  record,
  toValues,
  load,
  labels,
  savedBy,
}: StaleSaveOptions<T, R>) {
  // Pinned at the first render: a background refetch of the record must not move the version a save sends.
  const [base, setBase] = useState<R | null>(record ?? null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);

  const clear = () => {
    setConflict(null);
    setNotice(null);
    setReloadError(null);
  };

  /** Takes a stale-save refusal (true) so the form shows the alert instead of a plain error. */
  const catchConflict = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.code !== 'VERSION_CONFLICT') return false;
    setConflict(error);
    setNotice(null);
    return true;
  };

  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      const fresh = await load();
      if (!fresh) return;
      const groupOf = (key: string) => (labels as Record<string, string>)[key] ?? key;
      const kept = form.rebase(toValues(fresh), groupOf);
      setBase(fresh);
      setNotice(keptChangesNotice(savedBy?.(fresh) ?? conflict?.current?.updatedBy, kept));
      setConflict(null);
    } catch (error) {
      setReloadError(errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  return {
    /** The version the next save sends: the reloaded one, else the record's. */
    version: (base ?? record)?.version,
    /** The record as last read (after a reload, the fresh one). */
    current: base ?? record,
    conflict: conflict?.message ?? null,
    notice,
    reloading,
    reloadError,
    catchConflict,
    reload,
    clear,
    /** Starts over from a record (the drawer opened another one, or editing began again). */
    restart: (next: R | null) => {
      setBase(next);
      clear();
    },
  };
}

/** What the alert reads (any record type). */
export type StaleSaveState = Pick<
  ReturnType<typeof useStaleSave>,
  'conflict' | 'notice' | 'reloading' | 'reloadError' | 'reload'
>;
