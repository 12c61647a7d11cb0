// The menu of UI.md: spec §1 order, pt-BR labels, paths and the subject each needs.
import type { AreaSubject } from './abilities.ts';

export type MenuGroup =
  'Plataforma' | 'Gabinete' | 'Relacionamento' | 'Mandato' | 'Comunicação' | 'Administração';

export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  subject: AreaSubject;
  group: MenuGroup;
  /** An entry appears only once its area works. */
  ready: boolean;
}

const entry = (
  key: string,
  label: string,
  path: string,
  subject: AreaSubject,
  group: MenuGroup,
  ready = false,
): MenuEntry => ({
  key,
  label,
  path,
  subject,
  group,
  ready,
});

export const MENU: MenuEntry[] = [
  // The platform team's own area (only it holds `organizations`): first, under its own heading.
  entry('organizations', 'Organizações', '/organizacoes', 'organizations', 'Plataforma', true),
  entry('support-queue', 'Chamados de suporte', '/plataforma/suporte', 'organizations', 'Plataforma', true),
  entry('users', 'Usuários', '/usuarios', 'users', 'Administração', true),
  entry('dashboard', 'Dashboard', '/dashboard', 'dashboard', 'Gabinete', true),
  entry('areas', 'Áreas', '/areas', 'areas', 'Gabinete', true),
  entry('demands', 'Demandas', '/demandas', 'demands', 'Gabinete', true),
  entry('amendments', 'Emendas', '/emendas', 'amendments', 'Mandato', true),
  entry('occurrences', 'Atendimentos', '/atendimentos', 'occurrences', 'Gabinete', true),
  entry('events', 'Agenda', '/agenda', 'events', 'Gabinete', true),
  entry('citizens', 'Eleitores', '/eleitores', 'citizens', 'Relacionamento', true),
  entry('notifications', 'Notificações', '/notificacoes', 'notifications', 'Gabinete', true),
  entry('support', 'Suporte', '/suporte', 'support', 'Administração', true),
  entry('tutorial', 'Tutorial', '/tutorial', 'tutorial', 'Administração', true),
  entry('sms', 'SMS', '/sms', 'sms', 'Comunicação', true),
  entry('tasks', 'Tarefas', '/tarefas', 'tasks', 'Gabinete', true),
  entry('birthdays', 'Aniversariantes', '/aniversariantes', 'citizens', 'Relacionamento', true),
  entry('institutions', 'Instituições', '/instituicoes', 'institutions', 'Relacionamento', true),
  entry('citizen-profile', 'Perfil do eleitor', '/eleitores/perfil', 'citizens', 'Relacionamento', true),
  entry('maps-citizens', 'Mapa de eleitores', '/mapas/eleitores', 'maps', 'Relacionamento', true),
  entry('maps-amendments', 'Mapa de emendas e ações', '/mapas/emendas', 'maps', 'Mandato', true),
  entry('maps-demands', 'Mapa de demandas', '/mapas/demandas', 'maps', 'Gabinete', true),
  entry('tags', 'Tags', '/tags', 'tags', 'Relacionamento', true),
  entry('ranking', 'Ranking de eleitores', '/ranking', 'citizens', 'Relacionamento', true),
  entry('authorities', 'Contatos de autoridades', '/autoridades', 'authorities', 'Relacionamento', true),
  entry('laws', 'Banco de leis', '/leis', 'laws', 'Mandato', true),
  entry('social-links', 'Links sociais', '/links-sociais', 'social-links', 'Comunicação', true),
  entry('imports', 'Histórico de importação', '/importacoes', 'imports', 'Relacionamento', true),
  entry('exports', 'Histórico de exportação', '/exportacoes', 'exports', 'Relacionamento', true),
  entry('whatsapp', 'WhatsApp', '/whatsapp', 'whatsapp', 'Comunicação', true),
  entry('documents', 'Documentos', '/documentos', 'documents', 'Mandato', true),
  entry('sac', 'SAC', '/sac', 'sac', 'Comunicação', true),
  entry('settings', 'Configurações', '/configuracoes', 'settings', 'Administração', true),
  entry('ai', 'Inteligência Artificial', '/ia', 'ai', 'Mandato', true),
];

export const MENU_GROUPS: MenuGroup[] = [
  'Plataforma',
  'Gabinete',
  'Relacionamento',
  'Mandato',
  'Comunicação',
  'Administração',
];

/**
 * What the platform team sees of the menu: the platform's areas (its offices and the support queue) and the team's own users. The offices' areas are theirs: a platform admin opens an office from
 * 'Organizações', not from an office menu of the platform's own (empty) organization.
 */
export const PLATFORM_MENU_KEYS: readonly string[] = ['organizations', 'support-queue', 'users'];
