// The emendas and documentos section (issues 17 and 18) on the external PostgreSQL: the demo office with
// N emendas and M leis (seed-areas.ts), then one request at a time: the emendas list with three filters and
// its footer sums, the map at city zoom (latency and payload), the Banco de leis full-text search, the PDF of
// a 2-page ofício (and 20 at once), and last a Portal CSV import (upload + preview, then execution).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedCitizensInto } from './citizens-scenario.ts';
import { DEMO_ADMIN, login, type RunningServer } from './gabinete-server.ts';
import { baseUrl, requestJson } from './http.ts';
import { outcome, type Outcome } from './load-scenarios.ts';
import { writePortalCsv, type PortalFile } from './portal-csv.ts';
import { rssMbOf } from './process-cpu.ts';
import { log, runSeed, withFreshOffice, withServer } from './seeded-office.ts';
import type { AreasSummary } from './seed-areas.ts';
import { measureCase, summarize, timedGet, type CaseFigures, type Latencies } from './sequential.ts';
import { tempDir } from './temp-dirs.ts';

export interface AreasSize {
  amendments: number;
  laws: number;
  /** Emendas in the Portal file (ROWS_PER_AMENDMENT rows each). */
  importAmendments: number;
  /** Citizens with a mobile phone and SMS consent: one SMS campaign to all of them. */
  campaignCitizens: number;
}

export interface CampaignFigures {
  /** POST /api/campaigns/preview on the whole segment: eligibility with every exclusion reason. */
  previewMs: number;
  /** POST /api/campaigns/:id/start: recipients computed and written, the campaign queued. */
  startMs: number;
  eligible: number;
  recipients: number;
  duplicates: number;
}

export interface MapFigures extends CaseFigures {
  bytes: number;
  points: number;
  truncated: boolean;
}

export interface PdfFigures {
  sequential: Latencies;
  pages: number;
  bytes: number;
  concurrent: { requests: number; errors: number; wallMs: number; latencies: Latencies };
}

export interface PortalImportFigures {
  file: Omit<PortalFile, 'path'>;
  /** Upload and preview (parse, group, plan). */
  previewS: number;
  /** Execution (updates, creations, parked rows, history, notices) in one transaction. */
  executeS: number;
  rowsPerSecond: number;
  summary: Record<string, number>;
  rssBeforeMB: number | null;
  rssPeakMB: number | null;
}

export interface AreasResults {
  size: AreasSize;
  seed: AreasSummary | null;
  lists: CaseFigures[];
  map: Outcome<MapFigures[]>;
  laws: CaseFigures[];
  pdf: Outcome<PdfFigures>;
  portal: Outcome<PortalImportFigures>;
  campaign: Outcome<CampaignFigures>;
}

