// How busy the machine is before a run, while our own processes idle: other work on 2 cores skews every figure.
import fs from 'node:fs';
import os from 'node:os';
import { delay } from './children.ts';

function cpuTimes(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idleAll = idle! + iowait!;
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idleAll };
  } catch {
    return null;
  }
}

/** Cores kept busy by other processes over one second (Linux only; null elsewhere). */
export async function backgroundCores(sampleMs = 1_000): Promise<number | null> {
  const a = cpuTimes();
  await delay(sampleMs);
  const b = cpuTimes();
  if (!a || !b || b.total === a.total) return null;
  const cores = ((b.busy - a.busy) / (b.total - a.total)) * os.cpus().length;
  return Math.round(cores * 100) / 100;
}
