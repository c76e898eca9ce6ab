import { DRIVER_A } from '@mocks/db/ids';
import { passCodeOf } from '@mocks/db/periodPasses';
import { issueTokenPair } from '@mocks/db/tokens';
import { wireTime } from '@mocks/core/wireTime';
import { addMonths, dayStart } from '@mocks/services/special/time';
import { backend } from '../../support/mockServer';
import { advanceToBeijing, outbox as outboxOf, reminders as remindersOf, subscribePush } from './support';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

async function post<T>(url: string, body: unknown, driverId?: string): Promise<T> {
  const headers: Record<string, string> = { ClientType: '2', 'Content-Type': 'application/json' };
  if (driverId) headers.Authorization = issueTokenPair(backend.db, driverId, backend.clock.now()).token;
  const res = await fetch(`http://localhost${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string; data: T };
  if (json.code !== '200') throw new Error(`${json.code} ${json.msg}`);
  return json.data;
}

const at = (rows: { sentTime: string }[]) => rows.map((r) => r.sentTime.slice(11));

describe('passExpiring', () => {
  /** Only this pass's (the seed's BG9001 ends within days too). */
  const ours = <T extends { url: string }>(rows: T[]) => rows.filter((r) => r.url === '/mounthlyRenew?bagId=BG9901');
  const outbox = async () => ours(await outboxOf(DRIVER_A));

  /** A's 王府井 全天月卡 for 京A12345 whose last day is 7 days after today (Beijing): it ends at the midnight after. */
  function addPass() {
    const today = dayStart(backend.clock.now());
    const endTime = today + 8 * DAY;
    backend.db.bagPasses.push({
      bagId: 'BG9901', driverId: DRIVER_A, plateNo: '京A12345', plates: ['京A12345'], parkId: 'P1001', ruleId: 'R5001', startTime: today - 20 * DAY, endTime,
      applicationId: null, passCode: passCodeOf('BG9901'), cancelledAt: null, plateChange: null,
    });
    return endTime;
  }

  test('7, 3 and 1 days before the end, each once at 10:00 Beijing, naming plate, lot, end date and price', async () => {
    advanceToBeijing('14:00');
    const end = addPass();
    await subscribePush(DRIVER_A);
    advanceToBeijing('10:30');
    const first = await outbox();
    expect(first.map((o) => `${o.channel}:${o.kind}`)).toEqual(['webpush:passExpiring']);
    expect(at(first)).toEqual(['10:00:00']);
    expect(first[0]!.title).toBe('月卡还剩 7 天到期');
    expect(first[0]!.body).toBe(`京A·12345 的王府井百货地下停车场全天月卡有效期至 ${wireTime(end - 1, 'M月D日')}，还剩 7 天。点击一键续费，600.00元/月`);
    expect(JSON.parse(first[0]!.payload!)).toMatchObject({ url: '/mounthlyRenew?bagId=BG9901' });
    // A jump past the end: the 3- and 1-day reminders still go, as of their own days.
    backend.clock.advance(7 * DAY);
    const all = await outbox();
    expect(all.map((o) => o.title)).toEqual(['月卡还剩 7 天到期', '月卡还剩 3 天到期', '月卡还剩 1 天到期']);
    expect(all.map((o) => o.sentTime.slice(0, 10))).toEqual([1, 5, 7].map((d) => wireTime(dayStart(end - 8 * DAY) + d * DAY, 'YYYY-MM-DD')));
    expect(at(all)).toEqual(['10:00:00', '10:00:00', '10:00:00']);
    backend.clock.advance(3 * DAY);
    expect(await outbox()).toHaveLength(3);
    // The message centre has them too (read from the table: the seed's parked car fills the first pages over 10 days).
    expect(ours(backend.db.reminders).map((r) => r.kind)).toEqual(['passExpiring', 'passExpiring', 'passExpiring']);
  });

  test('renewed by WeChat after the 7-day reminder: nothing more for the old end, the new end warns in its time', async () => {
    advanceToBeijing('14:00');
    const end = addPass();
    await subscribePush(DRIVER_A);
    advanceToBeijing('10:30');
    expect(await outbox()).toHaveLength(1);
    const order = await post<{ payOrderId: string }>('/api/special/v2/api/bagPasses/BG9901/renew', { ruleId: 'R5001', periods: 1, payChannel: 3, requestId: 'renew-BG9901-1' }, DRIVER_A);
    await post(`/__mock/payments/${order.payOrderId}`, { state: 'paid' });
    // The special service books the renewal when it next reads; the reminders do not wait for that.
    const pass = backend.db.bagPasses.find((p) => p.bagId === 'BG9901')!;
    expect(pass.endTime).toBe(end);
    backend.clock.advance(7 * DAY);
    expect((await outbox()).map((o) => o.title)).toEqual(['月卡还剩 7 天到期']);
    const newEnd = addMonths(end, 1);
    backend.clock.advance(newEnd - 7 * DAY + 10 * HOUR + 30 * MIN - backend.clock.now());
    const rows = await outbox();
    expect(rows.map((o) => o.title)).toEqual(['月卡还剩 7 天到期', '月卡还剩 7 天到期']);
    expect(rows[1]!.body).toContain(`有效期至 ${wireTime(newEnd - 1, 'M月D日')}，还剩 7 天`);
  });
});

describe('offPeakWindowEnds', () => {
  const URL = '/wrongTimePackageDetail?packageNo=WP090001';
  const outbox = async () => (await outboxOf(DRIVER_A)).filter((r) => r.url === URL);

  /**
   * A's seed package at 前门 (WP090001, 京A12345, valid for weeks), the lot's window made 09:00-16:00 every day so the
   * test does not hang on the weekday; the car enters at 14:00. Grace 15 minutes: the penalty runs from 16:15.
   */
  async function enter() {
    backend.db.diffTimeLots.find((l) => l.parkId === 'P1004')!.windows = [{ days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '16:00' }];
    await post('/__mock/diffTime/visits', { parkId: 'P1004', plateNo: '京A12345', event: 'enter' });
    expect(backend.db.diffTimeVisits.filter((v) => v.leftAt === null)).toHaveLength(1);
  }

  test('the car still in the lot 15 minutes before the window ends: warned once, with the penalty and its start', async () => {
    advanceToBeijing('14:00');
    await enter();
    await subscribePush(DRIVER_A);
    backend.clock.advance(2 * HOUR);
    const rows = await outbox();
    expect(rows.map((o) => `${o.channel}:${o.kind}`)).toEqual(['webpush:offPeakWindowEnds']);
    expect(at(rows)).toEqual(['15:45:00']);
    expect(rows[0]!.title).toBe('错时停车时段即将结束');
    expect(rows[0]!.body).toBe('京A·12345 仍在前门大街公共停车场，错时时段 16:00 结束，请尽快驶离；违规计费自 16:15 起（每60分钟5.00元，单次封顶50.00元）');
    backend.clock.advance(2 * HOUR);
    expect(await outbox()).toHaveLength(1);
    expect((await remindersOf(DRIVER_A)).filter((r) => r.url === URL).map((r) => r.kind)).toEqual(['offPeakWindowEnds']);
  });

  test('the car leaving before: nothing', async () => {
    advanceToBeijing('14:00');
    await enter();
    await subscribePush(DRIVER_A);
    backend.clock.advance(90 * MIN);
    await post('/__mock/diffTime/visits', { parkId: 'P1004', plateNo: '京A12345', event: 'leave' });
    backend.clock.advance(3 * HOUR);
    expect(await outbox()).toEqual([]);
  });
});
