// The message a recipient gets: merge fields filled, the sender identification and the way out appended to
// 'informativo' and 'eleitoral' messages (TSE Res. 23.610 art. 33), accents removed when asked (SMS).
import {
  countSms,
  fillTemplateBody,
  IDENTIFIED_PURPOSES,
  messageFieldValues,
  removeAccents,
  renderSms,
  SMS_MAX_SEGMENTS,
  templateParamCount,
  templateParamValues,
  unknownMessageFieldsMessage,
  unknownSmsFields,
  type CampaignPurpose,
  type MessageFieldSource,
} from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';

export interface MessageParts {
  channel: string;
  purpose: CampaignPurpose;
  text: string;
  removeAccents: boolean;
}

/** `links`: the office's social links, for {{gabinete.instagram}} and the like (officeFieldSource). */
export function renderCampaignText(
  m: MessageParts,
  citizenName: string,
  office: string,
  senderIdentification: string,
  links: MessageFieldSource['links'] = [],
): string {
  let body = renderSms(m.text, messageFieldValues({ citizenName, officeName: office, links })).trim();
  if (IDENTIFIED_PURPOSES.includes(m.purpose)) {
    const sender = senderIdentification.trim() || office;
    const out =
      m.channel === 'sms'
        ? 'Para sair, responda SAIR.'
        : 'Para não receber mais, responda SAIR a este e-mail.';
    body = `${body}\n${sender}. ${out}`;
  }
  return m.channel === 'sms' && m.removeAccents ? removeAccents(body) : body;
}

/** Refuses unknown merge fields and (SMS) more than 10 segments for the example recipient. */
export function checkCampaignText(
  m: MessageParts,
  example: string,
): { segments: number; encoding: 'GSM-7' | 'UCS-2' } {
  const unknown = unknownSmsFields(m.text);
  if (unknown.length > 0) {
    const message = unknownMessageFieldsMessage(unknown, 'sms');
    throw new AppError('CAMPAIGN_UNKNOWN_FIELD', 400, message, { text: message });
  }
  const counted = countSms(example);
  if (m.channel === 'sms' && counted.segments > SMS_MAX_SEGMENTS) {
    const message = `A mensagem tem ${counted.segments} partes (segmentos); o máximo é ${SMS_MAX_SEGMENTS}. Encurte o texto ou remova os acentos.`;
    throw new AppError('CAMPAIGN_TOO_LONG', 400, message, { text: message });
  }
  return { segments: counted.segments, encoding: counted.encoding };
}

/**
 * A WhatsApp template's parameters for one recipient and the body as it reads. Meta refuses an empty
 * parameter, so a field with no value (an office without Instagram) goes as '-'.
 */
export function renderTemplateMessage(
  template: { body: string; params: (string | null)[] },
  source: MessageFieldSource,
): { params: string[]; text: string } {
  const params = templateParamValues(template.params.slice(0, templateParamCount(template.body)), source).map(
    (v) => v.trim() || '-',
  );
  return { params, text: fillTemplateBody(template.body, params) };
}
