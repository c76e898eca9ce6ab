import { cpsSessionApi } from '@/api/cps/session';
import { setupStore } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from '../../../support/fakes';

/** The station and pile answers carry what the estimate needs, each lot's parking rule as its text says it. */
const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });

test.each([
  { stationId: 'S2001', desc: '停车费10元/小时，充电车辆前2小时免费，每次封顶80元', rule: { freeMinutes: 120, centsPerHour: 1000, capCents: 8000 } },
  { stationId: 'S2002', desc: '停车费15元/小时，充电车辆首小时免费', rule: { freeMinutes: 60, centsPerHour: 1500, capCents: null } },
  { stationId: 'S2003', desc: '停车费8元/小时，充电车辆前30分钟免费，每次封顶60元', rule: { freeMinutes: 30, centsPerHour: 800, capCents: 6000 } },
  { stationId: 'S2004', desc: '停车费6元/小时，充电车辆前2小时免费', rule: { freeMinutes: 120, centsPerHour: 600, capCents: null } },
  { stationId: 'S2005', desc: '停车费10元/小时，充电车辆首小时免费，每次封顶100元', rule: { freeMinutes: 60, centsPerHour: 1000, capCents: 10000 } },
  { stationId: 'S2006', desc: '免费停车', rule: null },
])('$stationId: $desc', async ({ stationId, desc, rule }) => {
  const station = await store().dispatch(cpsSessionApi.endpoints.stationDetail.initiate(stationId)).unwrap();
  expect({ desc: station.parkingFeeDesc, rule: station.parkingRule }).toEqual({ desc, rule });
  expect(station.curve).toEqual({ taperSoc: 80, taperShare: 0.4, startDelaySeconds: 18, fullRestSeconds: 120 });
  expect(station.priceBands.map((b) => `${b.name} ${b.from}–${b.to}`)).toEqual(['谷 00:00–07:00', '平 07:00–10:00', '峰 10:00–15:00', '平 15:00–18:00', '峰 18:00–21:00', '平 21:00–23:00', '谷 23:00–24:00']);
});

test('a pile answers with its station\'s tariff and the server\'s time', async () => {
  const pile = await store().dispatch(cpsSessionApi.endpoints.pile.initiate('200201')).unwrap();
  expect(pile).toMatchObject({ parkingRule: { freeMinutes: 60, centsPerHour: 1500, capCents: null }, curve: { startDelaySeconds: 18 } });
  expect(pile.serverTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
});
