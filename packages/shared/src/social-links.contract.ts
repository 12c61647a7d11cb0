// Links sociais (subject 'social-links'): the representative's networks, in the office's order, each one
// visible or hidden on the dashboard (issue 19). The URL must belong to the chosen network and use https.
import { z } from 'zod';
import { IdSchema, singleLine } from './common.contract.ts';

export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'youtube',
  'tiktok',
  'whatsapp_channel',
  'site',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp_channel: 'Canal do WhatsApp',
  site: 'Site',
};

/** The hosts each network's links live on ('site' takes any host); subdomains 'www.' and 'm.' are accepted. */
const NETWORK_HOSTS: Record<Exclude<SocialNetwork, 'site'>, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  whatsapp_channel: ['whatsapp.com'],
};

/** An example shown in the form and in the error, per network. */
export const SOCIAL_NETWORK_EXAMPLES: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/seu.perfil',
  facebook: 'https://www.facebook.com/suapagina',
  x: 'https://x.com/seuperfil',
  youtube: 'https://www.youtube.com/@seucanal',
  tiktok: 'https://www.tiktok.com/@seuperfil',
  whatsapp_channel: 'https://whatsapp.com/channel/0029Va...',
  site: 'https://www.seusite.com.br',
};

/** Why the URL does not fit the network, or null when it does. */
export function socialUrlProblem(network: SocialNetwork, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Informe um endereço completo, começando por https://';
  }
  if (url.protocol !== 'https:') return 'O endereço deve começar por https://';
  if (url.username || url.password) return 'O endereço não pode conter usuário ou senha';
  const host = url.hostname.toLowerCase();
  if (network === 'site') {
    return host.includes('.') && !host.endsWith('.')
      ? null
      : 'Informe um domínio válido (ex.: seusite.com.br)';
  }
  const bare = host.replace(/^(www\.|m\.|mobile\.)/, '');
  const example = `Use um endereço como ${SOCIAL_NETWORK_EXAMPLES[network]}`;
  if (!NETWORK_HOSTS[network].includes(bare))
    return `Este endereço não é do ${SOCIAL_NETWORK_LABELS[network]}. ${example}`;
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '')
    return `Informe o endereço do perfil, não só o do ${SOCIAL_NETWORK_LABELS[network]}. ${example}`;
  if (network === 'whatsapp_channel' && !/^\/channel\/[A-Za-z0-9]+$/.test(path))
    return `O canal do WhatsApp tem o formato ${SOCIAL_NETWORK_EXAMPLES.whatsapp_channel}`;
  if (network === 'tiktok' && !path.startsWith('/@')) return `O perfil do TikTok começa por @. ${example}`;
  return null;
}

export const SocialLinkSchema = z.object({
  _id: z.string(),
  network: z.enum(SOCIAL_NETWORKS),
  label: z.string(),
  url: z.string(),
  /** Shown on the dashboard (and, later, offered as a merge field). */
  visible: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const SocialLinkListSchema = z.object({ links: z.array(SocialLinkSchema) });

const networkSchema = z.enum(SOCIAL_NETWORKS, { error: 'Escolha uma rede da lista' });
const labelSchema = singleLine().min(2, 'Informe o nome do link').max(60, 'No máximo 60 caracteres');
const urlSchema = z.string().trim().min(1, 'Informe o endereço').max(300, 'No máximo 300 caracteres');

export const SocialLinkInputSchema = z
  .object({ network: networkSchema, label: labelSchema, url: urlSchema, visible: z.boolean().default(true) })
  .superRefine((v, ctx) => {
    const problem = socialUrlProblem(v.network, v.url);
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  });
export type SocialLinkInput = z.infer<typeof SocialLinkInputSchema>;

/** Only what is sent changes; a new URL is checked against the network sent or the stored one (service). */
export const UpdateSocialLinkInputSchema = z
  .object({ network: networkSchema, label: labelSchema, url: urlSchema, visible: z.boolean() })
  .partial();
export type UpdateSocialLinkInput = z.infer<typeof UpdateSocialLinkInputSchema>;

/** Every link of the office, once each, in the new order. */
export const SocialLinkOrderInputSchema = z.object({ ids: z.array(IdSchema).min(1).max(50) });

export const SOCIAL_LINK_ERRORS = {
  SOCIAL_LINK_NOT_FOUND: 'Link não encontrado.',
  SOCIAL_LINK_URL_INVALID: 'O endereço não corresponde à rede escolhida.',
  SOCIAL_LINK_ORDER_INVALID: 'Envie todos os links do gabinete, cada um uma única vez.',
  SOCIAL_LINK_LIMIT: 'O gabinete pode ter no máximo 30 links.',
} as const;
export const SOCIAL_LINKS_MAX = 30;
