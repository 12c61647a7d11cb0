// E-mail through SMTP when SMTP_URL is set; otherwise an outbox folder a developer can read.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an emitted document's PDF). */
  attachments?: MailAttachment[];
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(dir: string, from: string, log?: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${stamp}-${safeTo}.txt`);
      // Headers come from nodemailer, which folds and encodes them: a line break in a name never adds a header.
      // The body stays as written (8bit) so whoever opens the outbox can read and click the links.
      const headers = new MailComposer({ from, to: mail.to, subject: mail.subject, text: mail.text })
        .compile()
        .buildHeaders()
        .replace(/^Content-Transfer-Encoding: .*$/m, 'Content-Transfer-Encoding: 8bit')
        .replace(/\r\n/g, '\n');
      const body = `${headers}\n\n${mail.text}\n`;
      await fs.writeFile(file, body, 'utf8');
      // Attachments beside the message, as the whole MIME message a mail client opens (.eml).
      if (mail.attachments?.length) {
        const raw = await new MailComposer({ from, ...mail }).compile().build();
        await fs.writeFile(file.replace(/\.txt$/, '.eml'), raw);
      }
      log?.info({ to: mail.to, file }, 'e-mail gravado na caixa de saída local');
    },
  };
}

export async function smtpMailer(url: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.default.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
      });
    },
  };
}
