import { wireTime } from '@mocks/core/wireTime';
import { backend } from '../../../support/mockServer';
import { stationControl } from '../../../support/chargerAccess';
import { as, MIN } from './kit';

const at = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}+08:00`);

test("every gun says when its pile last reported: a minute or two ago, but 国家大剧院's last pile stopped 25 minutes before the seed's now", async () => {
  const station = await as('A').station('S2003');
  const silent = station.piles.find((p) => p.pileCode === '200305')!;
  expect(silent).toMatchObject({ pileName: '5号交流桩', gunType: 'slow' });
  expect(silent.guns.map((g) => [g.status, g.statusAt])).toEqual([['free', wireTime(backend.db.seededAt - 25 * MIN)], ['free', wireTime(backend.db.seededAt - 25 * MIN)]]);
  for (const stationId of ['S2001', 'S2002', 'S2003', 'S2004', 'S2005']) {
    const guns = (await as('A').station(stationId)).piles.filter((p) => p.pileCode !== '200305').flatMap((p) => p.guns);
    for (const g of guns) expect(backend.clock.now() - at(g.statusAt)).toBeLessThanOrEqual(2 * MIN + 1000);
  }
  // An hour on, the silent pile's age has grown with it; the others still report.
  backend.clock.advance(60 * MIN);
  const later = await as('A').station('S2003');
  expect(later.piles.find((p) => p.pileCode === '200305')!.guns[0]!.statusAt).toBe(wireTime(backend.db.seededAt - 25 * MIN));
  expect(backend.clock.now() - at(later.piles[0]!.guns[0]!.statusAt)).toBeLessThanOrEqual(2 * MIN + 1000);
});

test('a change is reported at once (a car leaving); a pile told to fall silent keeps the time it was last heard', async () => {
  const freed = await stationControl.freeGun('S2004', 'fast');
  const station = await as('A').station('S2004');
  const gun = station.piles.find((p) => p.pileCode === freed.pileCode)!.guns.find((g) => g.gunNo === freed.gunNo)!;
  expect(gun.status).toBe('free');
  expect(backend.clock.now() - at(gun.statusAt)).toBeLessThan(2000);

  const silenced = await stationControl.silencePile('200101', 12);
  expect(silenced.since).toBe(wireTime(at(silenced.since)));
  const wangfujing = await as('A').station('S2001');
  expect(wangfujing.piles[0]!.guns.map((g) => g.statusAt)).toEqual([silenced.since, silenced.since]);
  expect(backend.clock.now() - at(silenced.since)).toBeGreaterThanOrEqual(12 * MIN - 1000);
  await expect(stationControl.silencePile('999999', 5)).rejects.toMatchObject({ code: '404' });
});
