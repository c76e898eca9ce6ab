import { MAX_REPORT_NOTE } from '@/api/cps/chargerAccess.types';
import { DRIVER_A } from '@mocks/db/ids';
import { wireTime } from '@mocks/core/wireTime';
import { backend } from '../../../support/mockServer';
import { stationControl } from '../../../support/chargerAccess';
import { as, MIN, readyToCharge } from './kit';

test("the seed's reports: two drivers say 东方广场's 1号直流桩 won't start, the newer 35 minutes ago", async () => {
  const seeded = backend.db.seededAt;
  expect((await as('A').station('S2002')).reports).toEqual([
    { pileCode: '200201', pileName: '1号直流桩', gunNo: null, reason: 'wontStart', reasonText: '无法启动', count: 2, latestAt: wireTime(seeded - 35 * MIN) },
  ]);
  expect((await as('A').station('S2001')).reports).toEqual([]);
});

test('a report counts its driver once per pile and reason, the newest first; a double tap is the same report; the operator clears them', async () => {
  const first = await as('A').report({ reasons: ['wontStart', 'cableDamaged'], gunNo: 'A', pictures: ['https://img.example.com/p/1.jpg'] });
  expect(first.reportId).toMatch(/^CR\d+$/);
  expect(await as('A').report({ reasons: ['wontStart', 'cableDamaged'], gunNo: 'A' })).toEqual(first);
  expect(backend.db.chargerReports.filter((r) => r.driverId === DRIVER_A)).toHaveLength(1);
  backend.clock.advance(2 * MIN);
  await as('B').report({ reasons: ['wontStart'] });

  const reports = (await as('customer').station('S2002')).reports;
  expect(reports.map((r) => [r.pileName, r.gunNo, r.reasonText, r.count])).toEqual([
    ['1号直流桩', null, '无法启动', 3],
    ['1号直流桩', 'A', '无法启动', 1],
    ['1号直流桩', 'A', '充电枪/线缆损坏', 1],
  ]);
  // B's report, just now, is the group's newest.
  expect(Math.abs(Date.parse(`${reports[0]!.latestAt.replace(' ', 'T')}+08:00`) - backend.clock.now())).toBeLessThan(2000);

  // Ten minutes on, the same driver's new report of the pile is a new one.
  backend.clock.advance(11 * MIN);
  expect((await as('A').report({ reasons: ['stopsAtOnce'] })).reportId).not.toBe(first.reportId);

  expect(await stationControl.clearReports('S2002', '200201')).toEqual({ cleared: 5 });
  expect((await as('A').station('S2002')).reports).toEqual([]);
  await expect(stationControl.clearReports('S9999')).rejects.toMatchObject({ code: '404' });
});

test('a report names known reasons, explains 其他, keeps its note short and one picture, and names a pile of the station', async () => {
  readyToCharge('A');
  await expect(as('A').report({ reasons: [] })).rejects.toMatchObject({ code: '400', msg: '请选择无法充电的原因' });
  await expect(as('A').report({ reasons: ['broken' as 'other'] })).rejects.toMatchObject({ code: '400', msg: '未知的原因：broken' });
  await expect(as('A').report({ reasons: ['other'], note: '  ' })).rejects.toMatchObject({ code: '400', msg: '选择“其他”时请说明具体问题' });
  await expect(as('A').report({ reasons: ['other'], note: '字'.repeat(MAX_REPORT_NOTE + 1) })).rejects.toMatchObject({ code: '400', msg: `问题说明不能超过${MAX_REPORT_NOTE}个字` });
  await expect(as('A').report({ pictures: ['a.jpg', 'b.jpg'] })).rejects.toMatchObject({ code: '400', msg: '最多上传1张图片' });
  await expect(as('A').report({ pileCode: '200101' })).rejects.toMatchObject({ code: '404', msg: '该充电站没有这个充电桩' });
  await expect(as('A').report({ gunNo: 'C' })).rejects.toMatchObject({ code: '404' });
  await expect(as('A').report({ orderNo: 'C30003' })).rejects.toMatchObject({ code: '404', msg: '未找到该充电订单' });
  expect(backend.db.chargerReports).toHaveLength(2);

  const { reportId } = await as('A').report({ reasons: ['other'], note: ' 扫码后屏幕显示E42 ', orderNo: 'C30011' });
  expect(backend.db.chargerReports.find((r) => r.reportId === reportId)).toMatchObject({ reasons: ['other'], note: '扫码后屏幕显示E42', orderNo: 'C30011', gunNo: null });
  expect((await as('A').station('S2002')).reports[0]).toMatchObject({ reason: 'other', reasonText: '其他', count: 1 });
});
