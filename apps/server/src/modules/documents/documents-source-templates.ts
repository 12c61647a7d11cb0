// 'Gerar ofício' from an emenda, an atendimento or an eleitor: when the office's default ofício is written
// around a demanda ({{demanda.*}}) and there is none, the draft starts from a text about what it came from.
import type { DocumentKind, DocumentMergeField } from '@gabinete/shared';

const CLOSING =
  'Diante do exposto, solicito a gentileza de determinar as providências cabíveis e de informar a este gabinete as medidas adotadas.';

/** Paragraphs; an optional one (`?` first) is left out when one of its fields is empty. */
const SOURCES = {
  emenda: {
    subject: '{{emenda.numero}}: {{emenda.objeto}}',
    paragraphs: [
      'Cumprimentando {{autoridade.abreviatura}} cordialmente, dirijo-me a este órgão a respeito da {{emenda.numero}}, de autoria de {{emenda.autor}}.',
      '?Objeto: {{emenda.objeto}}.',
      '?Valor indicado: {{emenda.valor}}.',
      '?Beneficiário: {{emenda.beneficiario}}.',
      '?Município: {{emenda.municipio}}.',
      'Solicito a gentileza de informar a este gabinete a situação da execução da emenda e as providências necessárias para a sua liberação.',
    ],
  },
  atendimento: {
    subject: '{{atendimento.assunto}}',
    paragraphs: [
      'Cumprimentando {{autoridade.abreviatura}} cordialmente, encaminho a solicitação apresentada a este gabinete, referente a: {{atendimento.assunto}}.',
      '{{atendimento.descricao}}',
      CLOSING,
    ],
  },
  cidadao: {
    subject: '',
    paragraphs: [
      'Cumprimentando {{autoridade.abreviatura}} cordialmente, encaminho a solicitação apresentada a este gabinete por munícipe.',
      '?Solicitante: {{cidadao.nome}}.',
      '?Bairro: {{cidadao.bairro}}.',
      CLOSING,
    ],
  },
} as const;
export type SourceKind = keyof typeof SOURCES;

const FIELD = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The source's text with the optional paragraphs whose fields are empty left out. */
export function sourceTemplate(source: SourceKind, values: Partial<Record<DocumentMergeField, string>>) {
  const { subject, paragraphs } = SOURCES[source];
  const kept = paragraphs.flatMap((p) => {
    if (!p.startsWith('?')) return [p];
    const text = p.slice(1);
    const filled = [...text.matchAll(FIELD)].every((m) => !!values[m[1] as DocumentMergeField]?.trim());
    return filled ? [text] : [];
  });
  return { subject, bodyHtml: kept.map((p) => `<p>${p}</p>`).join('') };
}

interface Links {
  demand: unknown;
  amendment: unknown;
  occurrence: unknown;
  citizen: unknown;
}

type Start = { subject: string; bodyHtml: string };

/** The office's template, or the text for the link when that template needs a demanda that is not there. */
export function startingTemplate(
  kind: DocumentKind,
  office: Start | null,
  links: Links,
  values: Partial<Record<DocumentMergeField, string>>,
): Start | null {
  if (kind !== 'oficio' || links.demand) return office;
  const needsDemand = !office || `${office.subject} ${office.bodyHtml}`.includes('{{demanda.');
  if (!needsDemand) return office;
  if (links.amendment) return sourceTemplate('emenda', values);
  if (links.occurrence) return sourceTemplate('atendimento', values);
  if (links.citizen) return sourceTemplate('cidadao', values);
  return office;
}
