// Permissions as the spec's action/subject pairs (spec §6), shared by server and web.
export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Subjects of the office areas, in menu order, plus the spec's special subjects. */
export const AREA_SUBJECTS = [
  'organizations',
  'users',
  'dashboard',
  'areas',
  'demands',
  'amendments',
  'occurrences',
  'events',
  'citizens',
  'notifications',
  'support',
  'tutorial',
  'sms',
  'campaigns',
  'tasks',
  'institutions',
  'maps',
  'tags',
  'authorities',
  'laws',
  'social-links',
  'imports',
  'exports',
  'whatsapp',
  'documents',
  'sac',
  'settings',
  'ai',
] as const;
export type AreaSubject = (typeof AREA_SUBJECTS)[number];
export const SUBJECTS = [...AREA_SUBJECTS, 'all', 'Auth'] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface AbilityRule {
  action: Action;
  subject: Subject;
}

/** Subjects an office may hold; `organizations` belongs to the platform team only. */
export const OFFICE_SUBJECTS = AREA_SUBJECTS.filter(
  (s): s is Exclude<AreaSubject, 'organizations'> => s !== 'organizations',
);
export type OfficeSubject = (typeof OFFICE_SUBJECTS)[number];

export const SUBJECT_LABELS: Record<AreaSubject, string> = {
  organizations: 'Organizações',
  users: 'Usuários',
  dashboard: 'Dashboard',
  areas: 'Áreas',
  demands: 'Demandas',
  amendments: 'Emendas',
  occurrences: 'Atendimentos',
  events: 'Agenda',
  citizens: 'Eleitores',
  notifications: 'Notificações',
  support: 'Suporte',
  tutorial: 'Tutorial',
  sms: 'SMS',
  campaigns: 'Campanhas',
  tasks: 'Tarefas',
  institutions: 'Instituições',
  maps: 'Mapas',
  tags: 'Tags',
  authorities: 'Contatos de autoridades',
  laws: 'Banco de leis',
  'social-links': 'Links sociais',
  imports: 'Importações',
  exports: 'Exportações',
  whatsapp: 'WhatsApp',
  documents: 'Documentos',
  sac: 'SAC',
  settings: 'Configurações',
  ai: 'Inteligência Artificial',
};

/** The ability of a visitor who has not logged in (spec §6). */
export const VISITOR_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export const ROLES = ['platform_admin', 'admin', 'assessor', 'recepcao', 'atendente_sac', 'leitura'] as const;
export type Role = (typeof ROLES)[number];
export const OFFICE_ROLES = ROLES.filter((r): r is Exclude<Role, 'platform_admin'> => r !== 'platform_admin');
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  platform_admin: 'Administrador da plataforma',
  admin: 'Administrador do gabinete',
  assessor: 'Assessor',
  recepcao: 'Recepção',
  atendente_sac: 'Atendente SAC',
  leitura: 'Somente leitura',
};

const rules = (actions: Action[], subjects: readonly Subject[]): AbilityRule[] =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));

const ALWAYS: OfficeSubject[] = ['dashboard', 'notifications', 'tutorial', 'support'];

/** What each role preset expands to; an office admin may then adjust a user's list. */
export const ROLE_PRESETS: Record<Role, AbilityRule[]> = {
  platform_admin: [{ action: 'manage', subject: 'all' }],
  admin: rules(['manage'], OFFICE_SUBJECTS),
  assessor: [
    ...rules(['read'], [...ALWAYS, 'users', 'areas', 'maps', 'social-links', 'whatsapp', 'settings']),
    ...rules(['create', 'update'], ['support']),
    ...rules(
      ['manage'],
      [
        'citizens',
        'demands',
        'amendments',
        'occurrences',
        'events',
        'tasks',
        'institutions',
        'tags',
        'authorities',
        'laws',
        'documents',
        'sac',
      ],
    ),
    ...rules(['read', 'create'], ['imports', 'exports', 'sms', 'ai']),
    ...rules(['read', 'create', 'update'], ['campaigns']),
  ],
  recepcao: [
    ...rules(['read'], [...ALWAYS, 'areas', 'events', 'tags', 'institutions']),
    ...rules(['read', 'create', 'update'], ['citizens', 'occurrences', 'demands', 'tasks']),
    ...rules(['create', 'update'], ['support']),
    ...rules(['read', 'create'], ['ai']),
  ],
  atendente_sac: [
    ...rules(['read'], [...ALWAYS, 'areas', 'whatsapp', 'tags']),
    ...rules(['manage'], ['sac']),
    ...rules(['read', 'update'], ['citizens']),
    ...rules(['read', 'create'], ['occurrences', 'demands']),
    ...rules(['create', 'update'], ['support']),
    ...rules(['read', 'create'], ['ai']),
  ],
  leitura: rules(['read'], OFFICE_SUBJECTS),
};

/** True when the rules allow the action on the subject (manage and all act as wildcards). */
export function can(list: readonly AbilityRule[], action: Action, subject: Subject): boolean {
  return list.some(
    (r) => (r.action === action || r.action === 'manage') && (r.subject === subject || r.subject === 'all'),
  );
}

/** Removes duplicates and folds the four actions into manage, keeping lists short and comparable. */
export function normalizeAbility(list: readonly AbilityRule[]): AbilityRule[] {
  const bySubject = new Map<Subject, Set<Action>>();
  for (const r of list) {
    const set = bySubject.get(r.subject) ?? new Set<Action>();
    set.add(r.action);
    bySubject.set(r.subject, set);
  }
  const out: AbilityRule[] = [];
  for (const subject of SUBJECTS) {
    const set = bySubject.get(subject);
    if (!set) continue;
    const all =
      set.has('manage') || (['create', 'read', 'update', 'delete'] as const).every((a) => set.has(a));
    if (all) out.push({ action: 'manage', subject });
    else for (const action of ACTIONS) if (set.has(action)) out.push({ action, subject });
  }
  return out;
}
