import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './test';
import { ServerTruth, type Envelope } from './serverTruth';
import { resetMock } from './support';

/**
 * The journeys, as driver A lives them: paying at the exit by scan while 无感支付 is on, and the second
 * deduction given back on the bill and in the statement; a month's statement exported, its file adding up to
 * what the screen and the server say; a disputed unpaid charging bill no longer standing between A and a charge.
 */
test.beforeEach(async ({ request }) => resetMock(request));

const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });


interface StatementLine {
  lineId: string;
  kind: string;
  channel: string;
  amountCents: number;
  refundOf: string | null;
  orderNos: string[];
}
interface Statement {
  from: string;
  to: string;
  lines: StatementLine[];
  totals: { inCents: number; outCents: number; netCents: number; balanceNetCents: number };
  serverTime: string;
}

/** '-12.34' / '12.34' yuan of the file, back to cents without floating error. */
const cents = (yuanText: string) => Math.round(Number(yuanText) * 100);

test('A pays at the exit by scan while 无感支付 is on; the withholding deducts as well and the second deduction comes back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);
  await a.post('/driver/v2/api/withholding/contracts', { plateId: 'PL1', channel: 3 });

  // The exit lane's code, scanned: the bill of 京A12345, and the server's word that 无感支付 will pay it.
  await page.goto('/scanPayPage?parkId=P1001&laneCode=E1');
  await expect(page.getByText('该车牌已开通无感支付，离场时将自动扣费，无需现在支付')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '无需支付' })).toBeVisible();

  // A pays anyway, from the balance, after being told what follows.
  const balanceBefore = await a.balance();
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '仍要现在支付' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('现在支付后，离场时无感支付将不再扣费');
  await page.getByRole('button', { name: '确认现在支付' }).click();
  // The balance is spent at once, so its amount is confirmed as on every balance payment.
  await page.getByRole('button', { name: /^确认支付 ¥\d+\.\d\d$/ }).click();
  // Paid at the exit lane: the payment ends on the barrier's result, not on a receipt.
  await expect(page.getByRole('heading', { name: '道闸已开启' })).toBeVisible({ timeout: 15_000 });
  const paidCents = balanceBefore - (await a.balance());
  expect(paidCents).toBeGreaterThan(0);

  // The lane's withholding deducts as well (the race the mock can make): the server gives the second one back.
  const deducted = await page.request.post('/__mock/bills/U20001/withholdDeduct');
  expect(deducted.ok()).toBe(true);
  await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
  const refunds = page.getByRole('region', { name: '重复扣款退回' });
  await expect(refunds).toContainText(/重复扣款 \d+\.\d\d元（无感支付（微信））· 退回中/);
  await advance(page.request, 3 * 60_000);
  await page.reload();
  await expect(refunds).toContainText(/重复扣款 \d+\.\d\d元（无感支付（微信））· 已自动退回/);

  // The statement: the payment from the balance once, the deduction, and its refund naming it, on screen and on the server.
  const { from, to } = await monthOf(page.request, 0);
  const s = await a.get<Statement>('/driver/v2/api/statement', { from, to });
  const paid = s.lines.filter((l) => l.kind === 'parking' && l.orderNos.includes('U20001'));
  expect(paid.map((l) => l.channel).sort()).toEqual(['balance', 'withholdWechat']);
  const deduction = paid.find((l) => l.channel === 'withholdWechat');
  const back = s.lines.find((l) => l.refundOf === deduction?.lineId);
  expect(back?.amountCents).toBe(-(deduction?.amountCents ?? 0));
  await page.goto('/walletDetail');
  const lines = page.getByRole('list', { name: '账单明细' });
  await expect(lines).toContainText('重复支付自动退回');
  await expect(lines).toContainText('无感支付（微信）');
});

