import { signIn, type Journey } from './journey';
import type { Query } from './screen';

/**
 * Charging and parking that think ahead in WebKit (docs/rules/charging.md "Trusting a charger", parking.md "Finding
 * the car"): the screen checked against the server after each step, as ./journeys.ts does.
 */

/** 陈明 (the demo merchant's owner, also a driver): waits in line ahead of A at 崇文门. */
const OTHER_DRIVER = '13600136000';

interface PileTrust {
  pileName: string;
  starts30d: number;
  succeeded30d: number;
  lastThreeFailed: boolean;
}

interface StationSummary {
  stationId: string;
  allPilesFailing: boolean;
}

/** 北海公园公交场站充电站 in the seed: every pile's last three starts failed. */
const BEIHAI = 'S2006';

/** The texts of the list items inside the first element `q` finds. */
async function itemsOf(ctx: Parameters<Journey['run']>[0], q: Query): Promise<string[]> {
  const el = await ctx.screen.get(q);
  return ctx.screen.execute<string[]>('return [...arguments[0].querySelectorAll("li")].map((li) => li.innerText.replace(/\\s+/g, " ").trim());', el);
}

const chargerTrust: Journey = {
  name: 'charger trust: 王府井\'s pile that failed its last three starts says so, last, as the server counts; the list sorts by reliability and hides the station where nothing worked',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const card: Query = { role: 'region', name: '充电桩可靠性' };

    await journal.step('the station page: each pile\'s 30 days, the failing one last with 最近3次启动均失败, as the server holds', async () => {
      await screen.goto('/chargeStationDetail?stationId=S2001');
      await screen.tap({ role: 'tab', name: '可靠性' });
      await screen.see(card);
      // No position in this browser: the driver says when they will arrive.
      await screen.tap({ role: 'radio', name: '30分钟后', within: card });
      await screen.textOf(card, /预计到达时（约\d\d:\d\d）/);
      const { piles } = await server.get<{ piles: PileTrust[] }>(t.token, '/api/cps/v2/api/stations/S2001/trust?arriveInMinutes=30');
      const failing = piles.filter((p) => p.lastThreeFailed);
      if (failing.length !== 1) throw new Error(`the server has ${failing.length} piles failing their last three starts`);
      // The screen's text reads stop at 300 characters: the piles are read item by item.
      await screen.see({ role: 'region', name: '各充电桩近期表现' });
      const shown = await itemsOf(ctx, { role: 'region', name: '各充电桩近期表现' });
      if (shown.length !== piles.length) throw new Error(`the page lists ${shown.length} piles, the server ${piles.length}`);
      const last = shown.at(-1) ?? '';
      if (!last.includes(failing[0]!.pileName) || !last.includes('最近3次启动均失败')) throw new Error(`the last pile shown is "${last}"`);
      if (shown.filter((s) => s.includes('最近3次启动均失败')).length !== 1) throw new Error(`more than one pile says 最近3次启动均失败: ${shown.join(' | ')}`);
      const best = piles.filter((p) => !p.lastThreeFailed && p.starts30d >= 5).sort((x, y) => y.succeeded30d / y.starts30d - x.succeeded30d / x.starts30d)[0]!;
      if (!shown[0]?.includes(`（${best.succeeded30d}/${best.starts30d}次）`)) throw new Error(`the first pile shows "${shown[0]}", the server's best is ${best.pileName} ${best.succeeded30d}/${best.starts30d}`);
    });

    await journal.step('the station list: 按可靠性 and 只看近期可用 leave out the station the server says failed at every pile', async () => {
      await screen.goto('/map?isFromHome=2');
      const list: Query = { role: 'list', name: '充电站列表' };
      await screen.textOf(list, /北海公园公交场站充电站/);
      await screen.tap({ role: 'radio', name: '按可靠性' });
      await screen.tap({ role: 'checkbox', name: '只看近期可用' });
      await screen.see({ text: '来源：本平台近30天充电记录' });
      const asked = await server.calls('/cps/v2/api/stationTrust');
      const ids = String(asked.at(-1)?.query.stationIds ?? '');
      const summaries = await server.get<StationSummary[]>(t.token, `/api/cps/v2/api/stationTrust?stationIds=${encodeURIComponent(ids)}`);
      if (!summaries.some((s) => s.stationId === BEIHAI && s.allPilesFailing)) throw new Error(`the server does not say every pile of 北海公园 failed: ${JSON.stringify(summaries)}`);
      await screen.gone({ role: 'button', name: /北海公园公交场站充电站/, within: list });
      await screen.see({ role: 'button', name: /王府井百货充电站/, within: list });
    });
  },
};

