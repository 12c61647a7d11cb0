// Queries behind the first-login checklist: each answers "has this office done it yet?" from its own rows.
import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { WPP_CONNECTED_STATUSES, type ChecklistStep } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { demands } from '../demands/demands.table.ts';
import { imports } from '../imports/imports.table.ts';
import { users } from '../users/users.table.ts';
import { whatsappConnections, whatsappStatusHistory } from '../whatsapp/whatsapp.table.ts';
import { tutorialDismissals } from './tutorial.table.ts';

/** True when at least one row of the table matches. */
async function any(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

const connected = [...WPP_CONNECTED_STATUSES];

/** The office paired its number once (now connected, or a connected status in its history). */
const whatsappDone = async (db: Db, org: string) =>
  (await any(
    db,
    whatsappConnections,
    and(eq(whatsappConnections.organizationId, org), inArray(whatsappConnections.status, connected)),
  )) ||
  any(
    db,
    whatsappStatusHistory,
    and(eq(whatsappStatusHistory.organizationId, org), inArray(whatsappStatusHistory.status, connected)),
  );

/** A finished import that brought people in, or citizens typed in by hand. */
const citizensDone = async (db: Db, org: string) =>
  (await any(
    db,
    imports,
    and(eq(imports.organizationId, org), eq(imports.status, 'completed'), gt(imports.createdRows, 0)),
  )) || any(db, citizens, and(eq(citizens.organizationId, org), isNull(citizens.deletedAt)));

/** Someone besides the caller has an account (an invitation counts: the person was asked in). */
const teamDone = (db: Db, org: string, userId: string) =>
  any(db, users, and(eq(users.organizationId, org), isNull(users.deletedAt), ne(users.id, userId)));

const demandDone = (db: Db, org: string) =>
  any(db, demands, and(eq(demands.organizationId, org), isNull(demands.deletedAt)));

export async function checklistSteps(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<Record<ChecklistStep, boolean>> {
  const [whatsapp, citizensStep, team, demand] = await Promise.all([
    whatsappDone(db, organizationId),
    citizensDone(db, organizationId),
    teamDone(db, organizationId, userId),
    demandDone(db, organizationId),
  ]);
  return { whatsapp, citizens: citizensStep, team, demand };
}

export async function isDismissed(db: Db, userId: string): Promise<boolean> {
  return any(db, tutorialDismissals, eq(tutorialDismissals.userId, userId));
}

export async function setDismissed(db: Db, organizationId: string, userId: string, dismissed: boolean) {
  if (!dismissed) {
    await db.delete(tutorialDismissals).where(eq(tutorialDismissals.userId, userId));
    return;
  }
  await db.insert(tutorialDismissals).values({ userId, organizationId }).onConflictDoNothing();
}
