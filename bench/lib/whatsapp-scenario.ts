// The WhatsApp section (issue 5): one fresh PostgreSQL database, two real server processes sharing it and Redis,
// then (a) fan-out latency to 1,000 attendant sockets, (b) 200 messages/s for 30 s without loss, (c) 50
// simultaneous assumes of one pending chat. Each part is measured even if another broke.
import { randomBytes } from 'node:crypto';
import { backgroundCores } from './background-cpu.ts';
import { outcome, skipped, type Outcome } from './load-scenarios.ts';
import { ASSUME_PLAN, measureAssume, type AssumeFigures } from './whatsapp-assume.ts';
import { FANOUT_PLAN, measureFanout, type FanoutFigures } from './whatsapp-fanout.ts';
import { withWhatsappOffice } from './whatsapp-office.ts';
import { measureSustained, SUSTAINED_PLAN, type SustainedFigures } from './whatsapp-sustained.ts';

export interface WhatsappResults {
  fanout: Outcome<FanoutFigures[]>;
  sustained: Outcome<SustainedFigures>;
  assume: Outcome<AssumeFigures>;
  backgroundCores: number | null;
  seconds: number;
}

/** Attendant users created for the section: the assume part needs 50 different people. */
const ATTENDANTS = Math.max(ASSUME_PLAN.attendants, SUSTAINED_PLAN.watchersPerProcess * 2);

export async function measureWhatsappSection(): Promise<WhatsappResults> {
  const started = Date.now();
  const busy = await backgroundCores();
  const tag = randomBytes(3).toString('hex');
  console.log('[bench] WhatsApp on PostgreSQL + Redis (two server processes)…');
  const office = await outcome('WhatsApp office', () =>
    withWhatsappOffice(ATTENDANTS, async (o) => ({
      fanout: await outcome('WhatsApp fan-out', () => measureFanout(o, tag)),
      sustained: await outcome('WhatsApp sustained inbound', () => measureSustained(o, tag)),
      assume: await outcome('WhatsApp simultaneous assume', () => measureAssume(o, tag)),
    })),
  );
  const broken = (o: Outcome<unknown>) => (o.ok ? skipped('') : o) as Outcome<never>;
  return {
    fanout: office.ok ? office.value.fanout : broken(office),
    sustained: office.ok ? office.value.sustained : broken(office),
    assume: office.ok ? office.value.assume : broken(office),
    backgroundCores: busy,
    seconds: (Date.now() - started) / 1000,
  };
}

export const WHATSAPP_PLANS = { fanout: FANOUT_PLAN, sustained: SUSTAINED_PLAN, assume: ASSUME_PLAN };