/** A Beijing month as the statement's range: `monthsBack` 0 is the mock's month now (the page's default). */
async function monthOf(request: APIRequestContext, monthsBack: number): Promise<{ from: string; to: string }> {
  const { data } = (await (await request.get('/__mock/clock')).json()) as Envelope<{ now: number }>;
  const beijing = new Date(data.now + 8 * 3_600_000);
  const first = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() - monthsBack, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const mm = String(m + 1).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

test("A exports a month's statement (this month, or the last on a month's first days, before the demo's movements of it): the file's totals are the screen's and the server's", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);
  // The demo's movements lie in the days before now: early on a month's first day none is in it yet.
  let { from, to } = await monthOf(page.request, 0);
  let server = await a.get<Statement>('/driver/v2/api/statement', { from, to });
  if (server.lines.length === 0) {
    ({ from, to } = await monthOf(page.request, 1));
    server = await a.get<Statement>('/driver/v2/api/statement', { from, to });
  }
  expect(server.lines.length).toBeGreaterThan(0);

  await page.goto(`/walletDetail?from=${from}&to=${to}`);
  const totals = page.getByRole('region', { name: '合计' });
  await expect(totals).toContainText(`支出${(server.totals.outCents / 100).toFixed(2)}`);
  await expect(totals).toContainText(`收入${(server.totals.inCents / 100).toFixed(2)}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`停车充电账单_${from}_${to}.csv`);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const rows = csv.replace(/^\uFEFF/, '').split('\r\n');
  const total = (label: string) => cents(rows.find((r) => r.startsWith(`${label},`))?.split(',')[1] ?? 'NaN');
  expect({ in: total('收入合计'), out: total('支出合计'), net: total('净额') }).toEqual({
    in: server.totals.inCents, out: server.totals.outCents, net: server.totals.netCents,
  });
  // Every line of the file, summed to the fen, is the net the screen shows.
  const lineRows = rows.slice(1, rows.indexOf(''));
  expect(lineRows).toHaveLength(server.lines.length);
  const amountAt = rows[0]?.split(',').indexOf('金额(元)') ?? -1;
  expect(lineRows.reduce((sum, r) => sum + cents(parseCsvRow(r)[amountAt] ?? 'NaN'), 0)).toBe(server.totals.netCents);
});

/** One RFC 4180 row: quoted cells may hold commas and doubled quotes. */
function parseCsvRow(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const ch = row[i];
    if (quoted && ch === '"' && row[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells;
}

test('a disputed unpaid charging bill no longer stands between A and a charge', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const a = await ServerTruth.signIn(page);
  // The seed's session in progress ends and the car leaves: only yesterday's unpaid bill C30011 is left in the way.
  await a.post('/cps/v2/api/chargingOrders/C30001/stop', {});
  await advance(request, 6_000);
  await request.post('/__mock/charging/C30001/leave');

  await page.goto('/chargingPage?pileCode=200101');
  await expect(page.getByText(/未支付的充电订单/)).toBeVisible();

  // A thinks the bill is wrong and complains about it instead of paying.
  await page.goto('/chargeBillDetail?orderNo=C30011');
  await page.getByRole('link', { name: /申诉/ }).first().click();
  await page.getByRole('checkbox', { name: '电量与实际不符' }).or(page.getByRole('radio', { name: '电量与实际不符' })).first().check();
  await page.getByRole('button', { name: /提交/ }).click();
  await expect(page.getByText(/申诉已提交|已提交/).first()).toBeVisible();

  // The dispute shows its state and what the operator needs.
  await page.goto('/disputes');
  await page.getByRole('link', { name: /C30011|充电/ }).first().click();
  await expect(page).toHaveURL(/\/disputeDetail\?disputeId=/);
  await expect(page.getByText('申诉处理中，不影响其他缴费、充电和预约')).toBeVisible();

  // And the start is no longer blocked: the start page reads it from the orders it lists (openAppeal), and asks
  // nothing of the driver's disputes.
  const disputesAsked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/driver/v2/api/disputes')) disputesAsked.push(r.url());
  });
  await page.goto('/chargingPage?pileCode=200101');
  await expect(page.getByText(/未支付的充电订单/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'A枪（空闲）' }).check();
  const start = page.getByRole('button', { name: '开始充电' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByText('请插枪')).toBeVisible();
  const orders = await a.chargingOrders(1);
  expect(orders.some((o) => o.orderNo !== 'C30001' && o.orderState === 1)).toBe(true);
  expect(disputesAsked).toEqual([]);
});
