// Seeds the demo office's ~30 instituições and ~40 emendas (amendments-data.ts) with their money stages,
// history and links to citizens and demandas. Deterministic and idempotent (an office with emendas is left alone).
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { AMENDMENT_STATUS_LABELS, isValidCnpj, toE164 } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import {
  amendmentChanges,
  amendmentCitizens,
  amendmentDemands,
  amendments,
} from '../modules/amendments/amendments.table.ts';
import { areas } from '../modules/areas/areas.table.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';
import { demands } from '../modules/demands/demands.table.ts';
import { municipalities } from '../modules/geo/geo.table.ts';
import { institutions } from '../modules/institutions/institutions.table.ts';
import { AUTHORS, DEMO_AMENDMENTS, DEMO_INSTITUTIONS, type DemoAmendment } from './amendments-data.ts';
import { officeStaff } from './casework-seed-helpers.ts';
import { makeRng } from './citizens-generate.ts';
import { DEMO_ORG_ID } from './demo.ts';

/** A valid CNPJ from 12 base digits (the two check digits computed). */
export function cnpjFrom(base: string): string {
  for (let d = 0; d < 100; d++) {
    const candidate = base + String(d).padStart(2, '0');
    if (isValidCnpj(candidate)) return candidate;
  }
  throw new Error(`no CNPJ for ${base}`);
}

const cents = (reais: number) => Math.round(reais * 100);

/** The money stages an emenda in this status has reached, in centavos. */
function moneyOf(a: DemoAmendment) {
  const v = cents(a.value);
  const reached = (s: DemoAmendment['status'][]) => s.includes(a.status);
  const committed = reached(['empenhada', 'liquidada', 'paga']) ? v : 0;
  const liquidated = reached(['liquidada', 'paga']) ? v : 0;
  const paidNow = reached(['paga', 'liquidada']) ? Math.round(v * (a.paidShare ?? 0)) : 0;
  const pastYear = a.year < 2026;
  // Empenhado and not paid by the year's end goes to restos a pagar; what was paid later counts there too.
  const rapRegistered = pastYear && committed > 0 && a.year >= 2024 ? Math.round(committed * 0.5) : 0;
  const rapPaid = rapRegistered > 0 ? Math.min(rapRegistered, paidNow) : 0;
  return {
    indicated: v,
    approved: a.status === 'indicada' || a.status === 'cancelada' ? 0 : v,
    committed,
    liquidated,
    paid: paidNow - rapPaid,
    rapRegistered,
    rapCancelled: 0,
    rapPaid,
  };
}

