// The demo office and the platform team, so `npm start` shows a living installation. Idempotent.
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { organizations } from '../modules/organizations/organizations.table.ts';
import { users } from '../modules/users/users.table.ts';
import { seedAi } from './ai.ts';
import { seedAuthorities } from './authorities.ts';
import { seedAmendments } from './amendments.ts';
import { seedDemands } from './casework-demands.ts';
import { seedEvents } from './casework-events.ts';
import { seedNotifications } from './casework-notifications.ts';
import { seedOccurrences } from './casework-occurrences.ts';
import { seedTasks } from './casework-tasks.ts';
import { seedChats } from './chats.ts';
import { seedDocuments } from './documents.ts';
import { seedLaws } from './laws.ts';
import { seedCitizens } from './citizens.ts';
import { seedTransfers } from './transfers.ts';
import { seedPrivacy } from './privacy.ts';
import { seedSocialLinks } from './social-links.ts';
import { seedSms } from './sms.ts';
import { seedGreetings } from './greetings.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedSupport } from './support.ts';
import { seedWhatsapp } from './whatsapp.ts';
import type { Role } from '@gabinete/shared';

export const DEMO_PASSWORD = 'gabinete123';
export const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';
export const PLATFORM_ORG_ID = '00000000-0000-4000-8000-000000000000';

const ORGS = [
  { id: PLATFORM_ORG_ID, name: 'Plataforma Gabinete', isPlatform: true },
  {
    id: DEMO_ORG_ID,
    name: 'Gabinete da Vereadora Helena Duarte',
    representativeName: 'Helena Duarte',
    cargo: 'Vereadora',
    partido: 'PEX',
    uf: 'SP',
    municipio: 'Campinas',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Gabinete do Deputado Estadual Roberto Nunes',
    representativeName: 'Roberto Nunes',
    cargo: 'Deputado estadual',
    partido: 'PEX',
    uf: 'MG',
    municipio: 'Belo Horizonte',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Gabinete do Vereador Marcos Tavares',
    representativeName: 'Marcos Tavares',
    cargo: 'Vereador',
    uf: 'BA',
    municipio: 'Feira de Santana',
    isTrial: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Gabinete da Deputada Federal Lúcia Prado',
    representativeName: 'Lúcia Prado',
    cargo: 'Deputada federal',
    uf: 'PE',
    municipio: 'Recife',
    status: 'suspended' as const,
  },
];

interface DemoUser {
  email: string;
  name: string;
  role: Role;
  org: string;
  label: string;
  invited?: boolean;
  phone?: string;
}

const USERS: DemoUser[] = [
  {
    email: 'admin@gabinete.demo',
    name: 'Mariana Costa',
    role: 'admin',
    org: DEMO_ORG_ID,
    label: 'administradora do gabinete',
    phone: '+5519991234567',
  },
  {
    email: 'plataforma@gabinete.demo',
    name: 'Equipe da Plataforma',
    role: 'platform_admin',
    org: PLATFORM_ORG_ID,
    label: 'administrador da plataforma',
  },
  {
    email: 'assessor@gabinete.demo',
    name: 'Rafael Souza',
    role: 'assessor',
    org: DEMO_ORG_ID,
    label: 'assessor',
    phone: '+5519998765432',
  },
  {
    email: 'recepcao@gabinete.demo',
    name: 'Juliana Ferreira',
    role: 'recepcao',
    org: DEMO_ORG_ID,
    label: 'recepção',
  },
  {
    email: 'sac@gabinete.demo',
    name: 'Carlos Henrique Lima',
    role: 'atendente_sac',
    org: DEMO_ORG_ID,
    label: 'atendente SAC',
  },
  {
    email: 'leitura@gabinete.demo',
    name: 'Beatriz Santos',
    role: 'leitura',
    org: DEMO_ORG_ID,
    label: 'somente leitura',
  },
  {
    email: 'pedro.oliveira@gabinete.demo',
    name: 'Pedro Oliveira',
    role: 'assessor',
    org: DEMO_ORG_ID,
    label: '',
    invited: true,
  },
  {
    email: 'admin.bh@gabinete.demo',
    name: 'Sérgio Amaral',
    role: 'admin',
    org: '00000000-0000-4000-8000-000000000002',
    label: 'administrador de outro gabinete',
  },
  {
    email: 'admin.feira@gabinete.demo',
    name: 'Tânia Reis',
    role: 'admin',
    org: '00000000-0000-4000-8000-000000000003',
    label: '',
  },
];

export const DEMO_LOGINS = USERS.filter((u) => u.label);

export async function seedDemo(db: Db): Promise<void> {
  await db.insert(organizations).values(ORGS).onConflictDoNothing();
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
  const missing = USERS.filter((u) => !existing.has(u.email));
  if (missing.length > 0) await insertUsers(db, missing);
  await seedCitizens(db);
  await seedTransfers(db);
  await seedPrivacy(db);
  await seedDemands(db);
  await seedOccurrences(db);
  await seedTasks(db);
  await seedAmendments(db);
  await seedEvents(db);
  await seedNotifications(db);
  await seedWhatsapp(db);
  await seedChats(db);
  await seedSocialLinks(db);
  await seedAuthorities(db);
  await seedDocuments(db);
  await seedLaws(db);
  await seedSupport(db);
  await seedSms(db);
  await seedGreetings(db);
  await seedCampaigns(db);
  await seedAi(db);
}

async function insertUsers(db: Db, missing: DemoUser[]): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const trialOrg = ORGS.find((o) => o.isTrial)!.id;
  await db
    .insert(users)
    .values(
      missing.map((u) => ({
        organizationId: u.org,
        name: u.name,
        email: u.email,
        role: u.role,
        phone: u.phone ?? null,
        passwordHash: u.invited ? null : passwordHash,
        emailVerifiedAt: u.invited ? null : new Date(),
        isTrial: u.org === trialOrg,
        lastLoginAt: u.invited ? null : new Date(Date.now() - Math.floor(Math.random() * 5 * 86_400_000)),
      })),
    )
    .onConflictDoNothing();
}
