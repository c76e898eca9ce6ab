import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { backend } from '../../support/mockServer';
import { advanceToBeijing, changeSettings, outbox as outboxOf, reminders as remindersOf, subscribePush } from './support';

const MIN = 60_000;

/** A call as A (token), or a control call (no driver). */
async function call<T>(method: string, path: string, body?: object, driverId: string | null = DRIVER_A): Promise<T> {
  const headers: Record<string, string> = { ClientType: '2' };
  if (driverId) headers.Authorization = issueTokenPair(backend.db, driverId, backend.clock.now()).token;
  if (body) headers['Content-Type'] = 'application/json';
  const res = await fetch(`http://localhost${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as { code: string; msg: string; data: T };
  if (json.code !== '200') throw new Error(`${json.code} ${json.msg}`);
  return json.data;
}

/** Only the rows of one thing (seed records fall due too while the clock moves to an hour of the day). */
const about = async (fragment: string) => (await outboxOf(DRIVER_A)).filter((o) => o.url.includes(fragment));
const kindsAt = async (fragment: string) => (await about(fragment)).map((o) => `${o.channel}:${o.kind}@${o.sentTime.slice(11, 16)}`);

const withdraw = (amountCents: number) => call<{ withdrawNo: string }>('POST', '/api/driver/v2/api/wallet/withdrawals', { amountCents, verifyCode: '123456' }).then((w) => w.withdrawNo);

test('a withdrawal arrives 2 hours after the request: said once, at that time, with the amount and the account', async () => {
  advanceToBeijing('14:00');
  await subscribePush(DRIVER_A);
  const no = await withdraw(5000);
  backend.clock.advance(119 * MIN);
  expect(await about(no)).toEqual([]);
  backend.clock.advance(2 * MIN);
  expect(await kindsAt(no)).toEqual(['webpush:withdrawalResult@16:00']);
  const [row] = await about(no);
  expect(row).toMatchObject({ title: '提现已到账', url: `/walletReslut?withdrawNo=${no}&walletId=W4001` });
  expect(row!.body).toBe('您 14:00 申请的提现 50.00元 已于 16:00 原路退回支付宝，到账 50.00元');
  backend.clock.advance(24 * 60 * MIN);
  expect(await about(no)).toHaveLength(1);
});

test('a withdrawal the channel refuses: the failure and its reason, once; one settled by the control API, at that moment', async () => {
  advanceToBeijing('14:00');
  await subscribePush(DRIVER_A);
  await call('POST', '/__mock/withdrawals/fail-next', { reason: '收款账户已注销，资金已退回钱包' }, null);
  const failed = await withdraw(3000);
  const settled = await withdraw(2000);
  backend.clock.advance(5 * MIN);
  await call('POST', `/__mock/withdrawals/${settled}`, { state: 'arrived' }, null);
  backend.clock.advance(30 * MIN);
  expect(await kindsAt(failed)).toEqual(['webpush:withdrawalResult@14:10']);
  expect((await about(failed))[0]).toMatchObject({ title: '提现失败', body: '您 14:00 申请的提现 30.00元 未成功：收款账户已注销，资金已退回钱包' });
  expect(await kindsAt(settled)).toEqual(['webpush:withdrawalResult@14:05']);
  // The second withdrawal of the month pays its fee: named with what arrives.
  expect((await about(settled))[0]!.body).toMatch(/^您 14:00 申请的提现 20\.00元 已于 14:05 原路退回.+，到账 19\.88元（扣除手续费 0\.12元）$/);
  backend.clock.advance(3 * 60 * MIN);
  expect(await about(failed)).toHaveLength(1);
  expect(await about(settled)).toHaveLength(1);
});

test('an invoice issued 5 minutes after the request, and one that failed: each once, with the issuer, the amount and the title', async () => {
  advanceToBeijing('14:00');
  await subscribePush(DRIVER_A);
  const issued = await call<{ invoiceNo: string }>('POST', '/api/invoice/v2/api/invoices', { orders: [{ kind: 'parking', orderNo: 'U20006' }], titleId: 'IT900001', email: 'zhangwei@example.com' });
  await call('POST', '/__mock/invoices/fail-next', { reason: '税控盘维护中，请稍后重新提交' }, null);
  const failed = await call<{ invoiceNo: string }>('POST', '/api/invoice/v2/api/invoices', { orders: [{ kind: 'charging', orderNo: 'C30012' }], titleId: 'IT900002', email: 'finance@shunda.example.com' });
  backend.clock.advance(4 * MIN);
  expect(await about(issued.invoiceNo)).toEqual([]);
  backend.clock.advance(2 * MIN);
  expect(await kindsAt(`invoiceNo=${issued.invoiceNo}`)).toEqual(['webpush:invoiceResult@14:05']);
  expect((await about(`invoiceNo=${issued.invoiceNo}`))[0]).toMatchObject({
    title: '发票已开具', url: `/invoiceRecordDetail?invoiceNo=${issued.invoiceNo}`,
    body: '北京静态交通运营管理有限公司 已为您开具停车费发票 6.00元（抬头：张伟），已发送至 zhangwei@example.com',
  });
  expect(await kindsAt(`invoiceNo=${failed.invoiceNo}`)).toEqual(['webpush:invoiceResult@14:05']);
  expect((await about(`invoiceNo=${failed.invoiceNo}`))[0]).toMatchObject({
    title: '发票开具失败', body: expect.stringMatching(/^北京绿能智行充电科技有限公司 的充电费发票 \d+\.\d{2}元（抬头：北京顺达物流有限公司）开具失败：税控盘维护中，请稍后重新提交$/),
  });
  backend.clock.advance(60 * MIN);
  expect(await about(`invoiceNo=${issued.invoiceNo}`)).toHaveLength(1);
  expect(await about(`invoiceNo=${failed.invoiceNo}`)).toHaveLength(1);
  // The seed's invoice in progress (issued 4 minutes after the seed) is in the message centre once too.
  expect((await remindersOf(DRIVER_A)).filter((r) => r.url.endsWith('FP24110003')).map((r) => r.title)).toEqual(['发票已开具']);
});

test("customer service's replies: each once as it comes; the driver's own follow-up says nothing", async () => {
  advanceToBeijing('14:00');
  await subscribePush(DRIVER_A);
  const { requestNo } = await call<{ requestNo: string }>('POST', '/api/basic/v2/api/service/requests', {
    requestId: 'rq-reminder-1', kind: 'consultation', category: '其他', description: '月卡能否同时绑定两辆车？', contactPhone: '13800138000', plateNo: '京A12345',
  });
  backend.clock.advance(30 * MIN);
  expect(await about(requestNo)).toEqual([]);
  await call('POST', `/__mock/service/${requestNo}/reply`, { text: '您好，每张月卡可绑定两个车牌，但同一时间只能有一辆车在场内。' }, null);
  backend.clock.advance(10 * MIN);
  await call('POST', `/api/basic/v2/api/service/requests/${requestNo}/replies`, { text: '好的，谢谢' });
  backend.clock.advance(20 * MIN);
  await call('POST', `/__mock/service/${requestNo}/reply`, { text: '不客气，祝您出行愉快' }, null);
  backend.clock.advance(MIN);
  const rows = await about(requestNo);
  expect(rows.map((o) => `${o.kind}@${o.sentTime.slice(11, 16)}`)).toEqual(['serviceAnswered@14:30', 'serviceAnswered@15:00']);
  expect(rows[0]).toMatchObject({ title: '客服已回复您的问题', url: `/customerService/feedDetail?requestNo=${requestNo}` });
  expect(rows[0]!.body).toMatch(/^京A12345 其他：您好，每张月卡可绑定两个车牌，但同一时间只能有一辆车在场内。$/);
  backend.clock.advance(60 * MIN);
  expect(await about(requestNo)).toHaveLength(2);
});

test('appeals: a charging bill\'s and an idle fee\'s handled 2 hours after filing (even across a jump), a parking bill\'s when replied', async () => {
  advanceToBeijing('14:00');
  await subscribePush(DRIVER_A);
  const charging = await call<{ appealNo: string }>('POST', '/api/cps/v2/api/chargingAppeals', { orderNo: 'C30012', reason: '电量与实际不符', description: '车机显示只充了15度' });
  const idle = await call<{ appealNo: string }>('POST', '/api/cps/v2/api/occupyAppeals', { occupyOrderNo: 'OC40001', reason: '已按时驶离' });
  const parking = await call<{ appealId: string }>('POST', '/api/charge/v2/api/parkOrderAppeals/msp', { uniqueId: 'U20006', parkId: 'P1005', reason: '计费时长不对' });
  backend.clock.advance(60 * MIN);
  // The lot's staff answer (the mock has no control call for it): upheld, at 15:00.
  Object.assign(backend.db.appeals.find((a) => a.appealId === parking.appealId)!, { state: 2, reply: '经核实出场时间识别有误，已退还2.00元至原支付账户', repliedAt: backend.clock.now() });
  // One jump from 15:00 to 17:30: the appeals handled at 16:00 are told of as of 16:00.
  backend.clock.advance(150 * MIN);
  expect(await kindsAt(charging.appealNo)).toEqual(['webpush:serviceAnswered@16:00']);
  expect((await about(charging.appealNo))[0]).toMatchObject({
    title: '充电账单申诉已处理', url: `/chargingAppealDetail?appealNo=${charging.appealNo}`,
    body: '王府井百货充电站 充电订单 C30012：退款 10.80元。经核实，充电桩计量存在偏差，已退还本次服务费，退款已退回账户余额',
  });
  expect(await kindsAt(idle.appealNo)).toEqual(['webpush:serviceAnswered@16:00']);
  expect((await about(idle.appealNo))[0]!.body).toMatch(/^国家大剧院星星充电站 占位费 OC40001：退还 5\.00元。经核实，车辆已在免费时间内驶离/);
  expect(await kindsAt(`appealId=${parking.appealId}`)).toEqual(['webpush:serviceAnswered@15:00']);
  expect((await about(`appealId=${parking.appealId}`))[0]).toMatchObject({
    title: '停车账单申诉成功', url: `/billComplainDetail?appealId=${parking.appealId}&uniqueId=U20006&parkId=P1005`,
    body: '西单大悦城停车场 粤B12345 的账单申诉：经核实出场时间识别有误，已退还2.00元至原支付账户',
  });
  backend.clock.advance(24 * 60 * MIN);
  expect((await outboxOf(DRIVER_A)).filter((o) => o.kind === 'serviceAnswered')).toHaveLength(3);
});

test('an answer in quiet hours waits for 07:00; one switched off stays in the message centre only', async () => {
  advanceToBeijing('21:00');
  await subscribePush(DRIVER_A);
  const charging = await call<{ appealNo: string }>('POST', '/api/cps/v2/api/chargingAppeals', { orderNo: 'C30012', reason: '其他', description: '账单时间不对' });
  await changeSettings(DRIVER_A, { kinds: { withdrawalResult: false } });
  const no = await withdraw(1000);
  advanceToBeijing('07:01');
  expect((await about(charging.appealNo)).map((o) => o.sentTime.slice(11))).toEqual(['07:00:00']);
  expect((await about(charging.appealNo))[0]!.body).toBe('王府井百货充电站 充电订单 C30012：无退款。经核实，该订单计费无误。如仍有疑问，请联系客服');
  expect(await about(no)).toEqual([]);
  expect((await remindersOf(DRIVER_A)).filter((r) => r.url.includes(no)).map((r) => r.kind)).toEqual(['withdrawalResult']);
});
