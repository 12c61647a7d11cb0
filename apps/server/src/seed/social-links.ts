// The demo office's links sociais: the vereadora's networks, one hidden from the dashboard. Idempotent.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { socialLinks } from '../modules/social-links/social-links.table.ts';
import { DEMO_ORG_ID } from './demo.ts';

const LINKS = [
  {
    network: 'instagram',
    label: 'Instagram da Helena',
    url: 'https://www.instagram.com/helenaduarte.vereadora',
  },
  { network: 'facebook', label: 'Página no Facebook', url: 'https://www.facebook.com/helenaduartecampinas' },
  {
    network: 'youtube',
    label: 'Sessões e prestação de contas',
    url: 'https://www.youtube.com/@helenaduarte',
  },
  {
    network: 'whatsapp_channel',
    label: 'Canal do mandato',
    url: 'https://whatsapp.com/channel/0029VaHelenaDuarte01',
  },
  { network: 'site', label: 'Site do mandato', url: 'https://www.helenaduarte.com.br' },
  { network: 'x', label: 'Perfil no X', url: 'https://x.com/helenaduarte', visible: false },
];

export async function seedSocialLinks(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(socialLinks)
    .where(eq(socialLinks.organizationId, DEMO_ORG_ID));
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(socialLinks)
    .values(LINKS.map((l, position) => ({ organizationId: DEMO_ORG_ID, visible: true, ...l, position })));
}
