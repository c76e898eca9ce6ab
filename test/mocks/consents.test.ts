import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { backend } from '../support/mockServer';

const DAY = 24 * 3600_000;

async function call<T>(method: string, url: string, driverId?: string, body?: unknown): Promise<{ code: string; msg: string; data: T }> {
  const headers: Record<string, string> = { ClientType: '2' };
  if (driverId) headers.Authorization = issueTokenPair(backend.db, driverId, backend.clock.now()).token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`http://localhost${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: T };
}

type Row = { kind: string; granted: boolean; changedAt: string | null; purpose: string };
const held = async (driverId: string) => (await call<Row[]>('GET', `/__mock/consents/${driverId}`)).data;
const kind = (rows: Row[], k: string) => rows.find((r) => r.kind === k);

test('every kind with its purpose; never chosen has no date; a change is stored per driver on the mock clock', async () => {
  const before = await held(DRIVER_A);
  expect(before.map((r) => r.kind)).toEqual(['location', 'trail', 'marketing', 'reminderWebpush', 'reminderWechat', 'reminderAlipay', 'reminderSms']);
  expect(before.every((r) => r.changedAt === null && r.purpose.length > 0)).toBe(true);

  backend.clock.advance(3 * DAY);
  const put = await call<Row>('PUT', '/api/driver/v2/api/consents/marketing', DRIVER_A, { granted: true });
  expect(put.code).toBe('200');
  expect(put.data).toMatchObject({ kind: 'marketing', granted: true });
  const after = await held(DRIVER_A);
  expect(kind(after, 'marketing')?.changedAt?.slice(0, 10)).toBe(new Date(backend.clock.now() + 8 * 3600_000).toISOString().slice(0, 10));
  // Another driver's choices are untouched.
  expect(kind(await held(DRIVER_B), 'marketing')).toMatchObject({ granted: false, changedAt: null });
});

test('bad input is refused plainly; a visitor has no server-side consents', async () => {
  expect((await call('PUT', '/api/driver/v2/api/consents/camera', DRIVER_A, { granted: true })).msg).toBe('未知的授权类型：camera');
  expect((await call('PUT', '/api/driver/v2/api/consents/location', DRIVER_A, { granted: 'yes' })).msg).toBe('granted 须为 true 或 false');
  expect((await call('GET', '/api/driver/v2/api/consents')).code).toBe('401');
});

test('a reminder channel\'s consent is the reminder settings\' switch', async () => {
  await call('PUT', '/api/driver/v2/api/consents/reminderSms', DRIVER_A, { granted: true });
  const settings = await call<{ channels: Record<string, boolean> }>('GET', '/api/basic/v2/api/reminderSettings', DRIVER_A);
  expect(settings.data.channels.sms).toBe(true);
  await call('PUT', '/api/basic/v2/api/reminderSettings', DRIVER_A, { channels: { sms: false } });
  expect(kind(await held(DRIVER_A), 'reminderSms')?.granted).toBe(false);
});

test('trail withdrawn: settled records older than 90 days go; unpaid, appealed and recent ones stay', async () => {
  const charging = () => backend.db.chargingOrders.filter((o) => o.driverId === DRIVER_A).map((o) => o.orderNo).sort();
  const seeded = charging();
  expect(seeded).toEqual(expect.arrayContaining(['C30011', 'C30012', 'C30013', 'C30014']));
  backend.clock.advance(100 * DAY);
  await call('PUT', '/api/driver/v2/api/consents/trail', DRIVER_A, { granted: false });
  const kept = charging();
  // C30012 and C30013 were paid 106 and 133 days ago: gone. C30014 has an appeal, C30011 is unpaid.
  expect(kept).not.toContain('C30012');
  expect(kept).not.toContain('C30013');
  expect(kept).toEqual(expect.arrayContaining(['C30011', 'C30014']));
  // A's paid parking bills of more than 90 days ago are gone too; nothing unpaid went.
  const cutoff = backend.clock.now() - 90 * DAY;
  const appealed = new Set(backend.db.appeals.map((x) => x.uniqueId));
  const oldPaid = backend.db.parkOrders.filter((o) => ['京A12345', '粤B12345', '京AD12345'].includes(o.plateNo) && o.state === 'paid' && (o.paidAt ?? Infinity) < cutoff);
  expect(oldPaid.filter((o) => !appealed.has(o.uniqueId))).toEqual([]);
  expect(backend.db.parkOrders.some((o) => o.plateNo === '京A12345' && o.state !== 'paid')).toBe(true);
});
