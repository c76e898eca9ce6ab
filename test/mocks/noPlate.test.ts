import { backend } from '../support/mockServer';

/** The plate-less stays' server side (mocks/services/charge/noPlate.ts): input checks, whose stay, its life. */

const BASE = 'http://localhost/api/charge/v2/api/noPlate';
const TICKET = 'b'.repeat(32);
const HOUR = 3_600_000;

async function call(method: 'GET' | 'POST', path: string, input: Record<string, unknown>) {
  const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const res = await fetch(`${BASE}${path}${query}`, {
    method,
    headers: { 'Content-Type': 'application/json', ClientType: '2' },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
  });
  return (await res.json()) as { code: string; msg: string; data: Record<string, unknown> | null };
}

const enter = (input: Record<string, unknown>) => call('POST', '/entries', { parkId: 'P1001', laneCode: 'N1', ...input });
const exitLane = (input: Record<string, unknown>) => call('GET', '/exitLane', { parkId: 'P1001', laneCode: 'E2', ...input });

test('input is checked as every handler checks it, with a message in Chinese', async () => {
  expect(await enter({})).toMatchObject({ code: '400', msg: '缺少入场凭证，请重新扫码' });
  expect(await enter({ ticket: 'short' })).toMatchObject({ code: '400', msg: '入场凭证格式不正确' });
  expect(await enter({ ticket: TICKET, openid: 'oWx_1' })).toMatchObject({ code: '400', msg: '入场凭证只能提供一种' });
  expect(await call('POST', '/entries', { laneCode: 'N1', ticket: TICKET })).toMatchObject({ code: '400', msg: '停车场编号不能为空' });
  expect(await call('POST', '/entries', { parkId: 'P1001', laneCode: 'E1', ticket: TICKET })).toMatchObject({ code: '404', msg: '未找到该车道，请重新扫码' });
  expect(await exitLane({ laneCode: 'N1' })).toMatchObject({ code: '404', msg: '未找到该车道，请重新扫码' });
  expect(backend.db.noPlateStays).toEqual([]);
});

test('a lot that takes neither WeChat nor Alipay records no plate-less entry', async () => {
  backend.db.entryLanes.push({ parkId: 'P1008', laneCode: 'N1', laneName: '入口', barrierWorks: true });
  backend.db.lotFeeRules.push({ parkId: 'P1008', rule: { freeMinutes: 15, unitMinutes: 60, unitCents: 500, dailyCapCents: 5000 } });
  expect(await call('POST', '/entries', { parkId: 'P1008', laneCode: 'N1', ticket: TICKET })).toMatchObject({ code: '0xd06510048' });
  expect(backend.db.noPlateStays).toEqual([]);
});

test('the stay is the phone\'s: another phone reads none, the fee runs on the server\'s clock, a paid stay answers 15 minutes and is history after', async () => {
  const { data: stay } = await enter({ ticket: TICKET });
  expect(stay).toMatchObject({ parkName: '王府井百货地下停车场', entryLaneName: '入口1号车道', parkFee: 0, state: 'parking', exitBarrier: null });
  expect((await exitLane({ ticket: 'c'.repeat(32) })).data?.stay).toBeNull();
  backend.clock.advance(3 * HOUR + 60_000);
  expect((await exitLane({ ticket: TICKET })).data?.stay).toMatchObject({ stayId: stay?.stayId, parkFee: 4000, parkDuration: 3 * 3600 + 60 });

  // A car of a plate at the lane's camera: this phone is not at that barrier.
  const pay = { stayId: stay?.stayId, parkId: 'P1001', payChannel: 2, returnUrl: '/BarrierRslt', ticket: TICKET };
  expect(await call('POST', '/orders', { ...pay, laneCode: 'E1' })).toMatchObject({ code: '400', msg: '该车道有其他车辆正在出场，请确认您所在的车道后重新扫码' });
  const order = await call('POST', '/orders', { ...pay, laneCode: 'E2', expectedCents: 4000 });
  expect(order.data).toMatchObject({ state: 'pending', amountCents: 4000, plateNo: '无牌车', barrier: { laneCode: 'E2', opened: null } });
  // Not free any more, and being paid: no free exit.
  expect(await call('POST', '/freeExits', { stayId: stay?.stayId, parkId: 'P1001', laneCode: 'E2', ticket: TICKET })).toMatchObject({ code: '0xd06510043' });

  await fetch(`http://localhost/__mock/payments/${String(order.data?.payOrderId)}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'paid' }) });
  expect((await exitLane({ ticket: TICKET })).data?.stay).toMatchObject({ state: 'paid', paidFee: 4000, parkFee: 0, exitBarrier: { laneCode: 'E2', opened: true } });
  backend.clock.advance(16 * 60_000);
  expect((await exitLane({ ticket: TICKET })).data?.stay).toBeNull();

  // Back another time: a new stay, not the old one.
  const { data: next } = await enter({ ticket: TICKET });
  expect(next?.stayId).not.toBe(stay?.stayId);
  expect(backend.db.noPlateStays).toHaveLength(2);
});
