import * as v from 'valibot';
import { cpsSessionApi } from '@/api/cps/session';
import { SessionSample, type ChargingSession, type StartChargingBody } from '@/api/cps/session.types';
import { setupStore } from '@/app/store';
import { parseServerTime } from '@/lib/time';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { endSeedSession } from '../support/chargingSeed';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

const MIN = 60_000;
const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
/** A free fast gun at 王府井 (60 kW; the car 75 度 at 30 %: full power to 80 %, 37.5 度 in 37.5 minutes). */
const START: StartChargingBody = { pileCode: '200101', gunNo: 'A', payMode: 'balance', stopCondition: { type: 'full' } };

/** The series as sent, held to the strict schema (the answer's own tolerates a broken one, so it cannot catch the mock). */
async function read(s: ReturnType<typeof store>, orderNo: string) {
  const session = await s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();
  const samples = v.parse(v.array(SessionSample), session.samples);
  return { session, samples, times: samples.map((x) => parseServerTime(x.at)!.valueOf()) };
}

/** The last reading is the session's own figures: what the curve ends on is what the page writes beside it. */
function endsOnFigures(session: ChargingSession, samples: v.InferOutput<typeof SessionSample>[]) {
  expect(samples.at(-1)).toMatchObject({ energyWh: Math.round(session.kwh * 1000), powerW: Math.round(session.powerKw * 1000) });
}

beforeEach(() => signInAs('A'));

test('a session\'s readings follow its clock: none before energy, a minute apart while charging, the taper, the end', async () => {
  const s = store();
  endSeedSession();
  const { orderNo } = await s.dispatch(cpsSessionApi.endpoints.startCharging.initiate(START)).unwrap();
  expect((await read(s, orderNo)).samples).toEqual([]);

  backend.clock.advance(18_000 + 30 * MIN);
  const mid = await read(s, orderNo);
  expect(mid.samples).toHaveLength(31);
  expect(mid.samples[0]).toEqual({ at: mid.session.chargingStartTime, powerW: 60_000, energyWh: 0 });
  expect(mid.samples.every((x) => x.powerW === 60_000)).toBe(true);
  // A minute apart; the last is now (a moment after the 30th minute).
  expect(mid.times.slice(1, -1).map((t, i) => t - mid.times[i]!)).toEqual(Array(29).fill(MIN));
  expect(mid.times.at(-1)! - mid.times.at(-2)!).toBeGreaterThanOrEqual(MIN);
  // The energy only grows: a minute at 60 kW is 1 度.
  expect(mid.samples[10]!.energyWh).toBe(10_000);
  endsOnFigures(mid.session, mid.samples);

  // Past 80 % the pile gives 40 % of its power.
  backend.clock.advance(15 * MIN);
  const taper = await read(s, orderNo);
  expect(taper.samples.at(-1)!.powerW).toBe(24_000);
  expect(new Set(taper.samples.map((x) => x.powerW))).toEqual(new Set([60_000, 24_000]));
  const energies = taper.samples.map((x) => x.energyWh);
  expect(energies).toEqual([...energies].sort((a, b) => a - b));
  endsOnFigures(taper.session, taper.samples);

  await s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(orderNo)).unwrap();
  backend.clock.advance(6_000);
  const ended = await read(s, orderNo);
  expect(ended.session.state).toBe('finished');
  // The series stops at the end, its last reading at no power; the clock moving on adds nothing.
  expect(ended.samples.at(-1)).toEqual({ at: ended.session.endTime, powerW: 0, energyWh: Math.round(ended.session.kwh * 1000) });
  backend.clock.advance(30 * MIN);
  expect((await read(s, orderNo)).samples).toEqual(ended.samples);
});

test('a long session keeps at most 121 readings, evenly spaced', async () => {
  const s = store();
  // A's seed session, on its way for 42 minutes, is left running for three more hours (a slow top-up would be longer).
  backend.clock.advance(3 * 60 * MIN);
  const { samples, times, session } = await read(s, 'C30001');
  expect(samples.length).toBeLessThanOrEqual(121);
  expect(samples.length).toBeGreaterThan(60);
  const gaps = new Set(times.slice(1, -1).map((t, i) => t - times[i]!));
  expect(gaps).toEqual(new Set([2 * MIN]));
  expect(samples[0]!.at).toBe(session.chargingStartTime);
});