const PLAN = { requests: 200, warmup: 5, budgetS: 30 };
const PDF_PLAN = { requests: 60, warmup: 3, budgetS: 30 };
const CONCURRENT_PDFS = 20;

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function api<T>(port: number, token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await requestJson<T>(port, method, url, { token, body, timeoutMs: 120_000 });
  if (res.status >= 300)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

async function measureLists(port: number, token: string): Promise<CaseFigures[]> {
  const { areas } = await api<{ areas: { _id: string }[] }>(port, token, 'GET', '/api/areas');
  const cases: { id: string; label: string; queries: string[] }[] = [
    {
      id: 'amendments-3-filters',
      label: 'emendas: ano + situação + área, with the footer sums',
      queries: areas
        .slice(0, 4)
        .flatMap((a, i) =>
          [2022, 2024, 2025].map((year) =>
            qs({ year: year - (i % 2), status: i % 2 ? 'empenhada,liquidada' : 'paga', areaId: a._id }),
          ),
        ),
    },
    { id: 'amendments-first-page', label: 'emendas: first page, no filter', queries: [''] },
    {
      id: 'amendments-search',
      label: "emendas: search 'ambulancia' + ano",
      queries: [qs({ q: 'ambulancia', year: 2024 }), qs({ q: 'creche', year: 2023 })],
    },
  ];
  const out: CaseFigures[] = [];
  for (const c of cases) {
    const figures = await measureCase(
      { id: c.id, label: c.label, targeted: c.id === 'amendments-3-filters' },
      PLAN,
      (k) => {
        const query = c.queries[k % c.queries.length]!;
        return timedGet<{ amendments: unknown[]; total: number; totalIsEstimate: boolean; sums?: unknown }>(
          port,
          token,
          `/api/amendments${query ? `?${query}` : ''}`,
          (b) => Array.isArray(b.amendments) && !!b.sums,
        );
      },
      (first) => ({
        total: first.total,
        totalIsEstimate: first.totalIsEstimate,
        rows: first.amendments.length,
      }),
    );
    log(line(figures));
    out.push(figures);
  }
  return out;
}

/** Campinas' centre at city zoom (the map's box at 1440 px), and the whole state zoomed out. */
async function measureMap(port: number, token: string): Promise<MapFigures[]> {
  const cases = [
    {
      id: 'map-city',
      label: 'mapa: city zoom (Campinas, zoom 12)',
      query: qs({ zoom: 12, bbox: '-47.25,-23.0,-46.85,-22.75' }),
    },
    {
      id: 'map-state',
      label: 'mapa: state zoom (São Paulo, zoom 7)',
      query: qs({ zoom: 7, bbox: '-53.2,-25.4,-44.1,-19.7' }),
    },
  ];
  const out: MapFigures[] = [];
  for (const c of cases) {
    let bytes = 0;
    let points = 0;
    let truncated = false;
    const figures = await measureCase(
      { id: c.id, label: c.label, targeted: c.id === 'map-city' },
      PLAN,
      async () => {
        const started = performance.now();
        const res = await requestJson<{
          points: unknown[];
          cities: unknown[];
          clusters?: unknown[];
          truncated: boolean;
        }>(port, 'GET', `/api/amendments/map?${c.query}`, { token, timeoutMs: 60_000 });
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`map: ${res.status}`);
        bytes = res.bytes;
        // Lone emendas and server clusters at city zoom, or the municípios zoomed out.
        points = res.body.points.length + (res.body.clusters?.length ?? 0) || res.body.cities.length;
        truncated = res.body.truncated;
        return { ms, value: res.body };
      },
      () => ({ total: points, totalIsEstimate: false, rows: points }),
    );
    const withPayload = { ...figures, bytes, points, truncated };
    log(`${line(figures)}; ${(bytes / 1024).toFixed(0)} KB, ${points} points${truncated ? ' (capped)' : ''}`);
    out.push(withPayload);
  }
  return out;
}

async function measureLaws(port: number, token: string): Promise<CaseFigures[]> {
  const cases = [
    {
      id: 'laws-fts',
      label: 'leis: full-text search (one or two words)',
      queries: [
        'coleta seletiva',
        'dengue',
        'acessibilidade calcadas',
        'hortas',
        'transporte coletivo',
        'animal',
      ],
    },
    { id: 'laws-number', label: 'leis: by number/year', queries: ['100042/2022', '100777'] },
  ];
  const out: CaseFigures[] = [];
  for (const c of cases) {
    const figures = await measureCase(
      { id: c.id, label: c.label, targeted: c.id === 'laws-fts' },
      PLAN,
      (k) =>
        timedGet<{ laws: unknown[]; total: number }>(
          port,
          token,
          `/api/laws?${qs({ q: c.queries[k % c.queries.length]! })}`,
          (b) => Array.isArray(b.laws),
        ),
      (first) => ({ total: first.total, totalIsEstimate: false, rows: first.laws.length }),
    );
    log(line(figures));
    out.push(figures);
  }
  return out;
}

const PARAGRAPH =
  'Considerando as solicitações recebidas pelos moradores do bairro e a vistoria realizada por esta assessoria, ' +
  'solicitamos a Vossa Excelência que determine ao órgão competente a adoção das providências necessárias para a ' +
  'recuperação do pavimento, a limpeza das bocas de lobo e a reposição da sinalização horizontal da via, ';

/** About two A4 pages of body: 9 paragraphs and a list. */
const twoPageBody = () =>
  Array.from({ length: 9 }, (_, i) => `<p>${PARAGRAPH}conforme o item ${i + 1} do relatório anexo.</p>`).join(
    '',
  ) + '<ul><li>Rua Onze de Agosto, altura do nº 120;</li><li>Avenida Brasil, em frente à escola;</li></ul>';

