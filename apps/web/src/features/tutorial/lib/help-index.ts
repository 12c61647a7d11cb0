// Which help page belongs to which screen. Light on purpose: the page header of every screen imports it, the
// Markdown itself loads only with the Tutorial or the help drawer.
import { MENU, type AreaSubject } from '@gabinete/shared';

export interface HelpPageMeta {
  slug: string;
  title: string;
  /** What the reader must be able to open for the page to be listed; null = everyone. */
  subject: AreaSubject | null;
  /** Menu entries (MENU keys) whose screens open this page from their '?'. */
  menuKeys: string[];
}

const page = (slug: string, title: string, subject: AreaSubject | null, menuKeys: string[] = []) => ({
  slug,
  title,
  subject,
  menuKeys,
});

/** In the order of the menu, after the first steps. */
export const HELP_PAGES: HelpPageMeta[] = [
  page('primeiros-passos', 'Primeiros passos', null),
  page('dashboard', 'Dashboard', 'dashboard', ['dashboard']),
  page('usuarios', 'Usuários e permissões', 'users', ['users']),
  page('areas', 'Áreas', 'areas', ['areas']),
  page('demandas', 'Demandas', 'demands', ['demands']),
  page('emendas', 'Emendas', 'amendments', ['amendments']),
  page('atendimentos', 'Atendimentos', 'occurrences', ['occurrences']),
  page('agenda', 'Agenda', 'events', ['events']),
  page('eleitores', 'Eleitores', 'citizens', ['citizens', 'citizen-profile']),
  page('notificacoes', 'Notificações', 'notifications', ['notifications']),
  page('suporte', 'Suporte', 'support', ['support']),
  page('tarefas', 'Tarefas', 'tasks', ['tasks']),
  page('aniversariantes', 'Aniversariantes', 'citizens', ['birthdays']),
  page('instituicoes', 'Instituições', 'institutions', ['institutions']),
  page('mapas', 'Mapas', 'maps', ['maps-citizens', 'maps-amendments', 'maps-demands']),
  page('tags', 'Tags', 'tags', ['tags']),
  page('ranking', 'Ranking de eleitores', 'citizens', ['ranking']),
  page('autoridades', 'Contatos de autoridades', 'authorities', ['authorities']),
  page('leis', 'Banco de leis', 'laws', ['laws']),
  page('sms', 'SMS', 'sms', ['sms']),
  page('links-sociais', 'Links sociais', 'social-links', ['social-links']),
  page('importacoes', 'Importação de eleitores', 'imports', ['imports']),
  page('exportacoes', 'Exportações', 'exports', ['exports']),
  page('whatsapp', 'WhatsApp', 'whatsapp', ['whatsapp']),
  page('documentos', 'Documentos', 'documents', ['documents']),
  page('sac', 'SAC', 'sac', ['sac']),
  page('configuracoes', 'Configurações', 'settings', ['settings']),
  page('ia', 'Inteligência Artificial', 'ai', ['ai']),
];

export const helpPage = (slug: string): HelpPageMeta | undefined => HELP_PAGES.find((p) => p.slug === slug);

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The help page of the screen at this path: the longest menu path that starts it wins. */
export function helpSlugFor(pathname: string): string | null {
  // The home of a logged-in user is the dashboard.
  if (pathname === '/') return 'dashboard';
  const candidates: { path: string; slug: string }[] = [];
  for (const p of HELP_PAGES)
    for (const key of p.menuKeys) {
      const entry = MENU.find((m) => m.key === key);
      if (entry) candidates.push({ path: entry.path, slug: p.slug });
    }
  const match = candidates
    .filter((c) => under(pathname, c.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match?.slug ?? null;
}
