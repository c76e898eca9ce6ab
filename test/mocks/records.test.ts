import { chargeRecordsApi } from '@/api/charge/records';
import { setupStore } from '@/app/store';
import { fakeJpegBase64, fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { chargeBillsApi } from '@/api/charge/bills';
import { basicPagesApi } from '@/api/basic/pages';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

async function call(path: string, init: { method?: string; query?: Record<string, string>; body?: unknown; token?: string } = {}) {
  const url = new URL(`http://localhost/api${path}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ClientType: '2', ...(init.token ? { Authorization: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

describe('GET /charge/v2/api/parkOrders/msp/records', () => {
  test("the driver's finished bills, newest first, filtered by own plate and entry dates", async () => {
    const { token } = signInAs('A');
    const all = await call('/charge/v2/api/parkOrders/msp/records', { token, query: { pageNo: '1', pageSize: '10' } });
    const ids = (all.data as { results: { uniqueId: string }[] }).results.map((r) => r.uniqueId);
    // U20007 was paid at the exit by a visitor: still a bill of A's plate, listed with the rest.
    expect(ids).toEqual(['U20003', 'U20004', 'U20005', 'U20006', 'U20007']);
    const plate = await call('/charge/v2/api/parkOrders/msp/records', { token, query: { plateNo: '粤B12345' } });
    expect((plate.data as { results: { uniqueId: string }[] }).results.map((r) => r.uniqueId)).toEqual(['U20006']);
    // Beijing dates; the range holds U20004 (5 days 3 h ago) and U20005 (12 days 5 h ago) at any hour of the day,
    // and never U20003 (3 days 2 h ago), which falls on day(4) just after midnight.
    const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
    const range = await call('/charge/v2/api/parkOrders/msp/records', { token, query: { startDate: day(13), endDate: day(5) } });
    expect((range.data as { results: { uniqueId: string }[] }).results.map((r) => r.uniqueId)).toEqual(['U20004', 'U20005']);
  });

  test('refuses another driver\'s plate, bad dates, a reversed range and visitors', async () => {
    const { token } = signInAs('A');
    expect(await call('/charge/v2/api/parkOrders/msp/records', { token, query: { plateNo: '京B88888' } })).toMatchObject({ code: '400', msg: '只能查询本人绑定车辆的停车记录' });
    expect(await call('/charge/v2/api/parkOrders/msp/records', { token, query: { startDate: '2024-02-30' } })).toMatchObject({ code: '400', msg: '开始日期格式不正确' });
    expect(await call('/charge/v2/api/parkOrders/msp/records', { token, query: { startDate: '2024-03-02', endDate: '2024-03-01' } })).toMatchObject({ msg: '开始日期不能晚于结束日期' });
    expect((await call('/charge/v2/api/parkOrders/msp/records')).code).toBe('401');
  });
});

describe('POST /charge/v2/api/parkOrderAppeals/msp', () => {
  test('a complaint with an uploaded picture appears in the parkOrderAppeals list and its detail', async () => {
    signInAs('A');
    const s = store();
    const pic = await s.dispatch(basicPagesApi.endpoints.uploadPicture.initiate({ fileData: fakeJpegBase64, suffix: 'jpg' })).unwrap();
    const made = await s.dispatch(chargeRecordsApi.endpoints.submitAppeal.initiate({
      uniqueId: 'U20004', parkId: 'P1004', reason: '重复扣费', description: '同一笔停车扣了两次', pictures: [pic.picUrl],
    })).unwrap();
    expect(made.appealId).toMatch(/^AP1\d{5}$/);
    const list = await s.dispatch(chargeBillsApi.endpoints.parkOrderAppeals.initiate({ uniqueId: 'U20004', parkId: 'P1004' })).unwrap();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ appealId: made.appealId, appealTypeText: '重复扣费', appealState: 1, appealStateText: '处理中', plateNo: '京A12345' });
    const detail = await s.dispatch(chargeRecordsApi.endpoints.appealDetail.initiate({ appealId: made.appealId })).unwrap();
    expect(detail).toMatchObject({ description: '同一笔停车扣了两次', pictures: [pic.picUrl] });
    // One at a time per bill.
    const again = await call('/charge/v2/api/parkOrderAppeals/msp', { method: 'POST', token: signInAs('A').token, body: { uniqueId: 'U20004', parkId: 'P1004', reason: '其他', description: '再来一次' } });
    expect(again).toMatchObject({ code: '400', msg: '该账单已有处理中的申诉，请耐心等待处理结果' });
  });

  test('refuses bad input with clear messages', async () => {
    const { token } = signInAs('A');
    const post = (body: Record<string, unknown>) => call('/charge/v2/api/parkOrderAppeals/msp', { method: 'POST', token, body: { uniqueId: 'U20004', parkId: 'P1004', reason: '其他', description: '说明', ...body } });
    expect(await post({ reason: '看不顺眼' })).toMatchObject({ code: '400', msg: '申诉原因不正确' });
    expect(await post({ description: '' })).toMatchObject({ msg: '请描述具体问题' });
    expect(await post({ description: '多'.repeat(201) })).toMatchObject({ msg: '问题描述不能超过200个字' });
    expect(await post({ description: '收费不对🚗' })).toMatchObject({ msg: '问题描述不能包含表情符号' });
    expect(await post({ pictures: ['a', 'b', 'c', 'd'] })).toMatchObject({ msg: '最多上传3张图片' });
    expect(await post({ pictures: [1] })).toMatchObject({ msg: '图片格式不正确' });
    expect(await post({ uniqueId: 'U20011', parkId: 'P1006' })).toMatchObject({ code: '404', msg: '未找到该停车订单' }); // B's bill
    expect(await post({ parkId: 'P1001' })).toMatchObject({ code: '404' });
    expect(backend.db.appeals).toHaveLength(1);
    // Free text: times and punctuation are what drivers write.
    expect(await post({ description: '我14:05就离场了' })).toMatchObject({ code: '200' });
  });
});

describe('GET /charge/v2/api/payOrders/msp and /detail', () => {
  test("the driver's orders with their state; one with its bills and coupon; others' are not found", async () => {
    signInAs('A');
    const s = store();
    const list = await s.dispatch(chargeRecordsApi.endpoints.payOrderPages.initiate()).unwrap();
    expect(list.pages[0]!.results.map((o) => [o.payOrderId, o.stateText])).toEqual([['O900001', '已支付'], ['O900002', '已支付'], ['O900003', '已支付']]);
    const d = await s.dispatch(chargeRecordsApi.endpoints.payOrderDetail.initiate({ payOrderId: 'O900002' })).unwrap();
    expect(d).toMatchObject({ amountCents: 1500, discountCents: 500, couponName: '新人停车券 5元', payChannelName: '余额支付' });
    expect(d.bills).toEqual([expect.objectContaining({ uniqueId: 'U20005', parkId: 'P1001', feeCents: 2000, formatPlateNo: '京A·12345' })]);
    const { token } = signInAs('B');
    expect(await call('/charge/v2/api/payOrders/msp/detail', { token, query: { payOrderId: 'O900002' } })).toMatchObject({ code: '404' });
    expect(await call('/charge/v2/api/payOrders/msp', { token, query: { state: 'odd' } })).toMatchObject({ code: '400', msg: '订单状态不正确' });
  });
});