async function pdfBytes(port: number, token: string, id: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl(port)}/api/documents/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`PDF: ${res.status} ${body.toString('utf8', 0, 300)}`);
  return body;
}

async function measurePdf(port: number, token: string): Promise<PdfFigures> {
  const { authorities } = await api<{ authorities: { _id: string }[] }>(
    port,
    token,
    'GET',
    '/api/authorities?perPage=1',
  );
  const draft = await api<{ _id: string; version: number }>(port, token, 'POST', '/api/documents', {
    kind: 'oficio',
    authorityId: authorities[0]?._id ?? null,
    subject: 'Recuperação do pavimento e da sinalização na Rua Onze de Agosto',
    bodyHtml: twoPageBody(),
  });
  await api(port, token, 'POST', `/api/documents/${draft._id}/emit`, { version: draft.version });
  const first = await pdfBytes(port, token, draft._id);
  const pages = (first.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  for (let k = 0; k < PDF_PLAN.warmup; k++) await pdfBytes(port, token, draft._id);
  const samples: number[] = [];
  const end = Date.now() + PDF_PLAN.budgetS * 1000;
  while (samples.length < PDF_PLAN.requests && (samples.length < 3 || Date.now() < end)) {
    const started = performance.now();
    await pdfBytes(port, token, draft._id);
    samples.push(performance.now() - started);
  }
  const started = performance.now();
  const concurrent = await Promise.all(
    Array.from({ length: CONCURRENT_PDFS }, async () => {
      const t0 = performance.now();
      try {
        await pdfBytes(port, token, draft._id);
        return { ok: true, ms: performance.now() - t0 };
      } catch {
        return { ok: false, ms: performance.now() - t0 };
      }
    }),
  );
  const figures: PdfFigures = {
    sequential: summarize(samples),
    pages,
    bytes: first.length,
    concurrent: {
      requests: CONCURRENT_PDFS,
      errors: concurrent.filter((c) => !c.ok).length,
      wallMs: performance.now() - started,
      latencies: summarize(concurrent.filter((c) => c.ok).map((c) => c.ms)),
    },
  };
  log(
    `PDF (${pages} pages, ${(first.length / 1024).toFixed(0)} KB): p50 ${figures.sequential.p50Ms.toFixed(1)} ms, ` +
      `p95 ${figures.sequential.p95Ms.toFixed(1)} ms; ${CONCURRENT_PDFS} at once: ${figures.concurrent.errors} errors, ` +
      `all done in ${figures.concurrent.wallMs.toFixed(0)} ms`,
  );
  return figures;
}

async function measurePortalImport(
  server: RunningServer,
  token: string,
  size: AreasSize,
): Promise<PortalImportFigures> {
  const file = writePortalCsv(
    path.join(tempDir('portal'), 'EmendasParlamentares.csv'),
    size.importAmendments,
    size.amendments,
  );
  const rssBefore = rssMbOf(server.child.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    const now = rssMbOf(server.child.pid);
    if (now !== null) rssPeak = Math.max(rssPeak ?? 0, now);
  }, 50);
  try {
    const started = performance.now();
    const form = new FormData();
    form.append('file', await fs.openAsBlob(file.path, { type: 'text/csv' }), 'EmendasParlamentares.csv');
    const res = await fetch(`${baseUrl(server.port)}/api/amendments/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(300_000),
    });
    const preview = (await res.json()) as { _id: string; rows: number; summary: Record<string, number> };
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(preview).slice(0, 300)}`);
    const previewS = (performance.now() - started) / 1000;
    const executed = performance.now();
    const done = await api<{ status: string; summary: Record<string, number> }>(
      server.port,
      token,
      'POST',
      `/api/amendments/imports/${preview._id}/execute`,
    );
    const executeS = (performance.now() - executed) / 1000;
    const { path: _path, ...fileFigures } = file;
    const figures: PortalImportFigures = {
      file: fileFigures,
      previewS,
      executeS,
      rowsPerSecond: file.rows / (previewS + executeS),
      summary: done.summary,
      rssBeforeMB: rssBefore,
      rssPeakMB: rssPeak,
    };
    log(
      `Portal import of ${file.rows.toLocaleString('en-US')} rows (${file.amendments.toLocaleString('en-US')} emendas, ` +
        `${(file.bytes / 1048576).toFixed(1)} MB): preview ${previewS.toFixed(2)} s + execution ` +
        `${executeS.toFixed(2)} s = ${figures.rowsPerSecond.toFixed(0)} rows/s; ${JSON.stringify(done.summary)}; ` +
        `RSS ${rssBefore?.toFixed(0)} → peak ${rssPeak?.toFixed(0)} MB`,
    );
    return figures;
  } finally {
    clearInterval(sampler);
  }
}

