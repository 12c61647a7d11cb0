// The emendas and documentos section's table, targets (issues 17 and 18) and bench/results/areas-latest.json.
import os from 'node:os';
import type { AreasResults } from './areas-scenario.ts';
import { check, fmt, type Check } from './checks.ts';
import { skipped, type Outcome } from './load-scenarios.ts';
import { table, writeResultsJson } from './report.ts';
import type { CaseFigures } from './sequential.ts';

export const AREAS_TARGETS = {
  portalRowsPerS: 10_000,
  listP95Ms: 50,
  mapP95Ms: 100,
  mapKB: 500,
  pdfP95Ms: 300,
  lawsP95Ms: 50,
  campaignStartMs: 5_000,
};

const ms = (n: number) => fmt(n, 1);
const asOutcome = (f: CaseFigures | undefined): Outcome<CaseFigures> =>
  !f ? skipped('not run') : f.error ? { ok: false, error: f.error } : { ok: true, value: f };

export function areasChecks(r: AreasResults): Check[] {
  const t = AREAS_TARGETS;
  const city: Outcome<CaseFigures & { bytes: number }> = r.map.ok
    ? { ok: true, value: r.map.value.find((m) => m.id === 'map-city')! }
    : (r.map as Outcome<never>);
  return [
    check(
      `Portal CSV import (${fmt(r.size.importAmendments * 5)} rows), upload to executed`,
      `>= ${fmt(t.portalRowsPerS)} rows/s`,
      r.portal,
      (v) => [v.rowsPerSecond, `${fmt(v.rowsPerSecond)} rows/s`],
      (n) => n >= t.portalRowsPerS,
    ),
    check(
      `emendas list, 3 filters + sums, over ${fmt(r.size.amendments)}, p95`,
      `<= ${t.listP95Ms} ms`,
      asOutcome(r.lists.find((l) => l.id === 'amendments-3-filters')),
      (v) => [v.p95Ms, `${ms(v.p95Ms)} ms`],
      (n) => n <= t.listP95Ms,
    ),
    check(
      'emendas map at city zoom, p95',
      `<= ${t.mapP95Ms} ms`,
      city,
      (v) => [v.p95Ms, `${ms(v.p95Ms)} ms`],
      (n) => n <= t.mapP95Ms,
    ),
    check(
      'emendas map at city zoom, payload',
      `<= ${t.mapKB} KB`,
      city,
      (v) => [v.bytes / 1024, `${fmt(v.bytes / 1024)} KB`],
      (n) => n <= t.mapKB,
    ),
    check(
      'PDF of a 2-page ofício, p95',
      `<= ${t.pdfP95Ms} ms`,
      r.pdf,
      (v) => [v.sequential.p95Ms, `${ms(v.sequential.p95Ms)} ms (${v.pages} pages)`],
      (n) => n <= t.pdfP95Ms,
    ),
    check(
      '20 PDFs at once, errors',
      '0',
      r.pdf,
      (v) => [v.concurrent.errors, fmt(v.concurrent.errors)],
      (n) => n === 0,
    ),
    check(
      `SMS campaign to ${fmt(r.size.campaignCitizens)}: eligibility computed and enqueued`,
      `<= ${fmt(t.campaignStartMs)} ms`,
      r.campaign,
      (v) => [v.startMs, `${fmt(v.startMs)} ms (${fmt(v.recipients)} recipients, ${v.duplicates} twice)`],
      (n) => n <= t.campaignStartMs,
    ),
    check(
      `Banco de leis full-text search over ${fmt(r.size.laws)}, p95`,
      `<= ${t.lawsP95Ms} ms`,
      asOutcome(r.laws.find((l) => l.id === 'laws-fts')),
      (v) => [v.p95Ms, `${ms(v.p95Ms)} ms`],
      (n) => n <= t.lawsP95Ms,
    ),
  ];
}

const caseRow = (f: CaseFigures) =>
  f.error
    ? [f.label, 'error', '', '', '', f.error.slice(0, 60)]
    : [f.label, ms(f.p50Ms), ms(f.p95Ms), ms(f.p99Ms), fmt(f.samples), fmt(f.total)];

export function printAreasReport(r: AreasResults): void {
  const rows = [...r.lists, ...(r.map.ok ? r.map.value : []), ...r.laws].map(caseRow);
  const out = [
    '',
    `Emendas and documentos on PostgreSQL: the demo office with ${fmt(r.size.amendments)} emendas and ` +
      `${fmt(r.size.laws)} leis${r.seed ? ` (seeded in ${fmt(r.seed.seconds)} s)` : ''}; one request at a time ` +
      `with the admin's token; ${os.cpus().length} CPUs`,
    table(['case', 'p50 ms', 'p95 ms', 'p99 ms', 'samples', 'total'], rows),
  ];
  if (r.map.ok)
    for (const m of r.map.value)
      out.push(
        `${m.label}: ${fmt(m.bytes / 1024)} KB, ${fmt(m.points)} ${m.truncated ? 'points (capped)' : 'items'}`,
      );
  else if (!r.map.skipped) out.push(`map: error ${r.map.error.split('\n')[0]}`);
  if (r.pdf.ok) {
    const p = r.pdf.value;
    out.push(
      `PDF of a ${p.pages}-page ofício (${fmt(p.bytes / 1024)} KB): p50 ${ms(p.sequential.p50Ms)} ms, p95 ` +
        `${ms(p.sequential.p95Ms)} ms over ${p.sequential.samples}; ${p.concurrent.requests} at once: ` +
        `${p.concurrent.errors} errors, slowest ${ms(p.concurrent.latencies.maxMs)} ms, all in ${fmt(p.concurrent.wallMs)} ms`,
    );
  } else if (!r.pdf.skipped) out.push(`PDF: error ${r.pdf.error.split('\n')[0]}`);
  if (r.portal.ok) {
    const v = r.portal.value;
    out.push(
      `Portal import: ${fmt(v.file.rows)} rows, ${fmt(v.file.amendments)} emendas, ${fmt(v.file.bytes / 1048576, 1)} MB; ` +
        `upload + preview ${fmt(v.previewS, 2)} s, execution ${fmt(v.executeS, 2)} s → ${fmt(v.rowsPerSecond)} rows/s; ` +
        `${JSON.stringify(v.summary)}; server RSS ${fmt(v.rssBeforeMB ?? NaN)} → peak ${fmt(v.rssPeakMB ?? NaN)} MB`,
    );
  } else if (!r.portal.skipped) out.push(`Portal import: error ${r.portal.error.split('\n')[0]}`);
  out.push(
    '',
    'Targets (reported, not asserted)',
    table(
      ['figure', 'measured', 'target', 'result'],
      areasChecks(r).map((c) => [c.figure, c.measured, c.target, c.result]),
    ),
  );
  console.log(out.join('\n') + '\n');
}

export function writeAreasResults(r: AreasResults): string {
  return writeResultsJson('areas-latest.json', { targets: AREAS_TARGETS, ...r, checks: areasChecks(r) });
}

/** Parts that could not be measured: a non-empty list means the bench broke. */
export function areasFailures(r: AreasResults | null): [string, string][] {
  if (!r) return [];
  const named: [string, Outcome<unknown>][] = [
    ['emendas map', r.map],
    ['ofício PDF', r.pdf],
    ['Portal import', r.portal],
    ['SMS campaign', r.campaign],
    ...[...r.lists, ...r.laws].map((f) => [f.label, asOutcome(f)] as [string, Outcome<unknown>]),
  ];
  return named.flatMap(([name, o]) => (o.ok || o.skipped ? [] : [[name, o.error] as [string, string]]));
}
