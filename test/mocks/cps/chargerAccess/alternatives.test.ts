import { stationControl } from '../../../support/chargerAccess';
import { as, readyToCharge } from './kit';

test('from full 崇文门: the open stations with a free fast gun, nearest first, with their free and total counts', async () => {
  const list = await as('A').alternatives('S2004', 'fast');
  // By the great-circle distance from 崇文门 (39.8985, 116.4165): 东方广场 about 1.1 km, 王府井 1.8 km, 国家大剧院 2.3 km, 西单 3.9 km.
  expect(list.map((x) => [x.stationId, x.freeNum, x.totalNum])).toEqual([['S2002', 2, 12], ['S2001', 4, 10], ['S2003', 6, 8], ['S2005', 6, 8]]);
  expect(list[0]).toMatchObject({ stationName: '东方广场特来电充电站', stationAddr: '北京市东城区东长安街1号地下二层' });
  expect(list[0]!.distanceMeters).toBeGreaterThan(1000);
  expect(list[0]!.distanceMeters).toBeLessThan(1300);
  const d = list.map((x) => x.distanceMeters);
  expect(d).toEqual([...d].sort((a, b) => a - b));
});

test('a station whose free guns are taken, or whose piles stopped reporting, is not offered; nor is the station asked from', async () => {
  // 国家大剧院's only slow pile stopped reporting at the seed: of the slow guns only 东方广场's two AC piles are left.
  expect((await as('A').alternatives('S2001', 'slow')).map((x) => [x.stationId, x.freeNum, x.totalNum])).toEqual([['S2002', 4, 4]]);
  await stationControl.silencePile('200207', 1);
  expect((await as('A').alternatives('S2001', 'slow')).map((x) => [x.stationId, x.freeNum])).toEqual([['S2002', 2]]);
  await stationControl.silencePile('200208', 1);
  expect(await as('A').alternatives('S2001', 'slow')).toEqual([]);

  // A and B take 东方广场's two free fast guns.
  readyToCharge('A');
  readyToCharge('B', 5000);
  await as('A').start({ pileCode: '200201', gunNo: 'A' });
  await as('B').start({ pileCode: '200201', gunNo: 'B' });
  expect((await as('A').alternatives('S2004', 'fast')).map((x) => x.stationId)).toEqual(['S2001', 'S2003', 'S2005']);
  expect((await as('A').alternatives('S2001', 'fast')).map((x) => x.stationId)).not.toContain('S2001');
  await expect(as('A').alternatives('S9999', 'fast')).rejects.toMatchObject({ code: '404' });
});
