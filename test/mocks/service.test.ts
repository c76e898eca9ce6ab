import { basicServiceApi } from '@/api/basic/service';
import type { SubmitServiceRequestBody } from '@/api/basic/service.types';
import { setupStore } from '@/app/store';
import { SERVICE_ACCEPT_AFTER_MS, SERVICE_AUTO_CLOSE_MS, SERVICE_CODES } from '@mocks/services/basic/service';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { controlReply } from '../features/customerService/serviceKit';

function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}
type Store = ReturnType<typeof store>;
const ep = basicServiceApi.endpoints;
const fresh = { forceRefetch: true } as const;

const submit = (s: Store, body: Partial<SubmitServiceRequestBody>) =>
  s.dispatch(ep.submitServiceRequest.initiate({
    requestId: `r-${Math.random()}`, kind: 'general', category: '功能建议', description: '希望支持夜间模式', pictures: [], contactPhone: '13800138000', ...body,
  })).unwrap();
const detail = (s: Store, requestNo: string) => s.dispatch(ep.serviceRequest.initiate({ requestNo }, fresh)).unwrap();
const bills = (s: Store, kind: 'parkingBill' | 'chargingBill' | 'booking') => s.dispatch(ep.serviceBills.initiate({ kind }, fresh)).unwrap();

async function firstPage(s: Store) {
  const sub = s.dispatch(ep.serviceRequests.initiate(undefined, fresh));
  try {
    return (await sub.unwrap()).pages[0];
  } finally {
    sub.unsubscribe();
  }
}


test('FAQs and the hotline need no login; a keyword keeps only the matching questions', async () => {
  const s = store();
  const info = await s.dispatch(ep.serviceInfo.initiate()).unwrap();
  expect(info).toEqual({ hotline: '400-800-6066', hours: '每天 08:00-22:00', responseHours: 24 });
  const all = await s.dispatch(ep.faqs.initiate({})).unwrap();
  expect(all.topics.map((t) => t.title)).toEqual(['停车缴费', '充电', '预约与车位共享', '账号与发票']);
  const found = await s.dispatch(ep.faqs.initiate({ keyword: '占位费' })).unwrap();
  expect(found.topics).toHaveLength(1);
  expect(found.topics[0]?.faqs.map((f) => f.faqId)).toEqual(['F201']);
  expect((await s.dispatch(ep.faqs.initiate({ keyword: '不存在的问题' })).unwrap()).topics).toEqual([]);
});

test('requests need a login', async () => {
  await expect(submit(store(), {})).rejects.toMatchObject({ code: '401' });
});

test('the rules: category of the kind, description 5-300 without emoji, at most 3 pictures, a mobile phone, a bill of the driver', async () => {
  signInAs('A');
  const s = store();
  await expect(submit(s, { category: '金额有误' })).rejects.toMatchObject({ code: '400' });
  await expect(submit(s, { description: '太短' })).rejects.toMatchObject({ msg: '问题描述至少5个字' });
  await expect(submit(s, { description: '很'.repeat(301) })).rejects.toMatchObject({ msg: '问题描述不能超过300个字' });
  await expect(submit(s, { description: '页面打不开了😡😡' })).rejects.toMatchObject({ msg: '问题描述不能包含表情符号' });
  await expect(submit(s, { pictures: ['a', 'b', 'c', 'd'] })).rejects.toMatchObject({ msg: '最多上传3张图片' });
  await expect(submit(s, { contactPhone: '12345' })).rejects.toMatchObject({ msg: '联系电话格式不正确' });
  await expect(submit(s, { kind: 'parkingBill', category: '金额有误' })).rejects.toMatchObject({ msg: '账单不能为空' });
  await expect(submit(s, { kind: 'parkingBill', category: '金额有误', billId: 'NOPE' })).rejects.toMatchObject({ code: SERVICE_CODES.billNotFound });
  expect(backend.db.serviceRequests.filter((r) => r.driverId !== 'D10001' || r.requestNo !== 'SR000001')).toEqual([]);
});

