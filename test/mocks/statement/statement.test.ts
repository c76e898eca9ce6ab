import { STATEMENT_CODES, type StatementLine } from '@/api/driver/statement.types';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { beijingDay, call, movements, ok, statement } from './call';

const MONTH_DAYS = [0, 30, 60, 90];

function monthBounds(daysAgo: number): { month: string; from: string; to: string } {
  const month = beijingDay(-daysAgo).slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { month, from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

test("over each month of the seed, the statement's balance total is the sum of the wallet's movements", async () => {
  for (const daysAgo of MONTH_DAYS) {
    const { month, from, to } = monthBounds(daysAgo);
    const s = await statement({ from, to });
    const moved = (await movements(month)).reduce((sum, m) => sum + m.amountCents, 0);
    expect({ month, balanceNetCents: s.totals.balanceNetCents }).toEqual({ month, balanceNetCents: moved });
  }
  // And over a whole year at once: A's 100.00元 is what every movement adds up to.
  const year = await statement({ from: beijingDay(-365), to: beijingDay(0) });
  expect(year.totals.balanceNetCents).toBe((await movements()).reduce((sum, m) => sum + m.amountCents, 0));
});

test('the lines name plate, place, channel and fapiao; the totals add up from the lines', async () => {
  const s = await statement({ from: beijingDay(-365), to: beijingDay(0) });
  const byOrder = (no: string) => s.lines.find((l) => l.orderNos.includes(no) && l.kind !== 'refund') as StatementLine;
  expect(byOrder('U20004')).toMatchObject({
    kind: 'parking', kindText: '停车费', plateNo: '京A12345', formatPlateNo: '京A·12345', channel: 'wechat', channelText: '微信支付', amountCents: -1000,
    balanceCents: 0, fapiao: { state: 'issued', stateText: '已开票' },
  });
  expect(byOrder('U20005')).toMatchObject({ channel: 'balance', amountCents: -1500, balanceCents: -1500, fapiao: { state: 'invoiceable' }, note: '优惠券抵扣5.00元' });
  expect(byOrder('U20006')).toMatchObject({ channel: 'alipay', fapiao: { state: 'invoiceable' } });
  expect(byOrder('C30013')).toMatchObject({ kind: 'charging', fapiao: { state: 'issuing', stateText: '开票中' } });
  expect(byOrder('OC40001')).toMatchObject({ kind: 'idleFee', fapiao: { state: 'notInvoiceable', reason: '占位费暂不支持开票' } });
  expect(s.lines.find((l) => l.lineId === 'topUp:TU900002')).toMatchObject({ kind: 'topUp', amountCents: 20000, fapiao: { state: 'notInvoiceable', reason: '充值不开票，消费时开票' } });
  expect(s.lines.find((l) => l.kind === 'gift')).toMatchObject({ channel: 'balance', fapiao: { reason: '赠送金额不开票' } });
  expect(byOrder('WD900001')).toMatchObject({ kind: 'withdrawal', amountCents: -5538, title: '提现至微信支付' });
  expect(s.lines.find((l) => l.kind === 'refund' && l.orderNos.includes('C30014'))).toMatchObject({ fapiao: { reason: '退款不开票' }, amountCents: 595 });

  const { totals } = s;
  const sum = (f: (l: StatementLine) => boolean) => s.lines.filter(f).reduce((a, l) => a + l.amountCents, 0);
  expect(totals.inCents).toBe(sum((l) => l.amountCents > 0));
  expect(totals.outCents).toBe(-sum((l) => l.amountCents < 0));
  expect(totals.netCents).toBe(totals.inCents - totals.outCents);
  for (const parts of [totals.byMonth, totals.byPlate, totals.byKind]) {
    expect(parts.reduce((a, p) => a + p.inCents - p.outCents, 0)).toBe(totals.netCents);
  }
  expect(totals.byMonth.map((m) => m.month)).toEqual([...totals.byMonth.map((m) => m.month)].sort());
  expect(totals.byPlate.at(-1)).toMatchObject({ plateNo: null, formatPlateNo: '无车牌' });
  expect(s.plates.map((p) => p.plateNo)).toEqual(['京A12345', '粤B12345', '京AD12345']);
  expect(s.fleets).toEqual([]);
  const times = s.lines.map((l) => l.time);
  expect([...times].sort().reverse()).toEqual(times);
});

test('filtered by plate and by kind; a bad range is refused in Chinese', async () => {
  const range = { from: beijingDay(-365), to: beijingDay(0) };
  const plate = await statement({ ...range, plateNo: '京A12345' });
  expect(plate.lines.length).toBeGreaterThan(0);
  expect(plate.lines.every((l) => l.plateNo === '京A12345')).toBe(true);
  const charging = await statement({ ...range, kind: 'charging' });
  expect(charging.lines.every((l) => l.kind === 'charging')).toBe(true);
  expect(charging.totals.byKind.map((k) => k.kind)).toEqual(['charging']);

  const refused = (from: string, to: string) => call('GET', '/driver/v2/api/statement', { from, to });
  expect(await refused('2026-11-30', '2026-11-01')).toMatchObject({ code: STATEMENT_CODES.badRange, msg: '开始日期不能晚于结束日期', data: null });
  expect(await refused('2025-01-01', '2026-01-02')).toMatchObject({ code: STATEMENT_CODES.badRange, msg: '一次最多导出366天' });
  expect((await refused('2024-01-01', '2024-12-31')).code).toBe('200');
  expect(await refused('2026-02-30', '2026-03-01')).toMatchObject({ code: STATEMENT_CODES.badRange, msg: '开始日期格式不正确，应为YYYY-MM-DD' });
  expect(await call('GET', '/driver/v2/api/statement', { ...range, kind: 'bonus' })).toMatchObject({ code: '400', msg: '账单类型不正确' });
});

test("a parking bill paid twice: the withholding's deduction comes back, and the scan payment shows as paid once", async () => {
  const bill = backend.db.parkOrders.find((b) => b.plateNo === '京A12345' && b.state !== 'paid')!;
  backend.db.withholdContracts.push({
    contractId: 'WH-T', driverId: 'D10001', plateId: 'PL1', plateNo: '京A12345', plateColor: 1, channel: 3, state: 'active', signedAt: backend.clock.now(), terminatedAt: null,
  });
  const pay = await ok<{ payOrderId: string; amountCents: number }>('POST', '/charge/v2/api/payCharges', { uniqueId: bill.uniqueId, parkId: bill.parkId, payChannel: 6, confirmCovered: true });
  await ok('POST', `/__mock/bills/${bill.uniqueId}/withholdDeduct`);
  backend.clock.advance(5 * 60_000);
  const s = await statement({ from: beijingDay(-1), to: beijingDay(0) });
  const paid = s.lines.find((l) => l.lineId === `pay:${pay.payOrderId}:${bill.uniqueId}`)!;
  const deducted = s.lines.find((l) => l.channel === 'withholdWechat' && l.kind === 'parking')!;
  const back = s.lines.find((l) => l.refundOf === deducted.lineId)!;
  expect(paid).toMatchObject({ channel: 'balance', balanceCents: -pay.amountCents, fapiao: { state: 'invoiceable' } });
  expect(deducted).toMatchObject({ channelText: '无感支付（微信）', fapiao: { state: 'notInvoiceable', reason: '已全额退款' } });
  expect(back).toMatchObject({ kind: 'refund', amountCents: -deducted.amountCents, note: '重复支付自动退回（离场时无感支付再次扣费）', title: '重复扣款退回 王府井百货地下停车场', balanceCents: 0 });
});

test("a fleet's statement is for its administrator: its plates whoever paid, and the fleet wallet", async () => {
  const range = { from: beijingDay(-365), to: beijingDay(0) };
  expect(await call('GET', '/driver/v2/api/statement', { ...range, groupId: 'G3001' })).toMatchObject({ code: STATEMENT_CODES.notFleetAdmin, msg: '只有车队管理员可以查看车队账单' });
  // A drives in the fleet (a member): made its administrator here, so the same plates' history is at hand.
  backend.db.driverGroups[0]!.members.find((m) => m.driverId === DRIVER_A)!.role = 1;
  const fleet = await statement({ ...range, groupId: 'G3001' });
  expect(fleet.fleets).toEqual([{ groupId: 'G3001', groupName: '朝阳区顺达物流车队' }]);
  expect(fleet.plates.map((p) => p.plateNo)).toEqual(['京A12345', '粤B12345']);
  expect(fleet.lines.filter((l) => l.channel === 'groupWallet').map((l) => l.amountCents)).toEqual([-12600, -1400, 200000]);
  expect(fleet.lines.every((l) => l.channel === 'groupWallet' || (l.plateNo !== null && ['京A12345', '粤B12345'].includes(l.plateNo)))).toBe(true);
  expect(fleet.lines.find((l) => l.title.includes('粤B·12345'))).toMatchObject({ plateNo: '粤B12345', kind: 'parking' });
});

test('the CSV: BOM, CRLF, a header, one row a line, the totals; quoted and guarded cells; amounts from cents', async () => {
  const range = { from: beijingDay(-365), to: beijingDay(0) };
  const s = await statement(range);
  const { fileName, csv } = await ok<{ fileName: string; csv: string }>('GET', '/driver/v2/api/statement/csv', range);
  expect(fileName).toBe(`停车充电账单_${range.from}_${range.to}.csv`);
  expect(csv.startsWith('\uFEFF时间,类型,说明,车牌,地点,支付渠道,金额(元),余额变动(元),发票状态,订单号\r\n')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  const rows = csv.slice(1).split('\r\n');
  expect(rows[s.lines.length + 1]).toBe('');
  const first = s.lines[0]!;
  expect(rows[1]).toContain(`,${(first.amountCents / 100).toFixed(2)},`);
  expect(rows).toContain(`收入合计,${(s.totals.inCents / 100).toFixed(2)}`);
  expect(rows).toContain(`支出合计,${(s.totals.outCents / 100).toFixed(2)}`);
  expect(rows).toContain(`净额,${(s.totals.netCents / 100).toFixed(2)}`);
  expect(rows).toContain('按月份,收入(元),支出(元)');
  expect(rows.some((r) => r.startsWith('无车牌,'))).toBe(true);
  // The amounts of the file add up to the statement's net, to the fen.
  const amounts = rows.slice(1, s.lines.length + 1).map((r) => Math.round(Number(r.split(',').at(-4)) * 100));
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(s.totals.netCents);

  // A gift named by an operator like a formula is written as text; a comma is quoted.
  backend.db.walletGifts.push({ giftId: 'GF-T', driverId: 'D10001', walletId: 'W4001', amountCents: 1, reason: '=HYPERLINK("x"),赠', topUpNo: null, createdAt: backend.clock.now() });
  const guarded = (await ok<{ csv: string }>('GET', '/driver/v2/api/statement/csv', range)).csv;
  expect(guarded).toContain(`,"'=HYPERLINK(""x""),赠",`);
});

test('the statement mailed: the address checked, the mail in the outbox, the address masked in the answer', async () => {
  const range = { from: beijingDay(-30), to: beijingDay(0) };
  expect(await call('POST', '/driver/v2/api/statement/mail', { ...range, email: '' })).toMatchObject({ code: '400', msg: '请填写接收账单的邮箱' });
  expect(await call('POST', '/driver/v2/api/statement/mail', { ...range, email: 'driver.example.com' })).toMatchObject({ code: '400', msg: '邮箱地址缺少“@”，如name@example.com' });
  expect(await call('POST', '/driver/v2/api/statement/mail', { from: range.to, to: range.from, email: 'driver@example.com' })).toMatchObject({ code: STATEMENT_CODES.badRange });
  const sent = await ok<{ mailId: string; email: string }>('POST', '/driver/v2/api/statement/mail', { ...range, email: 'driver@example.com' });
  expect(sent.email).toBe('dr***@example.com');
  const box = await ok<{ results: { mailId: string; email: string; fileName: string; csv: string }[] }>('GET', '/__mock/mailbox');
  const { csv } = await ok<{ csv: string }>('GET', '/driver/v2/api/statement/csv', range);
  expect(box.results).toEqual([expect.objectContaining({ mailId: sent.mailId, email: 'driver@example.com', fileName: `停车充电账单_${range.from}_${range.to}.csv`, csv })]);
});
