import { noticeChecksApi } from '@/api/charge/noticeChecks';
import type { NoticeCheckBody } from '@/api/charge/noticeChecks.types';
import { setupStore } from '@/app/store';
import { parseNotice } from '@/features/noticeCheck/parseNotice';
import type { FakeNotice } from '@mocks/services/noticeChecks/notices';
import { fakeNavigator, fakePlatform, fakeUi } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';

const store = () => setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
const check = (body: NoticeCheckBody) => store().dispatch(noticeChecksApi.endpoints.checkNotice.initiate(body)).unwrap();

async function control(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, { method, headers: { 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

test('a real notice by its number: genuine, the operator as payee, every bill owed for the plate, a visitor may ask', async () => {
  const r = await check({ plateNo: '京B88888', noticeNo: 'TZ2026000111', amountCents: 2400, links: [] });
  expect(r.verdict).toBe('genuine');
  expect(r.payee).toBeTruthy();
  expect(r.bills.map((b) => [b.uniqueId, b.owedCents, b.noticeNo])).toEqual([
    ['U20013', 500, 'TZ2026000113'], ['U20012', 1000, 'TZ2026000112'], ['U20011', 2400, 'TZ2026000111'],
  ]);
  expect(r.owedCents).toBe(3900);
  expect(r.amountDiffers).toBe(false);
  expect(r.links).toEqual([]);
});

test('a real number with another amount: genuine, and the amount differs; another plate\'s number: no match', async () => {
  signInAs('A');
  const r = await check({ plateNo: '京AD12345', noticeNo: 'tz2026000103', amountCents: 8600, links: [] });
  expect(r).toMatchObject({ verdict: 'genuine', amountDiffers: true, owedCents: 1200 });
  expect((await check({ plateNo: '京A12345', noticeNo: 'TZ2026000103', links: [] })).verdict).toBe('noMatch');
});

test('without a number the amount must be one owed bill or the whole debt; a plate alone matches nothing', async () => {
  expect((await check({ plateNo: '京B88888', amountCents: 1000, links: [] })).verdict).toBe('genuine');
  expect((await check({ plateNo: '京B88888', amountCents: 3900, links: [] })).verdict).toBe('genuine');
  expect((await check({ plateNo: '京B88888', amountCents: 3000, links: [] })).verdict).toBe('noMatch');
  const alone = await check({ plateNo: '京B88888', links: [] });
  expect(alone).toMatchObject({ verdict: 'noMatch', bills: [], owedCents: 0, payee: null });
});

test('links: only the official hosts exactly are ours; a genuine bill may carry a foreign link', async () => {
  const r = await check({
    plateNo: '京B88888', noticeNo: 'TZ2026000112',
    links: ['https://pay.example.com/payPage?uniqueId=U20012', 'http://localhost/checkNotice', 'pay.example.com.evil.net/x', 'https://pay.example.com@evil.net/p'],
  });
  expect(r.verdict).toBe('genuine');
  expect(r.officialHosts).toEqual(expect.arrayContaining(['localhost', 'pay.example.com', 'driver.example.com']));
  expect(r.links.map((l) => [l.host, l.official])).toEqual([
    ['pay.example.com', true], ['localhost', true], ['pay.example.com.evil.net', false], ['evil.net', false],
  ]);
});

test('a paid bill\'s notice no longer matches; a notice added by the control call does', async () => {
  const bill = backend.db.parkOrders.find((o) => o.uniqueId === 'U20011')!;
  bill.state = 'paid';
  bill.paidCents = bill.totalCents ?? 0;
  expect((await check({ plateNo: '京B88888', noticeNo: 'TZ2026000111', links: [] })).verdict).toBe('noMatch');
  const added = await control('POST', '/__mock/notices', { uniqueId: 'U20012', noticeNo: 'TZ2026123456', channel: 'paper' });
  expect(added).toMatchObject({ code: '200', data: { noticeNo: 'TZ2026123456', plateNo: '京B88888', uniqueId: 'U20012' } });
  expect((await check({ plateNo: '京B88888', noticeNo: 'TZ2026123456', links: [] })).verdict).toBe('genuine');
  expect((await control('POST', '/__mock/notices', { uniqueId: 'U20011' })).code).not.toBe('200');
  expect((await control('POST', '/__mock/notices', { uniqueId: 'U99999' })).code).not.toBe('200');
});

test('every fake of the corpus, read as the app reads it, is no match with a foreign link naming its host', async () => {
  const fakes = (await control('GET', '/__mock/notices/fakes')).data as { results: FakeNotice[] };
  expect(fakes.results.length).toBeGreaterThanOrEqual(12);
  for (const fake of fakes.results) {
    const read = parseNotice(fake.text);
    expect(read.plateNo).toBeDefined();
    const r = await check({
      plateNo: read.plateNo!, links: read.links,
      ...(read.noticeNo ? { noticeNo: read.noticeNo } : {}), ...(read.amountCents !== undefined ? { amountCents: read.amountCents } : {}), ...(read.place ? { place: read.place } : {}),
    });
    expect([fake.id, r.verdict]).toEqual([fake.id, 'noMatch']);
    expect([fake.id, r.links.filter((l) => !l.official).map((l) => l.host)]).toEqual([fake.id, fake.hosts]);
  }
});

test('bad input is refused in words', async () => {
  await expect(check({ plateNo: 'ABC', links: [] })).rejects.toMatchObject({ msg: '车牌号格式不正确' });
  await expect(check({ plateNo: '京B88888', links: Array.from({ length: 21 }, (_, i) => `a${i}.cc`) })).rejects.toMatchObject({ msg: '链接过多或过长' });
});
