import { signIn, type Journey, type JourneyContext } from './journey';
import type { Query } from './screen';

/**
 * What a driver reads first, in WebKit and Firefox (docs/rules/charging.md, "The station page"; docs/style.md): on
 * the station page the free guns, the price now with the day's strip, 扫码充电 and 预约 are in the first screen and
 * the page is at most 2.5 screens (3.5 in 长辈模式); on /chargingPage 开始充电 is in the first screen with its
 * estimate. The window is the runner's 390×844.
 */

/** Where q's element ends, from the page's top, and the window's height, the page at its top. */
async function bottomOf({ screen, browser }: JourneyContext, q: Query): Promise<{ bottom: number; screen: number }> {
  const el = await screen.get(q);
  return browser.execute('window.scrollTo(0, 0); const r = arguments[0].getBoundingClientRect(); return { bottom: r.bottom + window.scrollY, screen: window.innerHeight };', el);
}

async function inFirstScreen(ctx: JourneyContext, q: Query, what: string) {
  const { bottom, screen } = await bottomOf(ctx, q);
  if (bottom > screen) throw new Error(`${what} ends at ${Math.round(bottom)} px, below the first screen (${screen} px)`);
}

async function glance(ctx: JourneyContext, most: number) {
  const { screen, browser, journal } = ctx;
  await journal.step(`the station page: free guns, the price now and its strip, 扫码充电 and 预约 in the first screen; at most ${most} screens`, async () => {
    await screen.goto('/chargeStationDetail?stationId=S2001');
    await screen.see({ role: 'heading', name: '王府井百货充电站' });
    const free: Query = { role: 'region', name: '空闲充电枪' };
    await screen.textOf(free, /快充 空闲 \d+\/10/);
    await screen.textOf(free, /慢充 空闲 \d+\/10/);
    await inFirstScreen(ctx, free, 'the free guns');
    const price: Query = { role: 'region', name: '当前电价' };
    await inFirstScreen(ctx, { text: /^\d+\.\d\d元\/度$/, within: price }, 'the price now');
    await inFirstScreen(ctx, { role: 'img', name: /^今日分时电价/, within: price }, 'the day\'s strip');
    await inFirstScreen(ctx, { role: 'button', name: '扫码充电' }, '扫码充电');
    await inFirstScreen(ctx, { role: 'button', name: /^(预约与排队|我的预约|我的排队)( · 剩余.*)?$/ }, '预约');
    // The page is whole once the first tab's answer is drawn.
    await screen.see({ role: 'button', within: { role: 'region', name: '预约与排队' } });
    const { height, window: win } = await browser.execute<{ height: number; window: number }>('return { height: document.documentElement.scrollHeight, window: window.innerHeight };');
    if (height > most * win) throw new Error(`the station page is ${(height / win).toFixed(2)} screens, more than ${most}`);
  });
  await journal.step('/chargingPage: 开始充电 and its estimate in the first screen', async () => {
    await screen.goto('/chargingPage?pileCode=200101');
    await screen.see({ role: 'heading', name: /王府井百货充电站/ });
    const start: Query = { role: 'button', name: /开始充电/ };
    await inFirstScreen(ctx, start, '开始充电');
    // The bar the button stands in (ActionBar: the bar › its actions › the button) says what it will cost.
    const bar = await browser.execute<string>('return arguments[0].parentElement.parentElement.innerText;', await screen.get(start));
    if (!/预计\s*(\d+\.\d\d元|待估算)/.test(bar)) throw new Error(`the bar of 开始充电 shows no estimate: "${bar}"`);
  });
}

const atAGlance: Journey = {
  name: 'at a glance: the station page answers the first questions in its first screen and /chargingPage keeps 开始充电 there, in standard and 长辈模式',
  timeoutMs: 120_000,
  async run(ctx) {
    await signIn(ctx);
    await ctx.screen.execute("localStorage.setItem('elderMode', 'off');");
    await glance(ctx, 2.5);
    await ctx.screen.execute("localStorage.setItem('elderMode', 'on');");
    await glance(ctx, 3.5);
    await ctx.screen.execute("localStorage.removeItem('elderMode');");
  },
};

export const AT_A_GLANCE_JOURNEYS: Journey[] = [atAGlance];
