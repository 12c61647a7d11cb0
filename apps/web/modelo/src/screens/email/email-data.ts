// The e-mail app's types, folder and label names (pt-BR) and its TanStack Query hooks over the fake back end.
import type { DemoEmail, EmailFolder, EmailLabel } from '@gabinete/template-demo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoApi } from '../../lib/api.ts';

/** The stored folders and the starred view. */
export type FolderKey = EmailFolder | 'starred';
export type LabelKey = EmailLabel;

/** A mail as the fake back end sends it (JSON: its time is always text). */
export interface Email extends Omit<DemoEmail, 'time' | 'replies'> {
  time: string;
  replies: Email[];
}

export interface OpenEmail extends Email {
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}

export interface EmailList {
  emails: Email[];
  emailsMeta: { inbox: number; draft: number; spam: number };
}

export const FOLDERS: { key: FolderKey; label: string }[] = [
  { key: 'inbox', label: 'Caixa de entrada' },
  { key: 'sent', label: 'Enviados' },
  { key: 'draft', label: 'Rascunhos' },
  { key: 'spam', label: 'Spam' },
  { key: 'trash', label: 'Lixeira' },
  { key: 'starred', label: 'Com estrela' },
];

/** Folders a mail can be moved to (starred is a flag, not a place). */
export const MOVE_TARGETS = FOLDERS.filter((f) => f.key !== 'starred' && f.key !== 'draft');

export const LABELS: { key: LabelKey; label: string; color: string }[] = [
  { key: 'personal', label: 'Pessoal', color: 'green' },
  { key: 'company', label: 'Empresa', color: 'blue' },
  { key: 'important', label: 'Importante', color: 'orange' },
  { key: 'private', label: 'Privado', color: 'red' },
];

export const folderName = (key: string) => FOLDERS.find((f) => f.key === key)?.label;
export const labelInfo = (key: string) => LABELS.find((l) => l.key === key);

/** What the user is looking at: a folder or a label, and the subject search. */
export interface EmailFilter {
  folder: FolderKey | '';
  label: LabelKey | '';
  q: string;
}

/** Always sends `folder` (empty = every folder but trash, for label views), unlike demoApi's params. */
function filterQuery(filter: EmailFilter, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...extra, folder: filter.folder });
  if (filter.label) search.set('label', filter.label);
  if (filter.q) search.set('q', filter.q);
  return search.toString();
}

export function useEmailList(filter: EmailFilter) {
  return useQuery({
    queryKey: ['email', 'list', filter],
    queryFn: () => demoApi.get<EmailList>(`/apps/email/emails?${filterQuery(filter)}`),
    // While the search changes, the previous answer stays on screen (the input keeps focus); another folder or
    // label shows the loader instead of the old folder's mails.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as EmailFilter | undefined;
      return before?.folder === filter.folder && before.label === filter.label ? previous : undefined;
    },
  });
}

export function useOpenEmail(id: number | null, filter: EmailFilter) {
  return useQuery({
    queryKey: ['email', 'mail', id, filter],
    queryFn: () => demoApi.get<OpenEmail>(`/apps/email/get-email?${filterQuery(filter, { id: String(id) })}`),
    enabled: id !== null,
  });
}

export function fetchNeighbour(id: number, dir: 'previous' | 'next', filter: EmailFilter) {
  return demoApi.get<OpenEmail>(
    `/apps/email/paginate-email?${filterQuery(filter, { emailId: String(id), dir })}`,
  );
}

export type EmailChanges = Partial<Pick<Email, 'isRead' | 'isStarred' | 'folder'>>;

export function useEmailMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['email'] });
  const update = useMutation({
    mutationFn: (vars: { ids: number[]; changes: EmailChanges }) =>
      demoApi.post('/apps/email/update-emails', { emailIds: vars.ids, dataToUpdate: vars.changes }),
    onSettled: refresh,
  });
  const toggleLabel = useMutation({
    mutationFn: (vars: { ids: number[]; label: LabelKey }) =>
      demoApi.post('/apps/email/update-emails-label', { emailIds: vars.ids, label: vars.label }),
    onSettled: refresh,
  });
  return {
    update: (ids: number[], changes: EmailChanges) => update.mutateAsync({ ids, changes }),
    toggleLabel: (ids: number[], label: LabelKey) => toggleLabel.mutateAsync({ ids, label }),
    busy: update.isPending || toggleLabel.isPending,
  };
}

/** The URL of a folder or label view (without the area prefix), keeping the search. */
export function viewPath(filter: EmailFilter, mailId?: number): string {
  const base = filter.label
    ? `/email/rotulo/${filter.label}`
    : filter.folder === 'inbox'
      ? '/email'
      : `/email/${filter.folder}`;
  const path = mailId === undefined ? base : `${base === '/email' ? '/email/inbox' : base}/${mailId}`;
  return filter.q ? `${path}?q=${encodeURIComponent(filter.q)}` : path;
}
