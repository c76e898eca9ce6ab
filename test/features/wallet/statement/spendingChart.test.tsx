import { configure, screen, within } from '@testing-library/react';
import { formatMoney } from '@/lib/format';
import type { Statement } from '@/api/driver/statement.types';
import { warmPages } from '../../../payment/kit';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { beijingMonth, monthBefore, monthDays, serveStatement, serverStatement, statementFixture } from './statementKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/walletDetail']), 60_000);

const chart = () => screen.findByRole('img', { name: /^支出构成：/ }, { timeout: 15_000 });

/** What the chart must say for an answer: each kind with money out, largest first, in the app's money. */
function spokenFor(s: Statement): string {
  const out = s.totals.byKind.filter((k) => k.outCents > 0).sort((a, b) => b.outCents - a.outCents);
  return `支出构成：${out.map((k) => `${k.kindText} ${formatMoney(k.outCents)}`).join('，')}`;
}

test('the month\'s spending by kind as bars, largest first, the server\'s cents in the app\'s money; the text tables stay', async () => {
  const answer = statementFixture();
  answer.totals = {
    ...answer.totals,
    outCents: 30_000 + 3125 + 1500,
    byKind: [
      { kind: 'parking', kindText: '停车费', inCents: 0, outCents: 1500 },
      { kind: 'charging', kindText: '充电费', inCents: 0, outCents: 3125 },
      { kind: 'pass', kindText: '月卡/错峰卡', inCents: 0, outCents: 30_000 },
      { kind: 'refund', kindText: '退款', inCents: 1500, outCents: 0 },
      { kind: 'topUp', kindText: '充值', inCents: 5000, outCents: 0 },
    ],
  };
  serveStatement(answer);
  signInAs('A');
  renderApp('/walletDetail?from=2026-11-01&to=2026-11-30');
  const picture = await chart();
  // Money in (退款, 充值) has no bar.
  expect(picture).toHaveAccessibleName('支出构成：月卡/错峰卡 300.00元，充电费 31.25元，停车费 15.00元');
  const table = screen.getByRole('table', { name: '支出构成' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['月卡/错峰卡300.00元', '充电费31.25元', '停车费15.00元']);
  // Inside the totals' card, between the totals and the breakdowns, which stay as they were.
  const totals = screen.getByRole('region', { name: '合计' });
  expect(totals).toContainElement(picture);
  expect(within(totals).getByRole('table', { name: '按类型' })).toBeInTheDocument();
  expect(within(totals).getByRole('row', { name: '退款 0.00元 15.00元' })).toBeInTheDocument();
});

test('against the mock: the chart says what the server added up for the range', async () => {
  const month = beijingMonth(backend.clock.now());
  // Two months of A's seed, so there is spending whatever the day the test runs.
  const range = { from: monthDays(monthBefore(month)).from, to: monthDays(month).to };
  const expected = await serverStatement(range);
  expect(expected.totals.byKind.some((k) => k.outCents > 0)).toBe(true);
  signInAs('A');
  renderApp(`/walletDetail?from=${range.from}&to=${range.to}`);
  expect(await chart()).toHaveAccessibleName(spokenFor(expected));
});

test('a range with nothing spent says so in the chart, and nothing is drawn', async () => {
  const answer = statementFixture();
  answer.totals = { ...answer.totals, outCents: 0, byKind: [{ kind: 'topUp', kindText: '充值', inCents: 5000, outCents: 0 }] };
  serveStatement(answer);
  signInAs('A');
  renderApp('/walletDetail?from=2026-11-01&to=2026-11-30');
  const picture = await chart();
  expect(picture).toHaveAccessibleName('支出构成：这段时间没有支出');
  expect(picture).toHaveTextContent('这段时间没有支出');
  expect(picture.querySelectorAll('rect')).toHaveLength(0);
  expect(screen.queryByRole('table', { name: '支出构成' })).not.toBeInTheDocument();
});
