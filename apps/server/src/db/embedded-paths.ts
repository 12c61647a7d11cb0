// The embedded server's directories: reachable by the OS user that runs it, and a socket path short enough.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Owner } from './embedded-binaries.ts';

/** Unix socket paths are limited to ~107 bytes; `.s.PGSQL.5432` takes 14 of them. */
const MAX_SOCKET_DIR = 90;

/** The data directory itself when its path is short enough; else a private directory in the temp folder. */
export function socketDirFor(pgdata: string, owner: Owner | undefined): string {
  if (pgdata.length <= MAX_SOCKET_DIR) return pgdata;
  const hash = crypto.createHash('sha256').update(pgdata).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `gabinete-pg-${hash}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  fs.chmodSync(dir, 0o700);
  return dir;
}

/**
 * When root runs the app, the server runs as another user, who must be able to pass through every folder
 * above its data directory. The data directory (ours, often a 0700 temp folder) gets o+x; a parent that
 * blocks the way is named in the error instead of being changed behind the user's back.
 */
export function ensureReachable(dir: string, owner: Owner | undefined): void {
  const dataDir = path.resolve(dir);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!owner) return;
  const mode = fs.statSync(dataDir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, (mode & 0o7777) | 0o001);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const st = fs.statSync(dir);
    const passes =
      st.uid === owner.uid ? st.mode & 0o100 : st.gid === owner.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!passes)
      throw new Error(
        `O PostgreSQL embutido roda como o usuário do sistema "postgres", que não consegue entrar em ${dir}. ` +
          `Use um DATA_DIR fora dessa pasta (por exemplo DATA_DIR=/var/lib/gabinete) ou libere a passagem: chmod o+x ${dir}`,
      );
    if (dir === path.dirname(dir)) return;
  }
}
