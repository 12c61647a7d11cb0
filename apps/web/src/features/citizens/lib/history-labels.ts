// pt-BR labels and readable values for the 'Histórico de alterações' of a citizen.
import {
  CITIZEN_ORIGIN_LABELS,
  formatCep,
  formatCpf,
  formatPhone,
  formatVoterTitle,
  GENDER_LABELS,
} from '@gabinete/shared';
import { isoToBr } from './citizen-form.logic.ts';

export const CITIZEN_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  socialName: 'Nome social',
  nickname: 'Apelido',
  cpf: 'CPF',
  rg: 'RG',
  birthDate: 'Data de nascimento',
  gender: 'Gênero',
  voterTitle: 'Título de eleitor',
  voterZone: 'Zona',
  voterSection: 'Seção',
  profession: 'Profissão',
  phones: 'Telefones',
  emails: 'E-mails',
  cep: 'CEP',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  cityIbge: 'Cidade',
  city: 'Cidade',
  uf: 'UF',
  referencePoint: 'Ponto de referência',
  lat: 'Latitude',
  lng: 'Longitude',
  tags: 'Tags',
  tagIds: 'Tags',
  leader: 'Liderança',
  leaderId: 'Liderança',
  origin: 'Origem do cadastro',
  notes: 'Observações',
  registeredBy: 'Cadastrado por',
  deletedAt: 'Excluído em',
};

export const CHANGE_ACTION_LABELS: Record<string, string> = {
  create: 'Cadastrou',
  update: 'Alterou',
  delete: 'Excluiu',
  restore: 'Restaurou',
  merge: 'Mesclou com outro cadastro',
  import: 'Importou de planilha',
  tag: 'Adicionou tag',
  untag: 'Removeu tag',
  anonymize: 'Anonimizou (LGPD)',
};

const EMPTY = '(vazio)';

function one(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (field === 'cpf') return formatCpf(value);
    if (field === 'birthDate') return isoToBr(value) || value;
    if (field === 'cep') return formatCep(value);
    if (field === 'voterTitle') return formatVoterTitle(value);
    if (field === 'phones' || value.startsWith('+55')) return formatPhone(value);
    if (field === 'gender') return GENDER_LABELS[value as keyof typeof GENDER_LABELS] ?? value;
    if (field === 'origin')
      return CITIZEN_ORIGIN_LABELS[value as keyof typeof CITIZEN_ORIGIN_LABELS] ?? value;
    return value;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const label = record.name ?? record.number ?? record.address ?? record.label;
    if (typeof label === 'string') return one(field, label);
  }
  return JSON.stringify(value);
}

/** A stored value as staff read it: '123.456.789-09', '(61) 99999-9999, (61) 3333-4444', '(vazio)'. */
export function formatChangeValue(field: string, value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.map((v) => one(field, v)).join(', ') : EMPTY;
  return one(field, value);
}

export const fieldLabel = (field: string) => CITIZEN_FIELD_LABELS[field] ?? field;
