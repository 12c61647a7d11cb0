// Error codes the API answers as { code, message }; messages are pt-BR and shown to people as is.
export const ERROR_MESSAGES = {
  VALIDATION: 'Dados inválidos.',
  BAD_REQUEST: 'Requisição inválida.',
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
  PLATFORM_ONLY: 'Essa permissão é exclusiva da plataforma.',
  ADMIN_ONLY_ROLE: 'Somente um administrador pode nomear outro administrador.',
  CANNOT_CHANGE_OWN_ROLE: 'Você não pode alterar o seu próprio perfil de acesso.',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo.',
  WRONG_PASSWORD: 'A senha atual está incorreta.',
  FILE_TOO_LARGE: 'Arquivo grande demais.',
  FILE_TYPE: 'Tipo de arquivo não aceito.',
  PAYLOAD_TOO_LARGE: 'Conteúdo grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato do conteúdo não aceito.',
  INTERNAL: 'Erro interno. Tente novamente em instantes.',
  DATABASE_UNAVAILABLE: 'Banco de dados indisponível.',
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiError {
  code: string;
  message: string;
  /** Per-field messages for validation errors, keyed by dotted path. */
  fields?: Record<string, string>;
}
