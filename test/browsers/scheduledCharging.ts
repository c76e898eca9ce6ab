import { signIn, type Journey } from './journey';
import type { Query } from './screen';

/**
 * Scheduled and target charging in WebKit (docs/rules/charging.md, "Scheduled and target charging"): a valley start
 * that waits and begins at the band, a stop at 80 % that stops there; the screen compared with the server's session.
 */

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const BEIJING = 8 * 60 * MIN;

interface Session {
  orderNo: string;
  state: string;
  soc: number | null;
  stopReason: string | null;
  scheduledStartTime: string | null;
  chargingStartTime: string | null;
  stopCondition: { type: string; soc?: number };
}

/** Beijing's hh:mm of a wire time ('2026-11-26 23:00:00', already Beijing's). */
const hhmm = (wire: string | null) => wire?.slice(11, 16) ?? null;

const scheduled: Journey = {
  name: 'scheduled charging: A starts 1号直流桩 at the next valley band and stops at 80 %; it waits, begins at 23:00 by itself and stops at 80 %, as the server holds',
  timeoutMs: 180_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    // Hours pass on the mock's clock: the token of the sign-in expires, so each read of the server signs in afresh.
    const token = async () => (await server.login()).token;
    const untilBeijing = async (hour: number) => {
      const { now } = await server.get<{ now: number }>('', '/__mock/clock');
      const since = (((now + BEIJING) % DAY) + DAY) % DAY;
      return (hour * 60 * MIN - since + DAY) % DAY || DAY;
    };

    await journal.step('the pile made free: the seed\'s session stopped, the car moved, the unpaid charge paid from the balance', async () => {
      await server.call(t.token, '/api/cps/v2/api/chargingOrders/C30001/stop');
      await server.advance(6_000);
      await server.call('', '/__mock/charging/C30001/leave');
      await screen.goto('/chargingPage?pileCode=200101');
      await screen.tap({ role: 'link', name: '去支付' });
      await screen.tap({ role: 'radio', name: /余额支付/ });
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.tap({ role: 'button', name: /^确认支付/ });
      await screen.see({ text: '支付成功' }, 20_000);
    });

    const orderNo = await journal.step('at noon: 下一个谷电时段 (23:00) and 按电量百分比 80; 预约充电 waits with its time, as the server\'s session', async () => {
      await server.advance(await untilBeijing(12));
      await screen.goto('/chargingPage?pileCode=200101');
      await screen.see({ role: 'heading', name: '王府井百货充电站 · 1号直流桩' });
      await screen.tap({ role: 'radio', name: /^A枪（空闲）/ });
      const when: Query = { role: 'group', name: '何时开始' };
      await screen.textOf(when, /谷电 23:00 开始/);
      await screen.tap({ role: 'radio', name: /^下一个谷电时段/, within: when });
      await screen.tap({ role: 'radio', name: '按电量百分比', within: { role: 'group', name: '何时停止' } });
      const soc = await screen.see({ role: 'textbox', name: '充到（%）' });
      if (soc.value !== '80') throw new Error(`充到 shows ${soc.value}`);
      await screen.tap({ role: 'button', name: '预约充电' });
      await screen.see({ text: /将于 23:00 开始充电/ }, 20_000);
      await screen.see({ role: 'button', name: '取消预约' });
      const { results } = await server.get<{ results: { orderNo: string; orderState: number }[] }>(await token(), '/api/cps/v2/api/chargingOrders/msp?requestType=1&pageNo=1&pageSize=20');
      const open = results.find((o) => o.orderState === 1 && o.orderNo !== 'C30001');
      if (!open) throw new Error('the server has no open order but the seed\'s');
      const s = await server.get<Session>(await token(), `/api/cps/v2/api/chargingOrders/${open.orderNo}`);
      if (s.state !== 'scheduled' || hhmm(s.scheduledStartTime) !== '23:00' || s.stopCondition.type !== 'soc' || s.stopCondition.soc !== 80) {
        throw new Error(`the page says it waits for 23:00 to 80 %, the server's session is ${JSON.stringify(s)}`);
      }
      return open.orderNo;
    });

    await journal.step('23:00 comes: it begins by itself — 充电中 on the page and on the server, started at the band', async () => {
      await server.advance((await untilBeijing(23)) + MIN);
      await screen.see({ text: '充电中' }, 30_000);
      const s = await server.get<Session>(await token(), `/api/cps/v2/api/chargingOrders/${orderNo}`);
      if (s.state !== 'charging' || hhmm(s.chargingStartTime) !== '23:00') throw new Error(`the server's session is ${s.state}, energy from ${s.chargingStartTime}`);
    });

    await journal.step('an hour on: it stopped at 80 % — 已充到80% on the page, soc 80 and the driver\'s condition on the server', async () => {
      await server.advance(60 * MIN);
      await screen.see({ role: 'heading', name: '充电已结束' }, 30_000);
      await screen.see({ text: /已充到80%/ });
      const s = await server.get<Session>(await token(), `/api/cps/v2/api/chargingOrders/${orderNo}`);
      if (s.state !== 'finished' || s.soc !== 80 || s.stopReason !== 'condition') throw new Error(`the server's session is ${JSON.stringify({ state: s.state, soc: s.soc, stopReason: s.stopReason })}`);
    });
  },
};

export const SCHEDULED_JOURNEYS: Journey[] = [scheduled];
