// pt-BR messages for zod, so server validation and client forms say the same words.
import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'E-mail inválido',
  uuid: 'Identificador inválido',
  url: 'Endereço (URL) inválido',
  datetime: 'Data e hora inválidas',
  date: 'Data inválida',
  regex: 'Formato inválido',
};

type Issue = z.core.$ZodRawIssue;

export function ptBrError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório';
      return `Deve ser ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string')
        return n <= 1 ? 'Campo obrigatório' : `Deve ter no mínimo ${n} caracteres`;
      if (issue.origin === 'array') return `Escolha pelo menos ${n} ${n === 1 ? 'item' : 'itens'}`;
      return `Deve ser no mínimo ${n}`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `Deve ter no máximo ${n} caracteres`;
      if (issue.origin === 'array') return `Escolha no máximo ${n} itens`;
      return `Deve ser no máximo ${n}`;
    }
    case 'invalid_format':
      return FORMAT_NAMES[issue.format] ?? 'Formato inválido';
    case 'invalid_value':
      return `Valor inválido; use: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${String(issue.divisor)}`;
    default:
      return 'Valor inválido';
  }
}

let configured = false;
/** Installs the pt-BR messages once per process or page. */
export function useZodPtBr(): void {
  if (configured) return;
  configured = true;
  z.config({ localeError: ptBrError });
}
useZodPtBr();

/** Field names as people read them, for messages such as 'senha: Campo obrigatório'. */
export const FIELD_LABELS: Record<string, string> = {
  email: 'e-mail',
  password: 'senha',
  currentPassword: 'senha atual',
  newPassword: 'nova senha',
  name: 'nome',
  role: 'perfil de acesso',
  ability: 'permissões',
  abilities: 'permissões',
  token: 'link',
  refreshToken: 'token de renovação',
  organizationName: 'nome do gabinete',
  representativeName: 'nome do parlamentar',
  cargo: 'cargo',
  partido: 'partido',
  uf: 'UF',
  municipioIbge: 'município',
  municipio: 'município',
  phone: 'telefone',
  page: 'página',
  perPage: 'itens por página',
  q: 'busca',
  status: 'situação',
  avatar: 'foto',
  logo: 'logotipo',
  adminName: 'nome do administrador',
  adminEmail: 'e-mail do administrador',
  isTrial: 'período de teste',
  socialName: 'nome social',
  nickname: 'apelido',
  cpf: 'CPF',
  rg: 'RG',
  birthDate: 'data de nascimento',
  gender: 'gênero',
  voterTitle: 'título de eleitor',
  voterZone: 'zona',
  voterSection: 'seção',
  profession: 'profissão',
  phones: 'telefones',
  emails: 'e-mails',
  number: 'número',
  address: 'e-mail',
  cep: 'CEP',
  street: 'logradouro',
  complement: 'complemento',
  neighborhood: 'bairro',
  cityIbge: 'município',
  referencePoint: 'ponto de referência',
  lat: 'latitude',
  lng: 'longitude',
  tagIds: 'tags',
  leaderId: 'liderança',
  origin: 'origem do cadastro',
  notes: 'observações',
  color: 'cor',
  categoryId: 'categoria',
  sourceIds: 'tags',
  duplicateId: 'eleitor duplicado',
  mapping: 'mapeamento de colunas',
  duplicatePolicy: 'duplicados',
  format: 'formato',
  channel: 'canal',
  purpose: 'finalidade',
  legalBasis: 'base legal',
  source: 'origem',
  confirmation: 'confirmação',
  ageMin: 'idade mínima',
  ageMax: 'idade máxima',
  birthMonth: 'mês de aniversário',
  period: 'período',
  month: 'mês',
  referral: 'pontos por indicação',
  granted: 'consentimento',
  evidence: 'comprovante',
  text: 'texto',
  details: 'detalhes',
  response: 'resposta',
  type: 'tipo',
  limit: 'limite',
  from: 'data inicial',
  to: 'data final',
  entity: 'registro',
  entityId: 'registro',
  userId: 'usuário',
  citizenId: 'eleitor',
  overdue: 'atrasadas',
  sort: 'ordenação',
  id: 'identificador',
  // Demandas and their statuses.
  title: 'título',
  description: 'descrição',
  citizenIds: 'eleitores',
  areaId: 'área',
  priority: 'prioridade',
  statusId: 'situação',
  openedAt: 'data de abertura',
  dueDate: 'prazo',
  responsibleId: 'responsável',
  chamberProtocol: 'protocolo da Câmara',
  cityHallProtocol: 'protocolo da Prefeitura',
  agency: 'órgão responsável',
  institution: 'instituição',
  occurrenceId: 'atendimento',
  version: 'versão',
  note: 'observação',
  isInitial: 'situação inicial',
  isFinal: 'situação final',
  next: 'próximas situações',
  // Atendimentos and tarefas.
  subject: 'assunto',
  occurredAt: 'data do atendimento',
  areaIds: 'áreas',
  assigneeId: 'responsável',
  priorities: 'prioridades',
  demandId: 'demanda',
  due: 'prazo',
  view: 'visualização',
  hasDemand: 'com demanda',
  // Agenda.
  start: 'início',
  end: 'término',
  allDay: 'dia inteiro',
  location: 'local',
  userIds: 'participantes da equipe',
  reminders: 'lembretes',
  categoryIds: 'categorias',
  // Filters, lists and the rest of the routes' fields (a test walks every route to keep this complete).
  action: 'ação',
  active: 'ativo',
  agentId: 'atendente',
  attachmentId: 'anexo',
  batchId: 'lote',
  before: 'antes de',
  canContact: 'pode ser contatado',
  clientId: 'identificador do envio',
  cloudAccessToken: 'token de acesso da Cloud API',
  cloudApiVersion: 'versão da Cloud API',
  cloudAppSecret: 'segredo do aplicativo da Cloud API',
  cloudPhoneNumberId: 'identificador do número na Cloud API',
  cloudVerifyToken: 'token de verificação da Cloud API',
  code: 'código',
  commentId: 'comentário',
  createdBy: 'criado por',
  createdFrom: 'criado a partir de',
  createdTo: 'criado até',
  dueFrom: 'prazo a partir de',
  dueTo: 'prazo até',
  excludeId: 'registro a desconsiderar',
  filter: 'filtro',
  idempotencyKey: 'chave de repetição',
  ids: 'registros',
  includeInactive: 'incluir inativos',
  kind: 'tipo',
  message: 'mensagem',
  messageId: 'mensagem',
  mine: 'somente os meus',
  openedFrom: 'aberta a partir de',
  openedTo: 'aberta até',
  organizationId: 'gabinete',
  perColumn: 'por coluna',
  preferred: 'preferencial',
  private: 'privado',
  provider: 'provedor',
  query: 'consulta',
  registeredBy: 'cadastrado por',
  saveMapping: 'salvar mapeamento',
  secret: 'segredo',
  selection: 'seleção',
  shared: 'compartilhado',
  shortcut: 'atalho',
  situation: 'situação',
  spelling: 'grafia',
  statusIds: 'situações',
  tags: 'tags',
  takeFromDuplicate: 'campos do duplicado',
  unread: 'não lidas',
  wppconnectSecretKey: 'chave secreta do WPPConnect',
  wppconnectSession: 'sessão do WPPConnect',
  wppconnectUrl: 'endereço do WPPConnect',
};

export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  const key = String(last ?? path.join('.'));
  return FIELD_LABELS[key] ?? key;
}
