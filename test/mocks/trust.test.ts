import { cpsStationTrustApi } from '@/api/cps/stationTrust';
import { cpsTrustApi } from '@/api/cps/trust';
import type { StationTrustQuery } from '@/api/cps/stationTrust.types';
import { MIN_TRUST_STARTS } from '@/api/cps/trust.types';
import { backend } from '../support/mockServer';
import { as, MIN, readyToCharge, signIn, store } from './cps/chargerAccess/kit';

/** The trust calls on a fresh store, as driver A (the calls need no driver; the page's visitor reads them too). */
const trust = (stationId: string, q: StationTrustQuery = {}) => {
  signIn('A');
  return store().dispatch(cpsStationTrustApi.endpoints.stationTrust.initiate({ stationId, ...q }, { forceRefetch: true })).unwrap();
};
const summaries = (ids: string[]) => store().dispatch(cpsTrustApi.endpoints.stationTrustSummaries.initiate(ids, { forceRefetch: true })).unwrap();

/** A wire time ('YYYY-MM-DD HH:mm:ss', Beijing) in epoch ms. */
const ms = (wire: string) => new Date(`${wire.replace(' ', 'T')}+08:00`).getTime();

async function control(path: string, body: object) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

test('each pile of 王府井 has its 30 days of starts; 2号直流桩 often fails and its last three failed; the figures say where they come from', async () => {
  const t = await trust('S2001', { arriveInMinutes: 30 });
  expect(t.basis).toBe('本平台近30天充电记录');
  expect(t.piles.map((p) => p.pileCode)).toEqual(expect.arrayContaining(['200101', '200102', '200103']));
  for (const p of t.piles) {
    expect(p.succeeded30d).toBeLessThanOrEqual(p.starts30d);
    expect(p.starts30d).toBeGreaterThanOrEqual(MIN_TRUST_STARTS);
  }
  const bad = t.piles.find((p) => p.pileCode === '200102')!;
  expect(bad.lastThreeFailed).toBe(true);
  expect(bad.succeeded30d / bad.starts30d).toBeLessThan(0.8);
  expect(t.piles.filter((p) => p.pileCode !== '200102').every((p) => !p.lastThreeFailed && p.lastSuccessAt !== null)).toBe(true);
  // A's own session on 3号直流桩 is running: its start is the pile's newest success.
  const third = t.piles.find((p) => p.pileCode === '200103')!;
  const seed = backend.db.chargingSessions.find((s) => s.orderNo === 'C30001')!;
  expect(ms(third.lastSuccessAt!)).toBeGreaterThanOrEqual(Math.floor(seed.createdAt / 1000) * 1000);
});

test('too few starts is said as such; a closed station whose every pile failed has nothing free and is flagged in the lists\' summary', async () => {
  const dajuyuan = await trust('S2003');
  expect(dajuyuan.piles.find((p) => p.pileCode === '200305')!.starts30d).toBeLessThan(MIN_TRUST_STARTS);
  const closed = await trust('S2006', { arriveInMinutes: 15 });
  expect(closed.piles.length).toBeGreaterThan(0);
  expect(closed.piles.every((p) => p.lastThreeFailed)).toBe(true);
  expect(closed.expectedFree.guns).toEqual({ fast: 0, slow: 0 });

  const list = await summaries(['S2001', 'S2006', 'S9999']);
  expect(list.map((s) => s.stationId)).toEqual(['S2001', 'S2006']);
  expect(list.find((s) => s.stationId === 'S2006')!.allPilesFailing).toBe(true);
  expect(list.find((s) => s.stationId === 'S2001')!).toMatchObject({ allPilesFailing: false });
  const s2001 = await trust('S2001');
  expect(list[0]!.starts30d).toBe(s2001.piles.reduce((n, p) => n + p.starts30d, 0));
});

test('a start the pile refuses counts against it, though it leaves no session', async () => {
  readyToCharge('A');
  const before = (await trust('S2001')).piles.find((p) => p.pileCode === '200101')!;
  expect((await control('/__mock/charging/faults', { faults: ['pileOffline'] })).code).toBe('200');
  await expect(as('A').start({ pileCode: '200101', gunNo: 'A' })).rejects.toMatchObject({ code: '0xd07010007' });
  const after = (await trust('S2001')).piles.find((p) => p.pileCode === '200101')!;
  expect(after.starts30d).toBe(before.starts30d + 1);
  expect(after.succeeded30d).toBe(before.succeeded30d);
});

