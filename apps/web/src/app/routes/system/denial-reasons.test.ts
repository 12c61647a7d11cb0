import { describe, expect, it } from 'vitest';
import { denialReason } from './denial-reasons.ts';

describe('the reason /acesso-negado gives', () => {
  it('says the trial ended, and what to do, for TRIAL_EXPIRED', () => {
    const reason = denialReason('TRIAL_EXPIRED');
    expect(reason).toMatchObject({ kind: 'trial', title: 'Período de teste encerrado' });
    expect(reason.steps.join(' ')).toContain('contrate um plano');
  });

  it('says the office is suspended for ORGANIZATION_SUSPENDED', () => {
    expect(denialReason('ORGANIZATION_SUSPENDED')).toMatchObject({
      kind: 'suspended',
      title: 'Gabinete suspenso',
    });
  });

  it.each(['FORBIDDEN', 'ADMIN_ONLY', 'COMMENT_NOT_OWN', 'WHATSAPP_FOREIGN_TOKEN', 'EXPORT_LINK_INVALID'])(
    'says a permission is missing for %s',
    (code) => {
      expect(denialReason(code)).toMatchObject({ kind: 'permission', title: 'Acesso negado' });
    },
  );

  it('falls back to a missing permission for an unknown or absent code', () => {
    expect(denialReason('SOMETHING_NEW').kind).toBe('permission');
    expect(denialReason(null).text).toBe('Você não tem permissão para ver esta página ou fazer esta ação.');
  });
});
