import { describe, expect, it } from 'vitest';
import { auditLink, auditSentence } from './audit-sentence.ts';

const ana = { name: 'Ana' };

describe('auditSentence', () => {
  it('reads as a pt-BR sentence with the right article', () => {
    expect(
      auditSentence({
        action: 'view',
        entity: 'citizen',
        entityName: 'João da Silva',
        user: { name: 'Maria Souza' },
      }),
    ).toBe('Maria Souza visualizou o eleitor João da Silva');
    expect(auditSentence({ action: 'delete', entity: 'tag', entityName: 'Saúde', user: ana })).toBe(
      'Ana excluiu a tag Saúde',
    );
    expect(
      auditSentence({ action: 'update', entity: 'privacy_request', entityName: 'João', user: null }),
    ).toBe('O sistema alterou a solicitação LGPD de João');
    expect(
      auditSentence({ action: 'update', entity: 'organization', entityName: 'Gabinete X', user: ana }),
    ).toBe('Ana alterou os dados do gabinete');
  });

  it('uses the natural phrase for consents, imports, exports and resets', () => {
    expect(auditSentence({ action: 'consent', entity: 'citizen', entityName: 'João', user: ana })).toBe(
      'Ana registrou o consentimento de João',
    );
    expect(auditSentence({ action: 'import', entity: 'import', entityName: null, user: ana })).toBe(
      'Ana importou uma planilha',
    );
    expect(auditSentence({ action: 'export', entity: 'citizen', entityName: 'João', user: ana })).toBe(
      'Ana exportou os dados de João',
    );
    expect(
      auditSentence({ action: 'create', entity: 'privacy_request', entityName: 'João', user: ana }),
    ).toBe('Ana registrou uma solicitação LGPD de João');
    expect(auditSentence({ action: 'reset_voters', entity: 'user', entityName: 'Pedro', user: ana })).toBe(
      'Ana removeu os eleitores cadastrados por Pedro',
    );
  });

  it('links citizens to their profile', () => {
    expect(auditLink('citizen', 'c1')).toBe('/eleitores/c1');
    expect(auditLink('organization', 'o1')).toBeNull();
  });
});
