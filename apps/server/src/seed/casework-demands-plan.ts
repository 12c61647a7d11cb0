// One demo demanda planned from the PRNG: what, for whom, where, when, and the path it took through the
// default statuses (every move allowed by DEFAULT_DEMAND_TRANSITIONS) with who moved it and when.
import { localDay } from '../modules/citizens/citizens-dates.ts';
import type { DemandTemplate } from './casework-demands-data.ts';
import type { Place } from './citizens-data.ts';
import { pick, type Rng } from './citizens-generate.ts';

const DAY = 86_400_000;
const FINAL = new Set(['solucionado', 'nao_solucionado', 'arquivado']);

export interface Person {
  id: string;
  street: string | null;
  number: string | null;
  neighborhood: string | null;
  cityIbge: number | null;
  uf: string | null;
  cep: string | null;
  lat: number | null;
  lng: number | null;
}

export interface PlannedDemand {
  title: string;
  description: string;
  area: string;
  agency: string;
  institution: string | null;
  priority: string;
  openedAt: string;
  dueDate: string | null;
  createdAt: Date;
  createdBy: string;
  responsibleId: string | null;
  citizenIds: string[];
  location: {
    cep: string | null;
    street: string | null;
    number: string | null;
    neighborhood: string | null;
    cityIbge: number | null;
    uf: string | null;
    lat: number | null;
    lng: number | null;
  };
  moves: { key: string; at: Date; by: string }[];
  comments: { at: Date; by: string }[];
}

/** Paths through the intermediate statuses, each step an allowed transition. */
const ROUTES = [
  ['prefeitura', 'resposta_prefeitura'],
  ['prefeitura', 'resposta_prefeitura'],
  ['prefeitura'],
  ['prestadora', 'resposta_prestadora'],
  ['camara', 'resposta_prefeitura'],
  ['camara', 'prefeitura', 'resposta_prefeitura'],
];
const PRIORITY_WEIGHTS: [string, number][] = [
  ['baixa', 0.2],
  ['media', 0.45],
  ['alta', 0.25],
  ['urgente', 0.1],
];

function weighted(rng: Rng, weights: [string, number][]): string {
  let r = rng();
  for (const [value, w] of weights) if ((r -= w) < 0) return value;
  return weights[0]![0];
}

const NOWHERE: PlannedDemand['location'] = {
  cep: null,
  street: null,
  number: null,
  neighborhood: null,
  cityIbge: null,
  uf: null,
  lat: null,
  lng: null,
};

const jitter = (rng: Rng) => (rng() - 0.5) * 0.008;

function where(rng: Rng, place: Place, citizen: Person): PlannedDemand['location'] {
  // Most problems are at the citizen's door; the others somewhere in a bairro of the city.
  if (rng() < 0.7 && citizen.neighborhood && citizen.lat !== null && citizen.lng !== null) {
    const { cep, street, number, neighborhood, cityIbge, uf } = citizen;
    const near = { lat: citizen.lat + jitter(rng) / 4, lng: citizen.lng + jitter(rng) / 4 };
    return { cep, street, number, neighborhood, cityIbge, uf, ...near };
  }
  const [bairro, cepPrefix, [lat, lng]] = pick(rng, place.bairros);
  const located = rng() < 0.9;
  return {
    cep: `${cepPrefix}${String(Math.floor(rng() * 1000)).padStart(3, '0')}`,
    street: pick(rng, place.streets),
    number: String(1 + Math.floor(rng() * 1800)),
    neighborhood: bairro,
    cityIbge: place.ibge,
    uf: place.uf,
    lat: located ? lat + jitter(rng) : null,
    lng: located ? lng + jitter(rng) : null,
  };
}

/** The status path: open demandas stop midway, older ones are more often closed. */
function pathFor(rng: Rng, ageDays: number): string[] {
  const closedChance = ageDays > 120 ? 0.75 : ageDays > 30 ? 0.45 : ageDays > 7 ? 0.12 : 0;
  const route = pick(rng, ROUTES);
  if (rng() < closedChance) {
    const final = weighted(rng, [
      ['solucionado', 0.65],
      ['nao_solucionado', 0.15],
      ['arquivado', 0.2],
    ]);
    const path = [...route.slice(0, 1 + Math.floor(rng() * route.length)), final];
    // A few were reopened after closing.
    return rng() < 0.04 ? [...path, 'aguardando'] : path;
  }
  const steps = ageDays < 2 ? 0 : Math.floor(rng() * (route.length + 1));
  return route.slice(0, steps);
}

interface Context {
  staff: string[];
  people: Person[];
  place: Place;
  now: number;
  templates: DemandTemplate[];
}

export function planDemand(rng: Rng, ctx: Context): PlannedDemand {
  const t = pick(rng, ctx.templates);
  const citizen = pick(rng, ctx.people);
  const others = rng() < 0.12 ? [pick(rng, ctx.people).id] : [];
  // Personal requests (a vaga, a consulta) often have no place of their own.
  const personal = !/\{(rua|bairro)\}/.test(t.title);
  const location = personal && rng() < 0.5 ? NOWHERE : where(rng, ctx.place, citizen);
  const ageDays = Math.floor(Math.pow(rng(), 1.4) * 330);
  // Opened during office hours (11h–21h UTC is 8h–18h in Brasília).
  const createdAt = new Date(ctx.now - ageDays * DAY - (ageDays === 0 ? rng() * 3_600_000 : 0));
  if (ageDays > 0) createdAt.setUTCHours(11 + Math.floor(rng() * 10), Math.floor(rng() * 60));
  const openedAt = localDay(createdAt);
  const span = Math.max(ctx.now - createdAt.getTime(), 60_000);
  const path = pathFor(rng, ageDays);
  const times = path.map(() => createdAt.getTime() + rng() * span * 0.9).sort((a, b) => a - b);
  const fill = (s: string) =>
    s
      .replace('{rua}', location.street ?? 'rua do cidadão')
      .replace('{bairro}', location.neighborhood ?? 'bairro');
  let dueDate =
    rng() < 0.85 ? localDay(new Date(createdAt.getTime() + t.dueDays * DAY + 12 * 3_600_000)) : null;
  const open = !path.some((k) => FINAL.has(k)) || path.at(-1) === 'aguardando';
  // Most open demandas had their prazo extended when it ran out; some are left overdue.
  if (open && dueDate && dueDate < localDay(new Date(ctx.now)) && rng() < 0.6) {
    dueDate = localDay(new Date(ctx.now + (3 + Math.floor(rng() * 40)) * DAY));
  }
  const commentsCount = rng() < 0.45 ? 1 + Math.floor(rng() * 3) : 0;
  return {
    title: fill(t.title),
    description: fill(t.description),
    area: t.area,
    agency: t.agency,
    institution: t.institution ?? null,
    priority: weighted(rng, PRIORITY_WEIGHTS),
    openedAt,
    dueDate,
    createdAt,
    createdBy: pick(rng, ctx.staff),
    responsibleId: rng() < 0.85 ? pick(rng, ctx.staff) : null,
    citizenIds: [...new Set([citizen.id, ...others])],
    location,
    moves: path.map((key, i) => ({ key, at: new Date(times[i]!), by: pick(rng, ctx.staff) })),
    comments: Array.from({ length: commentsCount }, () => ({
      at: new Date(createdAt.getTime() + rng() * span),
      by: pick(rng, ctx.staff),
    })),
  };
}
