import type { ChargerReportSummary } from '@/api/cps/chargerAccess.types';
import type { Gun, Pile } from '@/api/cps/session.types';
import type { PileTrust } from '@/api/cps/stationTrust.types';
import { pilesToAvoid, pileToUse } from '@/features/charging/components/station/pilePick';

const NOW = Date.parse('2026-03-02T10:00:00+08:00');
const at = (minutesAgo: number) => {
  const d = new Date(NOW - minutesAgo * 60_000 + 8 * 3_600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)}`;
};
const gun = (gunNo: string, status: Gun['status'], minutesAgo = 1): Gun => ({ gunNo, gunName: `${gunNo}枪`, status, statusText: status === 'free' ? '空闲' : '充电中', statusAt: at(minutesAgo) });
const pile = (n: number, gunType: Pile['gunType'], guns: Gun[]): Pile => ({ pileCode: `2001${String(n).padStart(2, '0')}`, pileName: `${n}号${gunType === 'fast' ? '直流桩' : '交流桩'}`, gunType, powerKw: gunType === 'fast' ? 60 : 7, guns });
const record = (n: number, gunType: Pile['gunType'], succeeded: number, starts: number, lastThreeFailed = false): PileTrust => ({
  pileCode: `2001${String(n).padStart(2, '0')}`, pileName: `${n}号`, gunType, starts30d: starts, succeeded30d: succeeded, lastSuccessAt: null, lastThreeFailed,
});
const report = (n: number, count: number, reasonText: string): ChargerReportSummary => ({ pileCode: `2001${String(n).padStart(2, '0')}`, pileName: `${n}号直流桩`, gunNo: null, reason: 'wontStart', reasonText, count, latestAt: at(30) });
const OPEN = { state: 1 as const, text: '营业中' };

const PILES = [
  pile(1, 'fast', [gun('A', 'free'), gun('B', 'charging')]),
  pile(2, 'fast', [gun('A', 'free'), gun('B', 'free')]),
  pile(3, 'fast', [gun('A', 'free', 30), gun('B', 'charging')]),
  pile(4, 'fast', [gun('A', 'free')]),
  pile(5, 'slow', [gun('A', 'free')]),
];
const TRUST = [record(1, 'fast', 20, 25), record(2, 'fast', 2, 20, true), record(3, 'fast', 30, 30), record(4, 'fast', 27, 28), record(5, 'slow', 30, 30)];

test('the pile to use: free now, not failing, the best record of the fast ones', () => {
  const use = pileToUse({ piles: PILES, reports: [], openState: OPEN }, TRUST, NOW);
  // 3号 has the best record but its free gun's state is half an hour old: not free. 2号 failed its last three.
  expect(use).toEqual({ pile: PILES[3], freeGuns: ['A枪'], share: 96 });
});

test('a reported pile is not offered; with no fast pile left, a slow one; nothing at a closed station', () => {
  const reports = [report(4, 2, '无法启动'), report(1, 1, '屏幕不亮')];
  expect(pileToUse({ piles: PILES, reports, openState: OPEN }, TRUST, NOW)?.pile.pileName).toBe('5号交流桩');
  expect(pileToUse({ piles: PILES, reports: [], openState: { state: 0, text: '设备维护中' } }, TRUST, NOW)).toBeNull();
});

test('without the record, the first free pile in the station\'s order, with no share claimed', () => {
  expect(pileToUse({ piles: PILES, reports: [], openState: OPEN }, undefined, NOW)).toEqual({ pile: PILES[0], freeGuns: ['A枪'], share: null });
});

test('piles to avoid: where each stands and what fails, from the record and the reports, in the station\'s order', () => {
  expect(pilesToAvoid({ piles: PILES, reports: [report(4, 2, '无法启动'), report(2, 1, '屏幕不亮')] }, TRUST)).toEqual([
    { pileCode: '200102', pileName: '2号直流桩', what: ['最近3次启动均失败', '1 人报告屏幕不亮'] },
    { pileCode: '200104', pileName: '4号直流桩', what: ['2 人报告无法启动'] },
  ]);
  expect(pilesToAvoid({ piles: PILES, reports: [] }, undefined)).toEqual([]);
});
