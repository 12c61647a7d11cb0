// Reads the e-mails the server writes to <DATA_DIR>/outbox/*.txt (headers, blank line, text with the link).
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The first http://localhost:<port>/… link in the text. */
  link: string;
}

const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

function listMails(dataDir: string): string[] {
  try {
    return fs.readdirSync(outboxDir(dataDir)).filter((name) => name.endsWith('.txt'));
  } catch {
    return [];
  }
}

/** The names already in the outbox, to tell a new e-mail from an older one to the same address. */
export function outboxSnapshot(dataDir: string): Set<string> {
  return new Set(listMails(dataDir));
}

export function extractLink(text: string): string | null {
  return /https?:\/\/localhost:\d+\/\S+/.exec(text)?.[0] ?? null;
}

function parseMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const text = split >= 0 ? raw.slice(split + 2) : '';
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  return { file, to: header('To'), subject: header('Subject'), text, link: extractLink(text) ?? '' };
}

function newestTo(dataDir: string, to: string, ignore: Set<string>): OutboxMail | null {
  const wanted = to.toLowerCase();
  const candidates = listMails(dataDir)
    .filter((name) => !ignore.has(name))
    .map((name) => ({ name, mtime: fs.statSync(path.join(outboxDir(dataDir), name)).mtimeMs }))
    // Names start with an ISO time stamp; the modification time breaks ties.
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  for (const { name } of candidates) {
    const mail = parseMail(path.join(outboxDir(dataDir), name));
    if (mail.to.toLowerCase() === wanted && mail.link) return mail;
  }
  return null;
}

/** Waits for the newest e-mail to `to` (not in `ignore`) that carries a link. */
export async function waitForMail(
  dataDir: string,
  to: string,
  { ignore = new Set<string>(), timeoutMs = 15_000 }: { ignore?: Set<string>; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = newestTo(dataDir, to, ignore);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = listMails(dataDir).join(', ') || 'nenhum';
      throw new Error(
        `Nenhum e-mail com link para ${to} em ${timeoutMs / 1000} s (na caixa de saída: ${seen})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
