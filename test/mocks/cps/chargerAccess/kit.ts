import { cpsApi } from '@/api/cps';
import { cpsChargerAccessApi } from '@/api/cps/chargerAccess';
import type { ChargerReportBody, JoinQueueBody, ReserveGunBody } from '@/api/cps/chargerAccess.types';
import { cpsSessionApi } from '@/api/cps/session';
import type { StartChargingBody } from '@/api/cps/session.types';
import { setupStore } from '@/app/store';
import { DRIVER_A, DRIVER_B, DRIVER_CUSTOMER } from '@mocks/db/ids';
import { fakeNavigator, fakePlatform, fakeUi } from '../../../support/fakes';
import { backend } from '../../../support/mockServer';
import { saveTokens } from '@/session/tokens';
import { issueTokenPair } from '@mocks/db/tokens';

/** What the tests of holds, lines, reports and gun ages share: the app's own calls on a fresh store, as a driver. */
export const MIN = 60_000;
const IDS = { A: DRIVER_A, B: DRIVER_B, customer: DRIVER_CUSTOMER } as const;
export type Who = keyof typeof IDS;

/** Signs the driver in as the app does, with a token of the mock's clock (tests move it by hours). */
export function signIn(who: Who) {
  const pair = issueTokenPair(backend.db, IDS[who], backend.clock.now());
  saveTokens(pair);
  return pair;
}

export function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
const fresh = { forceRefetch: true } as const;
const access = cpsChargerAccessApi.endpoints;

/** Each call as the named driver, from a store of their own. */
export function as(who: Who) {
  const s = store();
  const signed = <T>(call: () => Promise<T>) => {
    signIn(who);
    return call();
  };
  return {
    reserve: (body: ReserveGunBody) => signed(() => s.dispatch(access.reserveGun.initiate(body)).unwrap()),
    cancel: (holdId: string) => signed(() => s.dispatch(access.cancelHold.initiate(holdId)).unwrap()),
    join: (body: JoinQueueBody) => signed(() => s.dispatch(access.joinQueue.initiate(body)).unwrap()),
    leave: (queueId: string) => signed(() => s.dispatch(access.leaveQueue.initiate(queueId)).unwrap()),
    report: (body: Partial<ChargerReportBody>) => signed(() => s.dispatch(access.reportCharger.initiate({ stationId: 'S2002', pileCode: '200201', reasons: ['wontStart'], note: '', pictures: [], ...body })).unwrap()),
    mine: () => signed(() => s.dispatch(access.myChargerAccess.initiate(undefined, fresh)).unwrap()),
    alternatives: (stationId: string, gunType: 'fast' | 'slow') => signed(() => s.dispatch(access.alternativeStations.initiate({ stationId, gunType }, fresh)).unwrap()),
    station: (stationId: string) => signed(() => s.dispatch(cpsSessionApi.endpoints.stationDetail.initiate(stationId, fresh)).unwrap()),
    start: (body: Partial<StartChargingBody> & { pileCode: string; gunNo: string }) =>
      signed(() => s.dispatch(cpsSessionApi.endpoints.startCharging.initiate({ payMode: 'balance', stopCondition: { type: 'full' }, ...body })).unwrap()),
    session: (orderNo: string) => signed(() => s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, fresh)).unwrap()),
    stop: (orderNo: string) => signed(() => s.dispatch(cpsSessionApi.endpoints.stopCharging.initiate(orderNo)).unwrap()),
    nearby: () => signed(() => s.dispatch(cpsApi.endpoints.nearbyStations.initiate({ destLng: 116.397, destLat: 39.909, source: 2 }, fresh)).unwrap()),
  };
}

/** The gun as the station page shows it. */
export async function gunOn(stationId: string, pileCode: string, gunNo: string) {
  const station = await as('A').station(stationId);
  return station.piles.find((p) => p.pileCode === pileCode)?.guns.find((g) => g.gunNo === gunNo);
}

export const balanceOf = (who: Who) => backend.db.drivers.find((d) => d.driverId === IDS[who])!.balanceCents;

/**
 * The driver may start a session: nothing unpaid (A's yesterday's bill, B's bill and idle fee are settled), no
 * session of theirs in progress (A's seed session ended 10 minutes ago and the car left), and money on the balance.
 */
export function readyToCharge(who: Who, balanceCents?: number) {
  const driverId = IDS[who];
  const past = backend.clock.now() - 10 * MIN;
  for (const s of backend.db.chargingSessions) {
    const order = backend.db.chargingOrders.find((o) => o.orderNo === s.orderNo);
    if (order?.driverId === driverId) Object.assign(s, { stopRequestedAt: past, stopConfirmedAt: past, leftAt: past });
  }
  for (const o of backend.db.chargingOrders) if (o.driverId === driverId && o.orderState === 2) Object.assign(o, { orderState: 3, orderStateText: '已完成', paidAt: past });
  for (const f of backend.db.occupyOrders) if (f.driverId === driverId && f.state === 1) Object.assign(f, { state: 2, paidAt: past, endedAt: f.endedAt ?? past });
  if (balanceCents !== undefined) backend.db.drivers.find((d) => d.driverId === driverId)!.balanceCents = balanceCents;
}

/** The message centre of a driver (every reminder sent, newest first). */
export async function remindersOf(who: Who) {
  const res = await fetch('http://localhost/api/basic/v2/api/reminders?pageSize=100', { headers: { ClientType: '2', Authorization: signIn(who).token } });
  const json = (await res.json()) as { data: { results: { kind: string; title: string; body: string; url: string; sentTime: string }[] } };
  return json.data.results;
}
