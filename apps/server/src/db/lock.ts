// PGlite has no lock of its own: two processes on one data directory silently lose rows, so we hold one.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory's lock file, or throws when a live process holds it. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'gabinete.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `O diretório de dados ${dataDir} já está em uso por outro processo do Gabinete (PID ${pid}). ` +
            'Encerre esse processo ou use outro DATA_DIR.',
        );
      }
      // A stale lock left by a crashed process: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível obter o bloqueio do diretório de dados ${dataDir}.`);
}
