// Extension points other areas plug into: the profile's timeline and what a merge must re-point.
import type { TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';

export interface TimelineQuery {
  organizationId: string;
  citizenId: string;
  /** Items strictly before this instant. */
  before: Date;
  limit: number;
}

/** One area's contribution to a citizen's timeline: its newest items before `before`, at most `limit`. */
export type TimelineSource = (db: Db, query: TimelineQuery) => Promise<TimelineItem[]>;

const timelineSources = new Map<string, TimelineSource>();

/** Each area registers once at import time (demandas, atendimentos, chats, documentos…). */
export function registerTimelineSource(kind: string, source: TimelineSource): void {
  timelineSources.set(kind, source);
}

export function listTimelineSources(): TimelineSource[] {
  return [...timelineSources.values()];
}

/**
 * Runs inside the merge transaction: move every row that points at `duplicateId` to `keptId`
 * (demandas, consents, chats…). The citizens module itself moves phones, e-mails, tags, referrals, history.
 */
export type MergeHook = (
  tx: Db,
  organizationId: string,
  keptId: string,
  duplicateId: string,
) => Promise<void>;

const mergeHooks = new Map<string, MergeHook>();

export function registerMergeHook(name: string, hook: MergeHook): void {
  mergeHooks.set(name, hook);
}

export function listMergeHooks(): MergeHook[] {
  return [...mergeHooks.values()];
}

/**
 * One area's records about a citizen for the LGPD data export (acesso, portabilidade): plain JSON rows with
 * the personal data they hold (a demanda's description, an atendimento's notes…), oldest first.
 */
export type CitizenDataSection = (db: Db, organizationId: string, citizenId: string) => Promise<object[]>;

const dataSections = new Map<string, CitizenDataSection>();

/** `key` names the section in the exported document ('demandas', 'atendimentos'…). */
export function registerCitizenDataSection(key: string, section: CitizenDataSection): void {
  dataSections.set(key, section);
}

export function listCitizenDataSections(): [string, CitizenDataSection][] {
  return [...dataSections.entries()];
}

/**
 * Runs inside the LGPD anonymisation's transaction: erase the personal data an area keeps about the citizen
 * (phones, e-mails, message texts) while keeping the rows' counts and statuses for the office's reports.
 */
export type AnonymizeHook = (tx: Db, organizationId: string, citizenId: string) => Promise<void>;

const anonymizeHooks = new Map<string, AnonymizeHook>();

export function registerAnonymizeHook(name: string, hook: AnonymizeHook): void {
  anonymizeHooks.set(name, hook);
}

export function listAnonymizeHooks(): AnonymizeHook[] {
  return [...anonymizeHooks.values()];
}
