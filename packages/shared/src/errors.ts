// Error codes the API answers as { code, message }; messages are pt-BR and shown to people as is.
import { AUTHORITY_ERRORS } from './authorities.contract.ts';
import { CASEWORK_ERRORS } from './casework.contract.ts';
import { SOCIAL_LINK_ERRORS } from './social-links.contract.ts';
import { DOCUMENT_ERRORS } from './documents.contract.ts';
import { LAW_ERRORS } from './laws.contract.ts';
import { SUPPORT_ERRORS } from './support.contract.ts';
import { AMENDMENT_ERRORS } from './amendments.contract.ts';
import { INSTITUTION_ERRORS } from './institutions.contract.ts';
import { WHATSAPP_ERRORS } from './whatsapp.contract.ts';
import { SMS_ERRORS } from './sms.contract.ts';
import { CAMPAIGN_ERRORS } from './campaigns.contract.ts';
import { WHATSAPP_TEMPLATE_ERRORS } from './whatsapp-templates.contract.ts';
import { AI_ERRORS } from './ai.contract.ts';

export const ERROR_MESSAGES = {
  VALIDATION: 'Dados inválidos.',
  BAD_REQUEST: 'Requisição inválida.',
  INVALID_CHARACTER: 'O texto enviado contém um caractere não permitido (caractere nulo).',
  URI_TOO_LONG: 'O endereço é longo demais.',
  BAD_URL: 'Endereço inválido.',
  HEADERS_TOO_LARGE: 'O pedido tem cabeçalhos ou endereço grandes demais.',
  REQUEST_TIMEOUT: 'O pedido demorou demais para chegar. Tente de novo.',
  TOO_DEEP: 'O conteúdo enviado tem níveis demais.',
  UNAUTHENTICATED: 'Sessão expirada ou inválida. Entre novamente.',
  TOKEN_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  TOO_MANY_ATTEMPTS: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente de novo.',
  RATE_LIMITED: 'Muitas requisições. Aguarde um pouco e tente de novo.',
  INVALID_REFRESH_TOKEN: 'Sessão inválida. Entre novamente.',
  REFRESH_TOKEN_REUSED: 'Esta sessão foi encerrada por segurança. Entre novamente.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  TRIAL_EXPIRED: 'O período de teste deste gabinete terminou.',
  ORGANIZATION_SUSPENDED: 'Este gabinete está suspenso. Fale com o suporte da plataforma.',
  USER_INACTIVE: 'Este usuário está desativado.',
  PASSWORD_NOT_SET: 'Defina sua senha pelo link enviado ao seu e-mail antes de entrar.',
  NOT_FOUND: 'Recurso não encontrado.',
  ROUTE_NOT_FOUND: 'Endereço não encontrado.',
  USER_NOT_FOUND: 'Usuário não encontrado.',
  ORGANIZATION_NOT_FOUND: 'Gabinete não encontrado.',
  EMAIL_IN_USE: 'Este e-mail já está em uso.',
  CANNOT_DELETE_SELF: 'Você não pode excluir o seu próprio usuário.',
  LAST_ADMIN: 'O gabinete precisa de pelo menos um administrador.',
  GRANT_NOT_HELD: 'Você não pode conceder uma permissão que não possui.',
  TARGET_NOT_HELD: 'Você não pode alterar um usuário que tem permissões que você não possui.',
  PLATFORM_ONLY: 'Essa permissão é exclusiva da plataforma.',
  ADMIN_ONLY_ROLE: 'Somente um administrador pode nomear outro administrador.',
  CANNOT_CHANGE_OWN_ROLE: 'Você não pode alterar o seu próprio perfil de acesso.',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo.',
  WRONG_PASSWORD: 'A senha atual está incorreta.',
  FILE_TOO_LARGE: 'Arquivo grande demais.',
  FILE_TYPE: 'Tipo de arquivo não aceito.',
  PAYLOAD_TOO_LARGE: 'Conteúdo grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato do conteúdo não aceito.',
  CITIZEN_NOT_FOUND: 'Eleitor não encontrado.',
  CITIZEN_NOT_DELETED: 'Este eleitor não está na lixeira.',
  CITIZEN_DELETED: 'Este eleitor está na lixeira. Restaure-o antes de alterar.',
  CITIZEN_MERGED: 'Este eleitor foi mesclado a outro cadastro e não pode ser restaurado.',
  CITIZEN_CPF_IN_USE: 'Já existe um eleitor com este CPF. Abra o cadastro existente.',
  CITIZEN_VOTER_TITLE_IN_USE: 'Já existe um eleitor com este título de eleitor. Abra o cadastro existente.',
  RESTORE_IDENTITY_IN_USE:
    'Não foi possível restaurar: um dos eleitores tem o CPF ou o título de eleitor de um cadastro ativo.',
  MERGE_FIELD_UNKNOWN: 'Campo desconhecido na mesclagem.',
  LEADER_NOT_FOUND: 'Liderança não encontrada.',
  LEADER_CYCLE: 'Um eleitor não pode ser liderança de quem o indicou.',
  CITY_NOT_FOUND: 'Município não encontrado.',
  MERGE_SAME_CITIZEN: 'Escolha dois eleitores diferentes para mesclar.',
  DELETION_BATCH_NOT_FOUND: 'Nada a restaurar: a exclusão não foi encontrada ou passou de 30 dias.',
  TAG_NOT_FOUND: 'Tag não encontrada.',
  TAG_NAME_IN_USE: 'Já existe uma tag com este nome.',
  TAG_CATEGORY_NOT_FOUND: 'Categoria de tags não encontrada.',
  TAG_CATEGORY_NAME_IN_USE: 'Já existe uma categoria com este nome.',
  SAVED_FILTER_NOT_FOUND: 'Filtro salvo não encontrado.',
  CEP_NOT_FOUND: 'CEP não encontrado. Preencha o endereço manualmente.',
  CEP_SERVICE_UNAVAILABLE: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
  IMPORT_NOT_FOUND: 'Importação não encontrada.',
  IMPORT_FILE_INVALID: 'Não foi possível ler o arquivo. Envie uma planilha CSV ou XLSX.',
  IMPORT_FILE_EMPTY: 'A planilha está vazia ou não tem linha de cabeçalho.',
  IMPORT_TOO_MANY_ROWS: 'A planilha tem linhas demais para uma importação (máximo 500.000).',
  IMPORT_NOT_EDITABLE: 'Esta importação já foi iniciada e não pode mais ser alterada.',
  IMPORT_NOT_MAPPED: 'Associe as colunas da planilha aos campos antes de iniciar.',
  IMPORT_NOT_CANCELLABLE: 'Esta importação já terminou.',
  EXPORT_NOT_FOUND: 'Exportação não encontrada.',
  EXPORT_NOT_READY: 'A exportação ainda não está pronta.',
  EXPORT_EXPIRED: 'O link desta exportação expirou. Gere uma nova exportação.',
  EXPORT_LINK_INVALID: 'Link de download inválido. Baixe o arquivo pelo histórico de exportações.',
  PRIVACY_REQUEST_NOT_FOUND: 'Solicitação não encontrada.',
  INVALID_TRANSITION: 'Esta mudança de situação não é permitida.',
  ADMIN_ONLY: 'Somente o administrador do gabinete tem acesso a isto.',
  INTERNAL: 'Erro interno. Tente novamente em instantes.',
  DATABASE_UNAVAILABLE: 'Banco de dados indisponível.',
  ...CASEWORK_ERRORS,
  ...WHATSAPP_ERRORS,
  ...SOCIAL_LINK_ERRORS,
  ...AUTHORITY_ERRORS,
  ...DOCUMENT_ERRORS,
  ...LAW_ERRORS,
  ...SUPPORT_ERRORS,
  ...INSTITUTION_ERRORS,
  ...AMENDMENT_ERRORS,
  ...SMS_ERRORS,
  ...CAMPAIGN_ERRORS,
  ...WHATSAPP_TEMPLATE_ERRORS,
  ...AI_ERRORS,
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiError {
  code: string;
  message: string;
  /** Per-field messages for validation errors, keyed by dotted path. */
  fields?: Record<string, string>;
}