test('guns free on arrival: from the distance or the chosen minutes; none at a full station now, some once its sessions end; the line comes first', async () => {
  // The mock's clock runs on while a call is answered: the arrival is the answer's moment plus the minutes, to the second.
  const arrival = async (q: StationTrustQuery, minutes: number) => {
    const asked = backend.clock.now();
    const answer = await trust('S2001', q);
    const arriveAt = ms(answer.expectedFree.arriveAt);
    expect(arriveAt).toBeGreaterThanOrEqual(Math.floor((asked + minutes * MIN) / 1000) * 1000);
    expect(arriveAt).toBeLessThanOrEqual(backend.clock.now() + minutes * MIN);
    return answer;
  };
  const inQuarter = await arrival({ arriveInMinutes: 15 }, 15);
  expect(inQuarter.expectedFree.basis).toBe('近30天同时段使用情况与当前充电会话');
  // Without a position the distance is not known; with one, the station page's first screen says it.
  expect(inQuarter.distanceMeters).toBeNull();
  // From the city centre to 王府井 is about 1.3 km: the drive rounds up to 5 minutes.
  const fromCentre = await arrival({ lng: 116.397, lat: 39.909 }, 5);
  expect(fromCentre.distanceMeters).toBeGreaterThan(1000);
  expect(fromCentre.distanceMeters).toBeLessThan(1600);
  expect(backend.calls.list('/cps/v2/api/stations/{stationId}/trust', 'GET').at(-1)?.query).toEqual({ lng: '116.397', lat: '39.909' });

  // 崇文门: every fast gun taken now.
  expect((await trust('S2004', { arriveInMinutes: 0 })).expectedFree.guns.fast).toBe(0);
  const later = await trust('S2004', { arriveInMinutes: 600 });
  expect(later.expectedFree.guns.fast).toBeGreaterThan(0);
  expect(later.expectedFree.guns.fast).toBeLessThanOrEqual(6);
  await as('B').join({ stationId: 'S2004', gunType: 'fast' });
  await as('customer').join({ stationId: 'S2004', gunType: 'fast' });
  expect((await trust('S2004', { arriveInMinutes: 600 })).expectedFree.guns.fast).toBeLessThan(later.expectedFree.guns.fast + 1);
});

test('燃油车占位: a blocked gun moves its reporter to the front of that station\'s line, the mock keeps it, and the operator can clear it alone', async () => {
  const b = await as('B').join({ stationId: 'S2004', gunType: 'fast' });
  const c = await as('customer').join({ stationId: 'S2004', gunType: 'fast' });
  expect(c.position).toBe(2);
  const sent = await as('customer').report({ stationId: 'S2004', pileCode: '200401', reasons: ['iceBlocked'], kind: 'blocked' });
  expect(sent.queueMovedUp).toBe(true);
  expect((await as('customer').mine()).queue).toMatchObject({ queueId: c.queueId, position: 1 });
  expect((await as('B').mine()).queue).toMatchObject({ queueId: b.queueId, position: 2 });
  expect(backend.db.chargerReports.find((r) => r.reportId === sent.reportId)).toMatchObject({ kind: 'blocked', reasons: ['iceBlocked'], driverId: expect.any(String) });
  // A blocked-bay report names only the bay's reasons; one by a driver not in the line moves nobody.
  await expect(as('A').report({ stationId: 'S2004', pileCode: '200401', reasons: ['wontStart'], kind: 'blocked' })).rejects.toMatchObject({ code: '400' });
  expect((await as('A').report({ stationId: 'S2004', pileCode: '200402', reasons: ['bayTaken'], kind: 'blocked' })).queueMovedUp).toBe(false);
  const broken = await as('A').report({ stationId: 'S2004', pileCode: '200403', reasons: ['screenDark'] });
  expect(broken.queueMovedUp).toBeUndefined();

  const cleared = await control('/__mock/chargerReports/clear', { stationId: 'S2004', kind: 'blocked' });
  expect(cleared.data).toEqual({ cleared: 2 });
  const open = backend.db.chargerReports.filter((r) => r.stationId === 'S2004' && r.clearedAt === null);
  expect(open.map((r) => r.reportId)).toEqual([broken.reportId]);
  expect((await as('A').station('S2004')).reports.map((r) => r.reason)).toEqual(['screenDark']);
});
