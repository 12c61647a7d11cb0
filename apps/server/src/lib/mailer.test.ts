// Issue 16 item 7: whatever a name holds, it never becomes a header line of an e-mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer.ts';

describe('the outbox mailer', () => {
  it('encodes header values, so a line break in a subject adds no header', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    await outboxMailer(dir, 'Gabinete <nao-responda@gabinete.local>').send({
      to: 'pessoa@exemplo.com.br',
      subject: 'Convite para o Gabinete — Gab\r\nBcc: intruso@exemplo.com.br',
      text: 'Olá.\n\nhttp://localhost:3000/definir-senha?token=abc',
    });
    const [file] = fs.readdirSync(dir);
    const raw = fs.readFileSync(path.join(dir, file!), 'utf8');
    const head = raw.slice(0, raw.indexOf('\n\n'));
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).toMatch(/^To: pessoa@exemplo\.com\.br$/m);
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m);
    // The body stays readable (links intact) for whoever opens the outbox.
    expect(raw.slice(raw.indexOf('\n\n') + 2)).toContain('http://localhost:3000/definir-senha?token=abc');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