async function measureCampaign(port: number, token: string, databaseUrl: string): Promise<CampaignFigures> {
  const message = {
    channel: 'sms',
    purpose: 'informativo',
    segment: { filter: {} },
    text: 'Olá, {{eleitor.primeiro_nome}}! Audiência pública sobre a saúde no bairro, quinta, 19h, na Câmara.',
    removeAccents: true,
  };
  let started = performance.now();
  const preview = await api<{ eligible: number }>(port, token, 'POST', '/api/campaigns/preview', message);
  const previewMs = performance.now() - started;
  const draft = await api<{ _id: string }>(port, token, 'POST', '/api/campaigns', {
    ...message,
    name: 'Audiência pública da saúde',
    draft: true,
  });
  started = performance.now();
  await api(port, token, 'POST', `/api/campaigns/${draft._id}/start`);
  const startMs = performance.now() - started;
  // Straight from the database: how many recipient rows, and none twice.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number; distinct: number }>(
      'select count(*)::int n, count(distinct citizen_id)::int "distinct" from campaign_recipients where campaign_id = $1',
      [draft._id],
    );
    const figures = {
      previewMs,
      startMs,
      eligible: preview.eligible,
      recipients: rows[0]!.n,
      duplicates: rows[0]!.n - rows[0]!.distinct,
    };
    log(
      `campaign to ${preview.eligible.toLocaleString('en-US')} eligible: preview ${previewMs.toFixed(0)} ms, ` +
        `start (eligibility + enqueue) ${startMs.toFixed(0)} ms; ${figures.recipients} recipients, ${figures.duplicates} twice`,
    );
    return figures;
  } finally {
    await db.end();
  }
}

const line = (f: CaseFigures) =>
  f.error
    ? `${f.label}: ${f.error}`
    : `${f.label}: p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms over ${f.samples} (total ${f.total})`;

export function measureAreasSection(size: AreasSize): Promise<AreasResults> {
  return withFreshOffice('postgres', 'areas', async (office) => {
    log(`postgres: seeding ${size.campaignCitizens.toLocaleString('en-US')} citizens…`);
    await seedCitizensInto(office.seedTarget, size.campaignCitizens);
    log(
      `postgres: seeding ${size.amendments.toLocaleString('en-US')} emendas and ${size.laws.toLocaleString('en-US')} leis…`,
    );
    const seed = await runSeed<AreasSummary>('seed-areas', 'bench/lib/seed-areas.ts', [
      ...office.seedTarget,
      '--amendments',
      String(size.amendments),
      '--laws',
      String(size.laws),
    ]);
    log(`postgres: seeded in ${seed.seconds.toFixed(0)} s`);
    const { value } = await withServer(
      'server (postgres, emendas e leis)',
      office.options,
      async (server) => {
        const { token } = await login(server.port, DEMO_ADMIN);
        const lists = await measureLists(server.port, token);
        const map = await outcome('emendas map', () => measureMap(server.port, token));
        const laws = await measureLaws(server.port, token);
        const pdf = await outcome('ofício PDF', () => measurePdf(server.port, token));
        const portal = await outcome('Portal import', () => measurePortalImport(server, token, size));
        const campaign = await outcome('SMS campaign', () =>
          measureCampaign(server.port, token, office.seedTarget[1]!),
        );
        return { lists, map, laws, pdf, portal, campaign };
      },
    );
    return { size, seed, ...value };
  });
}
