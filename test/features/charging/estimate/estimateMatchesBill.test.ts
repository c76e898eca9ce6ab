import { cpsBillsApi } from '@/api/cps/bills';
import type { CarHint } from '@/api/cps/estimate.types';
import { cpsSessionApi } from '@/api/cps/session';
import type { StopCondition } from '@/api/cps/session.types';
import { setupStore } from '@/app/store';
import { estimateCharge } from '@/features/charging/estimate/estimateCharge';
import { serverMs } from '@/features/charging/estimate/wireClock';
import { fakeNavigator, fakePlatform, fakeUi } from '../../../support/fakes';
import { beijingAt, endSeedSession, freeGun, moveTo, serveStillFrom, still } from './estimateKit';

/**
 * The phone's all-in estimate is the mock's own tariff. For start times across the band changes (谷→平 at
 * 07:00, 平→峰 at 10:00, 峰→平 at 15:00, 平→谷 at 23:00, and over midnight) × every kind of stop × a fast and a slow
 * gun, a session is started on the mock with the estimate the phone worked out from the pile's answer, the clock is
 * run past its end, and the bill's parts are the estimate's, to the cent and the 0.01 kWh.
 */
const DEFAULT_CAR: CarHint = { batteryKwh: 75, soc: 30 };
const SMALL_CAR: CarHint = { batteryKwh: 60, soc: 20 };

const STOPS: Record<'fast' | 'slow', { label: string; stop: StopCondition }[]> = {
  fast: [
    { label: 'full', stop: { type: 'full' } },
    { label: '60元', stop: { type: 'amount', amountCents: 6000 } },
    { label: '40度', stop: { type: 'kwh', kwh: 40 } },
    { label: '50分钟', stop: { type: 'minutes', minutes: 50 } },
  ],
  slow: [
    { label: 'full', stop: { type: 'full' } },
    { label: '30元', stop: { type: 'amount', amountCents: 3000 } },
    { label: '12度', stop: { type: 'kwh', kwh: 12 } },
    { label: '120分钟', stop: { type: 'minutes', minutes: 120 } },
  ],
};

/** Each start time and the change of band every session started then crosses first. */
const STARTS = [
  { at: '06:50', crosses: ['谷', '平'] },
  { at: '09:40', crosses: ['平', '峰'] },
  { at: '14:40', crosses: ['峰', '平'] },
  { at: '22:40', crosses: ['平', '谷'] },
  // 谷 runs from 23:00 to 07:00: over midnight it is one band, on the next day's date.
  { at: '23:50', crosses: ['谷'] },
] as const;

const ROWS = STARTS.flatMap((start) =>
  (['fast', 'slow'] as const).flatMap((kind) =>
    STOPS[kind].map(({ label, stop }, i) => ({ ...start, kind, label, stop, car: i % 2 === 0 ? DEFAULT_CAR : SMALL_CAR })),
  ),
);

const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });

test.each(ROWS)('from $at at a $kind gun, stopping at $label ($car.batteryKwh kWh at $car.soc %): the bill is the estimate', async (row) => {
  serveStillFrom(beijingAt(row.at));
  endSeedSession();
  const s = store();
  // 东方广场: 停车费15元/小时，充电车辆首小时免费.
  const station = await s.dispatch(cpsSessionApi.endpoints.stationDetail.initiate('S2002')).unwrap();
  const { pile, gunNo } = freeGun(station, row.kind);
  const detail = await s.dispatch(cpsSessionApi.endpoints.pile.initiate(pile.pileCode)).unwrap();
  const estimate = estimateCharge({ now: serverMs(detail.serverTime), pile: detail, tariff: detail, car: row.car, stop: row.stop });

  expect(estimate.bands.map((b) => b.name).slice(0, row.crosses.length)).toEqual(row.crosses);
  if (row.crosses.length === 1) expect(estimate.bands[0]!.to.slice(0, 10)).not.toBe(estimate.startTime.slice(0, 10));

  const { orderNo } = await s
    .dispatch(cpsSessionApi.endpoints.startCharging.initiate({ pileCode: pile.pileCode, gunNo, payMode: 'balance', stopCondition: row.stop, car: row.car, estimate }))
    .unwrap();
  expect(still.db.chargingSessions.find((x) => x.orderNo === orderNo)).toMatchObject({ batteryKwh: row.car.batteryKwh, socStart: row.car.soc });

  moveTo(serverMs(estimate.endTime) + 60_000);
  const bill = await s.dispatch(cpsBillsApi.endpoints.chargingBill.initiate({ orderNo }, { forceRefetch: true })).unwrap();
  const { idleFeeFrom, car, ...parts } = estimate;
  expect(bill.parts).toEqual(parts);
  expect(bill.estimate).toEqual(estimate);
  expect({ kwh: bill.kwh, energyFeeCents: bill.energyFeeCents, serviceFeeCents: bill.serviceFeeCents, endTime: bill.endTime }).toEqual({
    kwh: parts.kwh, energyFeeCents: parts.energyFeeCents, serviceFeeCents: parts.serviceFeeCents, endTime: parts.endTime,
  });
  // The idle fee would start at the grace period's end after the session, as the estimate said.
  const session = await s.dispatch(cpsSessionApi.endpoints.chargingSession.initiate(orderNo, { forceRefetch: true })).unwrap();
  expect(session.idleFee?.graceEndsAt).toBe(idleFeeFrom);
  expect(car).toEqual(row.car);
});