interface Mine {
  queue: { position: number } | null;
}

const blockedBay: Journey = {
  name: 'blocked bay: A reports a fuel car on 崇文门\'s bay and is moved up the line, first as the server holds',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const other = await server.login(OTHER_DRIVER);
    await server.call(other.token, '/api/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' });
    await server.call(t.token, '/api/cps/v2/api/stationQueues', { stationId: 'S2004', gunType: 'fast' });
    const before = await server.get<Mine>(t.token, '/api/cps/v2/api/chargerAccess/mine');
    if (before.queue?.position !== 2) throw new Error(`A waits at ${before.queue?.position}, not second`);

    await journal.step('燃油车占位 on 1号直流桩: the bay\'s reasons, 提交报告, 已为您前移排队位置', async () => {
      await screen.goto('/chargeStationDetail?stationId=S2004');
      await screen.tap({ role: 'tab', name: '充电桩' });
      await screen.tap({ role: 'link', name: /燃油车占位.*1号直流桩/ });
      await screen.tap({ role: 'checkbox', name: '油车占位' });
      await screen.tap({ role: 'button', name: '提交报告' });
      await screen.see({ role: 'heading', name: '占位报告已提交' });
      await screen.see({ text: /已为您前移排队位置。/ });
    });

    await journal.step('the server: one report of kind blocked, and A first in line', async () => {
      const reports = (await server.calls('/cps/v2/api/chargerReports')).filter((c) => c.method === 'POST');
      if (reports.length !== 1) throw new Error(`the server received ${reports.length} reports`);
      const after = await server.get<Mine>(t.token, '/api/cps/v2/api/chargerAccess/mine');
      if (after.queue?.position !== 1) throw new Error(`the page says 前移, the server has A at ${after.queue?.position}`);
    });
  },
};

const BILL = '/payPage?uniqueId=U20001&parkId=P1001';

const findMyCar: Journey = {
  name: 'find my car: A records B2, C区, 036 on a lot that reports no berth; it stays with the server out of reach and is gone once the car left',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    await server.call('', '/__mock/bills/U20001/berth', { berthNo: null });
    await signIn(ctx);
    const where: Query = { role: 'region', name: '停车位置' };

    await journal.step('记录停车位置: floor, zone and space saved, shown with the bill, kept on the phone only', async () => {
      await screen.goto(BILL);
      await screen.tap({ role: 'button', name: '记录停车位置', within: where });
      const sheet: Query = { role: 'dialog', name: '记录停车位置' };
      await screen.tap({ role: 'radio', name: 'B2', within: sheet });
      await screen.fill({ role: 'textbox', name: '区域（选填）', within: sheet }, 'C区');
      await screen.fill({ role: 'textbox', name: '车位号（选填）', within: sheet }, '036');
      await screen.tap({ role: 'button', name: '保存位置', within: sheet });
      await screen.gone(sheet);
      await screen.textOf(where, /您的车停在 B2 层 C区 036号/);
      await screen.textOf(where, /来源：您的记录（仅保存在本机）/);
      const kept = await screen.execute<string | null>('return localStorage.getItem("carPositions");');
      if (!kept?.includes('036')) throw new Error(`the phone keeps ${kept}`);
      const sent = JSON.stringify((await server.calls('')).map((c) => c.body ?? null));
      if (sent.includes('C区')) throw new Error('the position reached the server');
    });

    await journal.step('the server out of reach: the page opened again still says where the car is', async () => {
      await server.fault({ path: '/charge/v2/api/parkOrders/msp/detail', networkError: true, times: 100 });
      await ctx.browser.refresh();
      await screen.textOf(where, /您的车停在 B2 层 C区 036号/);
      await server.clearFaults();
    });

    await journal.step('the car drives out: the bill is no longer in progress and the position is gone from the page and the phone', async () => {
      await server.call('', '/__mock/bills/U20001/exit');
      await ctx.browser.refresh();
      await screen.see({ role: 'region', name: '停车账单' });
      await screen.gone(where);
      const kept = await screen.execute<string | null>('return localStorage.getItem("carPositions");');
      if (kept !== null && kept.includes('U20001')) throw new Error(`the phone still keeps ${kept}`);
    });
  },
};

export const THINK_AHEAD_JOURNEYS: Journey[] = [chargerTrust, blockedBay, findMyCar];
