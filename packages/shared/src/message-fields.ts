// Merge fields of the messages sent to citizens (SMS, birthday greetings, demanda-status messages), in the
// app's one syntax {{grupo.campo}} (merge-fields.ts). {{gabinete.instagram}}, {{gabinete.site}}… are the
// office's visible Links sociais: the first visible link of that network, empty when there is none.
import { fillMergeFields, unknownMergeFields, usedMergeFields } from './merge-fields.ts';
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from './social-links.contract.ts';

/** The merge-field name of each network's link. */
export const SOCIAL_MERGE_FIELDS: Record<SocialNetwork, string> = {
  instagram: 'gabinete.instagram',
  facebook: 'gabinete.facebook',
  x: 'gabinete.x',
  youtube: 'gabinete.youtube',
  tiktok: 'gabinete.tiktok',
  whatsapp_channel: 'gabinete.canal_whatsapp',
  site: 'gabinete.site',
};

const CITIZEN_FIELDS = {
  'eleitor.primeiro_nome': 'Primeiro nome do eleitor (ou do nome social)',
  'eleitor.nome': 'Nome completo do eleitor (ou nome social)',
} as const;

const OFFICE_FIELDS: Record<string, string> = {
  'gabinete.nome': 'Nome do gabinete',
  ...Object.fromEntries(
    SOCIAL_NETWORKS.map((n) => [
      SOCIAL_MERGE_FIELDS[n],
      `${SOCIAL_NETWORK_LABELS[n]} do gabinete (Links sociais)`,
    ]),
  ),
};

const DEMAND_FIELDS = {
  'demanda.protocolo': 'Protocolo da demanda (2026/0142)',
  'demanda.titulo': 'Título da demanda',
  'demanda.situacao': 'Nova situação da demanda',
} as const;

/** Where a message template is used: demanda fields only make sense in a demanda-status message. */
export type MessageFieldContext = 'sms' | 'greeting' | 'demand_status';

/** The fields a template may use in a context, with what each one is (the picker lists them in this order). */
export function messageMergeFields(context: MessageFieldContext): Record<string, string> {
  return {
    ...CITIZEN_FIELDS,
    ...(context === 'demand_status' ? DEMAND_FIELDS : {}),
    ...OFFICE_FIELDS,
  };
}

const knownIn = (context: MessageFieldContext) => {
  const fields = messageMergeFields(context);
  return (name: string) => Object.hasOwn(fields, name);
};

/** The {{…}} names a message uses that its context does not know. */
export const unknownMessageFields = (text: string, context: MessageFieldContext) =>
  unknownMergeFields(text, knownIn(context));

/** The known {{…}} names a message uses. */
export const usedMessageFields = (text: string, context: MessageFieldContext) =>
  usedMergeFields(text, knownIn(context));

/** The message with its fields filled; unknown ones are left as written. */
export const fillMessageFields = (
  text: string,
  values: Partial<Record<string, string | null>>,
  context: MessageFieldContext,
) => fillMergeFields(text, values, knownIn(context));

/** The pt-BR refusal of a template with unknown fields: names them and the accepted ones. */
export function unknownMessageFieldsMessage(unknown: string[], context: MessageFieldContext): string {
  const names = unknown.map((f) => `{{${f}}}`).join(', ');
  const known = Object.keys(messageMergeFields(context))
    .map((f) => `{{${f}}}`)
    .join(', ');
  return `Campo desconhecido na mensagem: ${names}. Campos aceitos: ${known}.`;
}

export interface MessageFieldSource {
  citizenName?: string | null;
  officeName: string;
  /** The office's links in their order, with visibility. */
  links: readonly { network: SocialNetwork; url: string; visible: boolean }[];
  demand?: { protocol: string; title: string; status: string } | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The values of every message field from what the sender knows. */
export function messageFieldValues(source: MessageFieldSource): Record<string, string> {
  const values: Record<string, string> = {
    'eleitor.primeiro_nome': firstName(source.citizenName ?? ''),
    'eleitor.nome': (source.citizenName ?? '').trim(),
    'gabinete.nome': source.officeName,
  };
  for (const network of SOCIAL_NETWORKS) {
    values[SOCIAL_MERGE_FIELDS[network]] =
      source.links.find((l) => l.visible && l.network === network)?.url ?? '';
  }
  if (source.demand) {
    values['demanda.protocolo'] = source.demand.protocol;
    values['demanda.titulo'] = source.demand.title;
    values['demanda.situacao'] = source.demand.status;
  }
  return values;
}
