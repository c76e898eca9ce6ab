import { configure, fireEvent, screen, within } from '@testing-library/react';
import { formatMoney } from '@/lib/format';
import { warmPages } from '../../../payment/kit';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { beijingMonth, monthBefore, monthDays, STATEMENT, serverStatement } from './statementKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/walletStatementPrint', '/walletDetail']), 60_000);

/** This month and the eleven before it (at most 366 days): every seeded line of A's. */
function lastYear() {
  const month = beijingMonth(backend.clock.now());
  let first = month;
  for (let i = 0; i < 11; i += 1) first = monthBefore(first);
  return { from: `${first}-01`, to: monthDays(month).to };
}

test('the printable page: who (masked), the range, the totals by month, plate and kind, and every line; 打印 prints', async () => {
  const range = lastYear();
  const expected = await serverStatement(range);
  expect(expected.lines.length).toBeGreaterThan(5);
  const print = jest.fn();
  Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
  signInAs('A');
  renderApp(`/walletStatementPrint?from=${range.from}&to=${range.to}`);

  const sheet = await screen.findByRole('article', { name: '停车充电账单' }, { timeout: 15_000 });
  expect(backend.calls.list(STATEMENT, 'GET').at(-1)?.query).toEqual(range);
  expect(sheet).toHaveTextContent('车主张*');
  expect(sheet).toHaveTextContent('手机号138****8000');
  expect(sheet).not.toHaveTextContent('13800138000');
  expect(sheet).toHaveTextContent(`${range.from} 至 ${range.to}`);
  expect(sheet).toHaveTextContent(`支出${formatMoney(expected.totals.outCents)}`);
  expect(sheet).toHaveTextContent(`收入${formatMoney(expected.totals.inCents)}`);
  for (const [name, rows] of [['按月', expected.totals.byMonth.length], ['按车牌', expected.totals.byPlate.length], ['按类型', expected.totals.byKind.length]] as const) {
    expect(within(within(sheet).getByRole('table', { name })).getAllByRole('row')).toHaveLength(rows + 1);
  }
  const byPlate = within(sheet).getByRole('table', { name: '按车牌' });
  for (const p of expected.totals.byPlate) {
    expect(within(byPlate).getByRole('row', { name: `${p.formatPlateNo} ${formatMoney(p.outCents)} ${formatMoney(p.inCents)}` })).toBeInTheDocument();
  }
  const lines = within(sheet).getByRole('table', { name: `账单明细（共 ${expected.lines.length} 笔）` });
  const rows = within(lines).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(expected.lines.length);
  expected.lines.forEach((l, i) => expect(rows[i]).toHaveTextContent(l.title));

  fireEvent.click(screen.getByRole('button', { name: '打印' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('the statement links to its printable page with the same range and filters', async () => {
  signInAs('A');
  const { router } = renderApp('/walletDetail?from=2026-03-10&to=2026-04-05&kind=parking');
  const link = await screen.findByRole('link', { name: '打印/PDF' }, { timeout: 15_000 });
  expect(link).toHaveAttribute('href', '/walletStatementPrint?from=2026-03-10&to=2026-04-05&kind=parking');
  fireEvent.click(link);
  expect(await screen.findByRole('heading', { name: '打印账单', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/walletStatementPrint');
});
