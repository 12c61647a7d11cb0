// Brazilian election calendar as the automatic birthday greetings need it (DOMAIN-NOTES §4.5 and §5).
// Elections are held every even year, municipal and general in turn, and both count: the first round on
// the first Sunday of October, the second round on the last Sunday of October (CF art. 28, 29 II and 77;
// Lei 9.504/1997 art. 1º e 2º §1º). Internet propaganda starts on 16 August, so automatic greetings stop from
// 16 August and come back only after the day following the last possible round: a second round may happen in
// any state or large city, so the last Sunday of October is always taken as the last round.

/** 'YYYY-MM-DD' of a calendar day. */
export type IsoDay = string;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, month: number, day: number): IsoDay => `${year}-${pad(month)}-${pad(day)}`;

export const isElectionYear = (year: number) => year % 2 === 0;

/** The first Sunday of October of the year. */
export function firstSundayOfOctober(year: number): IsoDay {
  const weekday = new Date(Date.UTC(year, 9, 1)).getUTCDay();
  return isoOf(year, 10, 1 + ((7 - weekday) % 7));
}

/** The last Sunday of October of the year. */
export function lastSundayOfOctober(year: number): IsoDay {
  const weekday = new Date(Date.UTC(year, 9, 31)).getUTCDay();
  return isoOf(year, 10, 31 - weekday);
}

export interface ElectionPause {
  /** First day without automatic greetings (16 August). */
  from: IsoDay;
  /** Last day without them: the day after the last round. */
  to: IsoDay;
  firstRound: IsoDay;
  lastRound: IsoDay;
}

/** The pause of an election year, or null in odd years. */
export function electionPause(year: number): ElectionPause | null {
  if (!isElectionYear(year)) return null;
  const lastRound = lastSundayOfOctober(year);
  const after = new Date(`${lastRound}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return {
    from: isoOf(year, 8, 16),
    to: after.toISOString().slice(0, 10),
    firstRound: firstSundayOfOctober(year),
    lastRound,
  };
}

/** The pause the day falls in, or null when automatic greetings may go out that day. */
export function electionPauseOn(day: IsoDay): ElectionPause | null {
  const pause = electionPause(Number(day.slice(0, 4)));
  return pause && day >= pause.from && day <= pause.to ? pause : null;
}

/** dd/mm/aaaa of an 'YYYY-MM-DD'. */
export const isoDayBr = (day: IsoDay) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