const dayIn = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export async function seedAmendments(db: Db, organizationId = DEMO_ORG_ID): Promise<void> {
  const [has] = await db
    .select({ n: count() })
    .from(amendments)
    .where(eq(amendments.organizationId, organizationId));
  if ((has?.n ?? 0) > 0) return;
  const rng = makeRng(1717);
  const staff = await officeStaff(db, organizationId);
  const admin = staff.byEmail.get('admin@gabinete.demo') ?? null;
  const assessor = staff.byEmail.get('assessor@gabinete.demo') ?? admin;
  const cities = await db
    .select()
    .from(municipalities)
    .where(inArray(municipalities.ibge, [...new Set(DEMO_INSTITUTIONS.map((i) => i.city))]));
  const cityOf = new Map(cities.map((c) => [c.ibge, c]));
  const jitter = () => (rng() - 0.5) * 0.04;

  const instRows = await db
    .insert(institutions)
    .values(
      DEMO_INSTITUTIONS.map((i, n) => {
        const c = cityOf.get(i.city);
        return {
          organizationId,
          name: i.name,
          cnpj: cnpjFrom(`${String(46_000_000 + n * 1_379).padStart(8, '0')}0001`),
          kind: i.kind,
          street: i.street ?? null,
          neighborhood: i.neighborhood ?? null,
          cityIbge: c ? i.city : null,
          uf: c?.uf ?? null,
          lat: c ? c.lat + jitter() : null,
          lng: c ? c.lng + jitter() : null,
          phones: i.phone ? [toE164(i.phone)] : [],
          emails: i.email ? [i.email] : [],
          contactName: i.contactName ?? null,
          createdBy: admin,
          updatedBy: admin,
        };
      }),
    )
    .returning({ id: institutions.id });
  const instByKey = new Map(DEMO_INSTITUTIONS.map((i, n) => [i.key, { id: instRows[n]!.id, city: i.city }]));

  const areaRows = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(eq(areas.organizationId, organizationId));
  const areaOf = new Map(areaRows.map((a) => [a.name, a.id]));

  let bancadaSeq = 0;
  const values = DEMO_AMENDMENTS.map((a, n) => {
    const inst = instByKey.get(a.institution)!;
    const c = cityOf.get(inst.city);
    const author = AUTHORS[a.author];
    const federal = a.author === 'federal' || a.author === 'bancada' || a.author === 'comissao';
    const number =
      a.author === 'bancada' || a.author === 'comissao'
        ? String(++bancadaSeq).padStart(4, '0')
        : a.seq > 0
          ? String(a.seq).padStart(4, '0')
          : String(n + 1).padStart(4, '0');
    const m = moneyOf(a);
    return {
      organizationId,
      sphere: federal ? 'federal' : a.author === 'estadual' ? 'estadual' : 'municipal',
      year: a.year,
      number,
      code: a.author === 'federal' ? `${a.year}${AUTHORS.federal.code}${number}` : null,
      kind: a.kind,
      author: author.name,
      object: a.object,
      areaId: areaOf.get(a.area) ?? null,
      cityIbge: c ? inst.city : null,
      uf: c?.uf ?? null,
      lat: c ? c.lat + jitter() : null,
      lng: c ? c.lng + jitter() : null,
      institutionId: inst.id,
      modality:
        a.kind === 'Emenda Individual - Transferências Especiais'
          ? 'especial'
          : a.area === 'Saúde' && federal
            ? 'fundo_a_fundo'
            : 'finalidade_definida',
      agency: federal ? (a.area === 'Saúde' ? 'Ministério da Saúde' : 'Ministério das Cidades') : null,
      ...m,
      indicatedOn: dayIn(a.year, 3, 10),
      approvedOn: m.approved ? dayIn(a.year, 5, 15) : null,
      committedOn: m.committed ? dayIn(a.year, 8, 20) : null,
      liquidatedOn: m.liquidated ? dayIn(a.year, 11, 5) : null,
      paidOn: m.paid + m.rapPaid ? dayIn(Math.min(a.year + 1, 2026), 2, 12) : null,
      status: a.status,
      sourceStatus: federal && m.committed ? 'Empenhada no SIAFI' : null,
      commitmentNumber: m.committed ? `${a.year}NE${String(800_000 + n * 7).padStart(6, '0')}` : null,
      agreementNumber:
        a.kind === 'Emenda Individual - Transferências com Finalidade Definida' && m.approved
          ? `9${String(10_000 + n * 13)}/${a.year}`
          : null,
      workPlanDeadline:
        a.status === 'aprovada' || a.status === 'indicada' ? dayIn(Math.max(a.year, 2026), 12, 15) : null,
      accountabilityDeadline: a.status === 'paga' ? dayIn(Math.min(a.year + 2, 2027), 6, 30) : null,
      impedimentReason: a.impediment ?? null,
      responsibleId: n % 3 === 0 ? admin : assessor,
      createdBy: admin,
      updatedBy: admin,
      createdAt: new Date(`${dayIn(a.year, 3, 10)}T13:00:00Z`),
      updatedAt: new Date(`${dayIn(Math.min(a.year + 1, 2026), 2, 12)}T13:00:00Z`),
    };
  });
  const rows = await db
    .insert(amendments)
    .values(values)
    .returning({ id: amendments.id, status: amendments.status });

  await db.insert(amendmentChanges).values(
    rows.map((r, n) => ({
      organizationId,
      amendmentId: r.id,
      userId: admin,
      action: 'create',
      changes: [{ field: 'status', from: null, to: AMENDMENT_STATUS_LABELS[r.status as 'indicada'] }],
      createdAt: values[n]!.createdAt,
    })),
  );

  // Who asked for them: a few lideranças, and the demandas some of them answer.
  const asked = await db
    .select({ id: citizens.id })
    .from(citizens)
    .where(and(eq(citizens.organizationId, organizationId), isNull(citizens.deletedAt)))
    .orderBy(asc(citizens.name), asc(citizens.id))
    .limit(12);
  const linkedCitizens = rows
    .slice(0, 24)
    .flatMap((r, n) =>
      asked.length ? [{ amendmentId: r.id, citizenId: asked[n % asked.length]!.id, organizationId }] : [],
    );
  if (linkedCitizens.length) await db.insert(amendmentCitizens).values(linkedCitizens).onConflictDoNothing();
  const openDemands = await db
    .select({ id: demands.id })
    .from(demands)
    .where(and(eq(demands.organizationId, organizationId), isNull(demands.deletedAt)))
    .orderBy(asc(demands.protocolYear), asc(demands.protocolNumber))
    .limit(8);
  const linkedDemands = openDemands.map((d, n) => ({
    amendmentId: rows[n * 4]!.id,
    demandId: d.id,
    organizationId,
  }));
  if (linkedDemands.length) await db.insert(amendmentDemands).values(linkedDemands).onConflictDoNothing();
  // Those demandas name the emenda's beneficiário as their instituição.
  for (const [n, d] of openDemands.entries()) {
    await db
      .update(demands)
      .set({ institutionId: values[n * 4]!.institutionId })
      .where(eq(demands.id, d.id));
  }
}
