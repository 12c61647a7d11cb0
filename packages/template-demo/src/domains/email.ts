// E-mail app (TEMPLATE-BACKEND §3 with §13/§16 rulings): list, bulk update, label toggle, read, walk.
import { createEmails, type DemoEmail } from '../data/email.ts';
import { defineDomain, notFound, ok, type DemoRequest, type DemoResponse } from '../domain.ts';
import { asRecord, bodyObject, containsCI, queryString, toNumber } from '../helpers.ts';

interface EmailState {
  emails: DemoEmail[];
}

interface ListFilter {
  q: string;
  folder: string;
  label: string;
}

function readFilter(req: DemoRequest, defaultFolder: string): ListFilter {
  return {
    q: queryString(req, 'q'),
    folder: queryString(req, 'folder', defaultFolder),
    label: queryString(req, 'label'),
  };
}

function inFolder(mail: DemoEmail, folder: string): boolean {
  if (folder === 'trash') return mail.folder === 'trash';
  if (mail.folder === 'trash') return false;
  if (folder === 'starred') return mail.isStarred;
  return folder === '' || mail.folder === folder;
}

const timeOf = (mail: DemoEmail) => new Date(mail.time).getTime() || 0;

/**
 * The list the user is looking at: subject search, folder rule, label; newest first by date (issue 21: the
 * seed's ids are not in date order), the later-stored first between mails of the same moment.
 */
function visible(state: EmailState, f: ListFilter): DemoEmail[] {
  return state.emails
    .filter((m) => containsCI(m.subject, f.q) && inFolder(m, f.folder))
    .filter((m) => f.label === '' || m.labels.some((l) => l === f.label))
    .reverse()
    .sort((a, b) => timeOf(b) - timeOf(a));
}

function withNeighbours(list: DemoEmail[], index: number): DemoResponse {
  return ok({ ...list[index], hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 });
}

function idList(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(toNumber).filter((n): n is number => n !== undefined);
}

const BAD_IDS: DemoResponse = { status: 400, body: { message: 'Informe a lista de e-mails (emailIds).' } };

export const emailDomain = defineDomain<EmailState>({
  name: 'email',
  createState: (ctx) => ({ emails: createEmails(ctx.now()) }),
  routes: [
    {
      method: 'GET',
      path: '/apps/email/emails',
      handler: (req, state) => {
        const all = state.emails;
        return ok({
          emails: visible(state, readFilter(req, 'inbox')),
          emailsMeta: {
            inbox: all.filter((m) => m.folder === 'inbox' && !m.isRead).length,
            draft: all.filter((m) => m.folder === 'draft').length,
            spam: all.filter((m) => m.folder === 'spam' && !m.isRead).length,
          },
        });
      },
    },
    {
      method: 'POST',
      path: '/apps/email/update-emails',
      handler: (req, state) => {
        const body = bodyObject(req);
        const ids = idList(body.emailIds);
        const data = asRecord(body.dataToUpdate);
        if (!ids || !data) return BAD_IDS;
        const { id: _ignored, ...changes } = data;
        for (const mail of state.emails) if (ids.includes(mail.id)) Object.assign(mail, changes);
        return ok();
      },
    },
    {
      method: 'POST',
      path: '/apps/email/update-emails-label',
      handler: (req, state) => {
        const body = bodyObject(req);
        const ids = idList(body.emailIds);
        const label = body.label;
        if (!ids || typeof label !== 'string' || label === '') return BAD_IDS;
        for (const mail of state.emails) {
          if (!ids.includes(mail.id)) continue;
          mail.labels = mail.labels.some((l) => l === label)
            ? mail.labels.filter((l) => l !== label)
            : [...mail.labels, label as DemoEmail['labels'][number]];
        }
        return ok();
      },
    },
    {
      method: 'GET',
      path: '/apps/email/get-email',
      handler: (req, state) => {
        const id = toNumber(queryString(req, 'id'));
        const mail = state.emails.find((m) => m.id === id);
        if (!mail) return notFound('E-mail não encontrado.');
        // Without a folder, the mail is read within its own folder's list.
        const list = visible(state, readFilter(req, mail.folder));
        const index = list.indexOf(mail);
        if (index < 0) return ok({ ...mail, hasPreviousMail: false, hasNextMail: false });
        return withNeighbours(list, index);
      },
    },
    {
      method: 'GET',
      path: '/apps/email/paginate-email',
      handler: (req, state) => {
        const id = toNumber(queryString(req, 'emailId'));
        const mail = state.emails.find((m) => m.id === id);
        if (!mail) return notFound('E-mail não encontrado.');
        const list = visible(state, readFilter(req, mail.folder));
        const index = list.indexOf(mail);
        const target = queryString(req, 'dir') === 'previous' ? index - 1 : index + 1;
        if (index < 0 || target < 0 || target >= list.length)
          return notFound('Não há outro e-mail nessa direção.');
        return withNeighbours(list, target);
      },
    },
  ],
});
