// Why /acesso-negado was reached, from the 403's error code (server: plugins/authenticate.ts, the modules'
// AppError(…, 403)): one pt-BR reason per code, and which of them close the whole office to the user.
export type DenialKind = 'permission' | 'suspended' | 'trial';

export interface DenialReason {
  kind: DenialKind;
  title: string;
  /** What happened, in one sentence. */
  text: string;
  /** What the person can do about it. */
  steps: readonly string[];
}

const PERMISSION_STEPS = ['Se precisar desse acesso, fale com o administrador do seu gabinete.'] as const;

const permission = (text: string): DenialReason => ({
  kind: 'permission',
  title: 'Acesso negado',
  text,
  steps: PERMISSION_STEPS,
});

export const DENIAL_REASONS: Record<string, DenialReason> = {
  FORBIDDEN: permission('Você não tem permissão para ver esta página ou fazer esta ação.'),
  ADMIN_ONLY: permission('Somente o administrador do gabinete tem acesso a isto.'),
  COMMENT_NOT_OWN: permission('Só quem escreveu o comentário (ou o administrador) pode alterá-lo.'),
  WHATSAPP_FOREIGN_TOKEN: permission('O WhatsApp pedido é de outro gabinete.'),
  EXPORT_LINK_INVALID: permission(
    'Este link de download não vale para você. Baixe o arquivo pelo histórico de exportações.',
  ),
  ORGANIZATION_SUSPENDED: {
    kind: 'suspended',
    title: 'Gabinete suspenso',
    text: 'O acesso a este gabinete está suspenso pela equipe da plataforma. Os dados continuam guardados.',
    steps: [
      'Fale com o suporte da plataforma para saber o motivo e reativar o gabinete.',
      'Assim que o gabinete for reativado, entre de novo com o mesmo e-mail e senha.',
    ],
  },
  TRIAL_EXPIRED: {
    kind: 'trial',
    title: 'Período de teste encerrado',
    text: 'O período de teste de 7 dias deste gabinete terminou. Os dados cadastrados continuam guardados.',
    steps: [
      'Para continuar usando o Gabinete, fale com a equipe da plataforma e contrate um plano.',
      'Assim que a contratação for confirmada, entre de novo com o mesmo e-mail e senha.',
    ],
  },
};

/** The reason for a code (`?motivo=`); an unknown or missing code is a missing permission. */
export function denialReason(code: string | null | undefined): DenialReason {
  return (code && DENIAL_REASONS[code]) || DENIAL_REASONS.FORBIDDEN!;
}