test('the bills a problem may be about are the driver\'s own, of each kind', async () => {
  signInAs('A');
  const s = store();
  const parking = await bills(s, 'parkingBill');
  expect(parking.results.length).toBeGreaterThan(0);
  expect(parking.results[0]).toMatchObject({ kind: 'parkingBill', title: expect.any(String), time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  expect((await bills(s, 'chargingBill')).results.map((b) => b.billId)).toContain('C30011');
  expect((await bills(s, 'booking')).results.map((b) => b.billId)).toContain('BO090003');
  // B's only booking lapsed unused: a problem may be about it; A's are not B's to choose.
  signInAs('B');
  expect((await bills(store(), 'booking')).results.map((b) => b.billId)).toEqual(['BO090004']);
});

test('one request per requestId; 已提交, 处理中 after 10 minutes, 已回复 by the control call, the driver follows up, closes', async () => {
  signInAs('A');
  const s = store();
  const bill = (await bills(s, 'parkingBill')).results[0];
  const body = { requestId: 'same-1', kind: 'parkingBill' as const, category: '金额有误', description: '停了20分钟却收了一小时', billId: bill?.billId, pictures: ['http://localhost/__mock/pictures/PIC1.jpg'] };
  const made = await submit(s, body);
  expect(await submit(s, body)).toEqual(made);
  expect(backend.db.serviceRequests.filter((r) => r.requestId === 'same-1')).toHaveLength(1);

  let d = await detail(s, made.requestNo);
  expect(d).toMatchObject({ state: 1, stateText: '已提交', kindText: '停车账单问题', messages: [], canReply: true, bill: { billId: bill?.billId } });
  expect(d.pictures).toEqual(['http://localhost/__mock/pictures/PIC1.jpg']);
  expect(d.promiseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  backend.clock.advance(SERVICE_ACCEPT_AFTER_MS);
  expect((await detail(s, made.requestNo)).stateText).toBe('处理中');

  expect(await controlReply(made.requestNo, '已核实，多收的费用将原路退回。')).toMatchObject({ code: '200' });
  expect((await firstPage(s))?.results.find((r) => r.requestNo === made.requestNo)).toMatchObject({ state: 3, unread: true });
  d = await detail(s, made.requestNo);
  expect(d).toMatchObject({ state: 3, stateText: '已回复' });
  expect(d.messages.map((m) => [m.from, m.text])).toEqual([['service', '已核实，多收的费用将原路退回。']]);
  expect((await firstPage(s))?.results.find((r) => r.requestNo === made.requestNo)?.unread).toBe(false);

  await s.dispatch(ep.replyServiceRequest.initiate({ requestNo: made.requestNo, text: '好的，谢谢' })).unwrap();
  d = await detail(s, made.requestNo);
  expect(d).toMatchObject({ state: 2, stateText: '处理中' });
  expect(d.messages.map((m) => m.from)).toEqual(['service', 'driver']);

  await s.dispatch(ep.closeServiceRequest.initiate({ requestNo: made.requestNo })).unwrap();
  d = await detail(s, made.requestNo);
  expect(d).toMatchObject({ state: 4, stateText: '已关闭', canReply: false });
  await expect(s.dispatch(ep.replyServiceRequest.initiate({ requestNo: made.requestNo, text: '还有问题' })).unwrap()).rejects.toMatchObject({ code: SERVICE_CODES.closed });
  expect(await controlReply(made.requestNo, '再回复')).toMatchObject({ code: SERVICE_CODES.closed });
});

test('a reply left unanswered for a week closes the request; another driver\'s request is not there', async () => {
  signInAs('A');
  const s = store();
  const made = await submit(s, { kind: 'consultation', category: '误绑他人车牌', plateNo: '京A12345', description: '该车牌不是我的车' });
  await controlReply(made.requestNo, '已为您解除绑定');
  backend.clock.advance(SERVICE_AUTO_CLOSE_MS);
  expect(await detail(s, made.requestNo)).toMatchObject({ state: 4, plateNo: '京A12345' });
  signInAs('B');
  await expect(detail(store(), made.requestNo)).rejects.toMatchObject({ code: '404' });
  expect(await controlReply('SR0', 'x')).toMatchObject({ code: '404' });
});

test('the history: newest first, with the seeded replied request of A', async () => {
  signInAs('A');
  const s = store();
  const made = await submit(s, {});
  const p = await firstPage(s);
  expect(p?.results.map((r) => r.requestNo)).toEqual([made.requestNo, 'SR000001']);
  expect(p?.results[1]).toMatchObject({ stateText: '已回复', unread: false });
});
