import { KEY } from './driver';
import { DRIVER_A, money, signIn, type Journey, type JourneyContext } from './journey';
import type { Query, Screen } from './screen';
import { yuan, type Server, type Tokens } from './server';
import { RIGHTS_JOURNEYS } from './rights';
import { THINK_AHEAD_JOURNEYS } from './thinkAhead';
import { FAMILY_JOURNEYS } from './family';
import { SCHEDULED_JOURNEYS } from './scheduledCharging';
import { EXIT_LANE_JOURNEYS } from './exitLane';
import { PLATE_CLAIM_JOURNEYS } from './plateClaim';
import { AT_A_GLANCE_JOURNEYS } from './atAGlance';
import { LIVE_DEBUG_JOURNEYS } from './liveDebug';

/**
 * Each domain's main journey, as test/e2e takes it in Chromium (same routes, roles, names and texts), in WebKit and in
 * Firefox. After each step what the screen shows (balance, fee, bill state, lock state, stock, coupon count) is
 * compared with the server's answer now: the app's own API read with the driver's token, or the mock's control API.
 * Pages are reached the way a driver reaches them (links, tabs, 返回) wherever the e2e journey does, so a value a page
 * kept from before the step is caught, not hidden by a reload.
 */

const CLERK = '13500135000';

/** The balance link on /mine ('100.00元 余额') shows what the server holds now. */
async function mineBalanceAgrees({ screen, server, browser }: JourneyContext, t: Tokens) {
  const cents = await server.balanceCents(t.token);
  const link: Query = { role: 'link', name: /余额$/ };
  const agrees = new RegExp(`^${money(cents).source}\\s*余额$`);
  try {
    await screen.textOf(link, agrees);
  } catch (e) {
    // Stale or wrong? A reload tells them apart.
    await browser.refresh();
    const after = await screen.textOf(link, agrees).then((s) => `a reload shows "${s}"`, () => 'a reload does not show it either');
    throw new Error(`${(e as Error).message}; the server's balance is ${yuan(cents)}, ${after}`);
  }
  return cents;
}

/** From a page with the tab bar to /mine by its tab, as a driver goes. */
async function mineByTab(screen: Screen) {
  await screen.tap({ role: 'link', name: '我的', within: { role: 'navigation' } });
  await screen.waitUrl(/^\/mine$/);
}

const nav = (name: string): Query => ({ role: 'link', name });

interface ParkBill {
  feeCents?: number;
  totalFee?: number;
  parkFee?: number;
  orderState?: number;
}
interface PayOrder {
  payOrderId: string;
  state: string;
  amountCents: number;
}

/** (a) Parking: driver A pays 京A12345's fee on /payPage with the balance. */
const parking: Journey = {
  name: 'parking: driver A pays 京A12345 with the balance; the bill, the amount paid and the balance agree with the server',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const before = await journal.step('/mine shows the balance the server holds', async () => {
      await screen.goto('/mine');
      return mineBalanceAgrees(ctx, t);
    });

    const bill = await journal.step('/home lists 京A12345 with the fee the server asks', async () => {
      await screen.tap(nav('首页'));
      await screen.waitUrl(/^\/home$/);
      const b = await server.call<ParkBill>(t.token, '/api/charge/v2/api/parkOrders/msp/detail', { uniqueId: 'U20001', parkId: 'P1001' });
      const fee = b.feeCents ?? b.totalFee ?? b.parkFee;
      if (typeof fee !== 'number') throw new Error(`the server's bill has no fee: ${JSON.stringify(b)}`);
      await screen.textOf({ role: 'link', name: /^京A·12345/ }, money(fee));
      return { fee };
    });

    await journal.step('/payPage shows the same fee and the available balance', async () => {
      await screen.tap({ role: 'link', name: /^京A·12345/ });
      await screen.waitUrl(/^\/payPage\?uniqueId=U20001&parkId=P1001/);
      await screen.textOf({ role: 'region', name: '停车账单' }, money(bill.fee));
      await screen.see({ role: 'link', name: /优惠券.*-10\.00元/ });
      await screen.see({ role: 'radio', name: new RegExp(`余额支付.*${money(before).source}`) });
    });

    const payOrderId = await journal.step('pays with the balance after confirming the amount', async () => {
      await screen.tap({ role: 'radio', name: /余额支付/ });
      const radio = await screen.see({ role: 'radio', name: /余额支付/ });
      if (radio.checked !== true) throw new Error('余额支付 is not chosen after tapping it');
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.tap({ role: 'button', name: '确认支付 ¥20.00' });
      await screen.see({ role: 'heading', name: '支付成功' }, 15_000);
      const u = await screen.waitUrl(/^\/payResultPage\?payOrderId=\w+&key=parking%3AU20001/);
      return u.searchParams.get('payOrderId')!;
    });

    await journal.step('the result page shows what the server charged', async () => {
      const order = await server.get<PayOrder>(t.token, `/api/charge/v2/api/payCharges/sync/${payOrderId}`);
      if (order.state !== 'paid') throw new Error(`the screen says 支付成功, the server's order ${payOrderId} is ${order.state}`);
      if (order.amountCents !== 2000) throw new Error(`confirmed ¥20.00, the server charged ${yuan(order.amountCents)}`);
      await screen.textOf({ css: 'main' }, new RegExp(`支付金额\\s*${money(order.amountCents).source}`));
    });

    await journal.step('/home no longer lists 京A12345, as the server', async () => {
      await screen.tap({ role: 'button', name: '返回首页' });
      await screen.waitUrl(/^\/home$/);
      await screen.see({ role: 'link', name: /粤B·12345/ });
      await screen.gone({ role: 'link', name: /^京A·12345/ });
      const b = await server.call<ParkBill>(t.token, '/api/charge/v2/api/parkOrders/msp/detail', { uniqueId: 'U20001', parkId: 'P1001' }).catch(() => null);
      if (b && b.orderState === 1) throw new Error(`the server still has U20001 to pay: ${JSON.stringify(b)}`);
    });

    await journal.step('/mine, by its tab, shows the balance the server holds (20.00元 lower)', async () => {
      await mineByTab(screen);
      const now = await mineBalanceAgrees(ctx, t);
      if (now !== before - 2000) throw new Error(`the server's balance went from ${yuan(before)} to ${yuan(now)}, not 20.00元 lower`);
    });
  },
};

interface ChargingOrder {
  orderNo: string;
  state: string;
  stateText: string;
  feeCents: number;
  couponCents: number;
  kwh: number;
  orderState: number;
}

/** (b) Charging: driver A stops the session the seed left running; it is billed from the balance. */
const charging: Journey = {
  name: 'charging: driver A stops the running session; the bill and the balance agree with the server',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    await journal.step('/mine shows the balance the server holds', async () => {
      await screen.goto('/mine');
      await mineBalanceAgrees(ctx, t);
    });

    await journal.step('/home\'s charging card opens the session the server has running', async () => {
      await screen.tap(nav('首页'));
      await screen.waitUrl(/^\/home$/);
      const order = await server.get<ChargingOrder>(t.token, '/api/cps/v2/api/chargingOrders/C30001');
      if (order.state !== 'charging') throw new Error(`the seed's C30001 is ${order.state}`);
      await screen.tap({ role: 'link', name: /^充电订单.*充电中/ });
      await screen.waitUrl(/^\/chargingResults\?orderNo=C30001/);
      await screen.see({ role: 'status', text: new RegExp(`^${order.stateText}`) });
      // A running session's figures move with the clock and the page asks every 10 s: close to the server's, not equal.
      const shown = Number(/已充电量\s*([\d.]+) 度/.exec(await screen.textOf({ css: 'main' }, /已充电量\s*[\d.]+ 度/))![1]);
      const now = await server.get<ChargingOrder>(t.token, '/api/cps/v2/api/chargingOrders/C30001');
      if (Math.abs(shown - now.kwh) > 0.5) throw new Error(`the screen shows ${shown} 度, the server ${now.kwh} 度`);
    });

    const order = await journal.step('stops it; the session ends as the server says, billed what the server billed', async () => {
      await screen.tap({ role: 'button', name: '停止充电' });
      await screen.see({ role: 'button', name: /正在停止/ });
      await server.advance(6_000);
      await screen.see({ role: 'heading', name: '充电已结束' }, 20_000);
      const o = await server.get<ChargingOrder>(t.token, '/api/cps/v2/api/chargingOrders/C30001');
      if (o.state !== 'finished') throw new Error(`the screen says 充电已结束, the server's C30001 is ${o.state}`);
      const bill = { role: 'region', name: '充电账单' } as const;
      await screen.textOf(bill, `${o.kwh.toFixed(2)} 度`);
      await screen.textOf(bill, new RegExp(`${o.orderState === 3 ? '已支付' : '待支付'}\\s*${money(o.feeCents - o.couponCents).source}`));
      if (o.orderState !== 3) throw new Error(`C30001 was to be paid from the balance at its end; the server's orderState is ${o.orderState}`);
      return o;
    });

    await journal.step('/mine, reached by 返回首页 and its tab, shows the balance the server holds (the bill taken off)', async () => {
      await screen.tap({ role: 'button', name: '返回首页' });
      await screen.waitUrl(/^\/home$/);
      await mineByTab(screen);
      const now = await mineBalanceAgrees(ctx, t);
      if (now !== 10_000 - (order.feeCents - order.couponCents)) throw new Error(`the server's balance is ${yuan(now)} after a ${yuan(order.feeCents - order.couponCents)} bill from 100.00元`);
    });
  },
};

interface LockState {
  lockId: string;
  state: 'raised' | 'lowered' | 'moving';
  online: boolean;
  command: { state: string; action: string; message: string | null } | null;
}
const POSTURE = { raised: '已升起', lowered: '已降下', moving: '升降中' } as const;

/** (c) Booking and locks: driver A lowers and raises the lock of A's own shared space. */
const lock: Journey = {
  name: 'locks: driver A lowers and raises the lock on /lockControl; the state shown is the server\'s',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const region: Query = { role: 'region', name: '大悦城B2-018车位锁' };
    const posture: Query = { text: /^(已升起|已降下|动作中|升降中|状态未知)$/, within: region };
    const serverLock = () => server.call<LockState>(t.token, '/booking/api/v1/getZigbeeLockState', { lockId: 'L50001' });

    await journal.step('/lockControl shows the lock as the server has it', async () => {
      await screen.goto('/lockControl');
      const s = await serverLock();
      await screen.textOf(posture, POSTURE[s.state]);
      await screen.textOf(region, s.online ? '在线' : '离线');
    });

    for (const [action, doing, done, target] of [
      ['降锁', /正在降锁，请稍候/, '车位锁已降下', 'lowered'],
      ['升锁', /正在升锁，请稍候/, '车位锁已升起', 'raised'],
    ] as const) {
      await journal.step(`${action}: pending on screen while the server's command is pending`, async () => {
        await screen.tap({ role: 'button', name: action, within: region });
        await screen.textOf(region, doing);
        await screen.see({ role: 'button', name: '取消操作', within: region });
        const s = await serverLock();
        if (s.command?.state !== 'pending') throw new Error(`the screen says ${String(doing)}, the server's command is ${s.command?.state}`);
      });
      await journal.step(`${action}: the lock reports; the screen says ${done} and shows the server's state`, async () => {
        await server.advance(8_000);
        await screen.textOf(region, done, 15_000);
        const s = await serverLock();
        if (s.state !== target) throw new Error(`the screen says ${done}, the server's lock is ${s.state}`);
        await screen.textOf(posture, new RegExp(`^${POSTURE[s.state]}$`));
        await screen.see({ role: 'button', name: action, within: region });
        await screen.gone({ role: 'button', name: '取消操作', within: region });
      });
    }
  },
};

/** (d) Wallet: driver A tops up 50 yuan by WeChat through the provider's cashier (a plain browser's way). */
const wallet: Journey = {
  name: 'wallet: driver A tops up 50元 through the cashier; the result, /wallet and /mine agree with the server',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const before = await journal.step('/mine shows the balance the server holds', async () => {
      await screen.goto('/mine');
      return mineBalanceAgrees(ctx, t);
    });

    await journal.step('/wallet by the balance link: 50元 chosen, WeChat by default', async () => {
      await screen.tap({ role: 'link', name: /余额$/ });
      await screen.waitUrl(/^\/wallet$/);
      await screen.see({ role: 'heading', name: '充值到：通用余额' });
      await screen.tap({ role: 'button', name: '50元' });
      await screen.see({ text: '到账 50.00元' });
      const wechat = await screen.see({ role: 'radio', name: /微信支付/ });
      if (wechat.checked !== true) throw new Error('微信支付 is not the default choice');
    });

    const payOrderId = await journal.step('pays 50.00元 on the cashier page and comes back to the result', async () => {
      await screen.tap({ role: 'button', name: '立即充值' });
      await screen.waitUrl(/^\/__mock\/cashier\?/, 15_000);
      await screen.see({ text: '¥50.00' });
      await screen.tap({ role: 'button', name: '支付' });
      const u = await screen.waitUrl(/^\/walletReslut\?walletId=W4001&payOrderId=\w+/, 15_000);
      await screen.see({ role: 'heading', name: '充值成功' }, 15_000);
      return u.searchParams.get('payOrderId')!;
    });

    await journal.step('the result shows the balance the server holds (50.00元 more)', async () => {
      const now = await server.balanceCents(t.token);
      if (now !== before + 5000) throw new Error(`the server's balance went from ${yuan(before)} to ${yuan(now)} after paying ${payOrderId}`);
      await screen.see({ text: money(now) });
    });

    await journal.step('完成 back to /wallet, then /mine by its tab from /home, shows the server\'s balance', async () => {
      await screen.tap({ role: 'button', name: '完成' });
      await screen.waitUrl(/^\/wallet\?walletId=W4001$/);
      await screen.goto('/home');
      await mineByTab(screen);
      await mineBalanceAgrees(ctx, t);
    });
  },
};

interface MerchantHome {
  stock: { type: { typeId: string; name: string }; count: number }[];
}

/** (e) Merchant: the clerk gives one coupon to 京A12345 by plate; stock and the driver's coupons follow. */
const merchant: Journey = {
  name: 'merchant: the clerk gives a coupon to 京A12345 by plate; stock and the driver\'s coupons agree with the server',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal, browser } = ctx;
    const clerk = await signIn(ctx, CLERK);
    const stockItem: Query = { role: 'listitem', text: /停车抵用券10元/, within: { role: 'list', name: '各类优惠券库存' } };
    const serverStock = async () =>
      (await server.get<MerchantHome>(clerk.token, '/api/coupon/v2/api/merchants/home?merchantId=M7001')).stock.find((s) => s.type.typeId === 'MT01')!.count;

    const before = await journal.step('/merchantManage shows the stock the server holds', async () => {
      await screen.goto('/merchantManage?merchantId=M7001');
      await screen.see({ text: '店员' });
      const n = await serverStock();
      await screen.textOf(stockItem, new RegExp(`(?<!\\d)${n}张`));
      return n;
    });

    await journal.step('按车牌赠送: types 京A12345 on the plate keyboard and sees the car\'s parking', async () => {
      await screen.tap({ role: 'link', name: /^按车牌赠送/ });
      await screen.waitUrl(/^\/giveCoupons\?merchantId=M7001&way=plate$/);
      await screen.tap({ role: 'button', name: '车牌第1位：未填写' });
      const keyboard: Query = { role: 'group', name: '车牌键盘' };
      await screen.tap({ role: 'button', name: '京', within: keyboard });
      for (const ch of 'A12345') await screen.tap({ role: 'button', name: ch, within: keyboard });
      // Escape closes the plate keyboard, as in the Chromium journey (a phone's user taps outside it).
      await browser.keys(KEY.Escape);
      await screen.gone(keyboard);
      const parked = { role: 'region', name: '车辆在场信息' } as const;
      await screen.textOf(parked, '王府井百货地下停车场');
      await screen.textOf(parked, '当前应付');
    });

    await journal.step('gives one; the screen says so and the server\'s stock is one lower', async () => {
      await screen.tap({ role: 'button', name: '赠送1张给京A12345' });
      await screen.see({ role: 'status', text: /已赠送1张停车抵用券10元给京A12345/ });
      const n = await serverStock();
      if (n !== before - 1) throw new Error(`the screen says 已赠送, the server's stock went from ${before} to ${n}`);
    });

    await journal.step('back on /merchantManage (返回) the stock shown is the server\'s', async () => {
      await screen.tap({ role: 'button', name: /返回/ });
      await screen.waitUrl(/^\/merchantManage\?merchantId=M7001$/);
      const n = await serverStock();
      await screen.textOf(stockItem, new RegExp(`(?<!\\d)${n}张`));
    });

    await journal.step('driver A: /unused counts the coupons the server holds, the new one for 京A·12345 among them', async () => {
      const a = await signIn(ctx, DRIVER_A);
      await screen.goto('/unused');
      await screen.waitUrl(/^\/discount\?tab=unused$/);
      const counts = await server.get<{ unusedCount: number }>(a.token, '/api/coupon/v2/api/couponsCount?scope=all');
      await screen.see({ role: 'tab', name: `未使用(${counts.unusedCount})` });
      await screen.textOf({ role: 'article', name: '停车抵用券10元' }, '京A·12345');
    });
  },
};

interface BagPass {
  bagId: string;
  parkName: string;
  price: number;
  endDate: string;
  daysLeft: number;
  expiringSoon: number;
  stateText: string;
}

/** (f) Passes: driver A renews the pass that ends within 7 days (东方广场, BG9001) from /home, with the balance. */
const passRenewal: Journey = {
  name: 'passes: driver A renews the expiring pass from /home with the balance; validity, reminder and balance agree with the server',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const pass = () => server.get<BagPass>(t.token, '/api/special/v2/api/bagPasses/BG9001');
    // 100.00元 does not pay a 900.00元 renewal: 1000.00元 topped up first, by WeChat, settled as the provider would.
    const topUp = await server.call<{ payOrderId: string }>(t.token, '/api/driver/v2/api/wallet/topUps', { amountCents: 100000, payChannel: 3 });
    await server.settlePayment(topUp.payOrderId);
    const expiring: Query = { role: 'region', name: '月卡即将到期' };

    const old = await journal.step('/home reminds of the pass the server says ends soon', async () => {
      await screen.goto('/home');
      const p = await pass();
      if (p.expiringSoon !== 1) throw new Error(`the seed's BG9001 is not expiring soon: ${JSON.stringify(p)}`);
      await screen.textOf(expiring, p.parkName);
      await screen.textOf(expiring, `剩余${p.daysLeft}天`);
      return p;
    });

    const previewed = await journal.step('续费 opens the renewal with the server\'s end date and price', async () => {
      await screen.tap({ role: 'link', name: /续费/, within: expiring });
      await screen.waitUrl(/^\/mounthlyRenew\?bagId=BG9001$/);
      await screen.textOf({ role: 'region', name: '续费的月卡' }, new RegExp(`有效期至\\s*${old.endDate}`));
      const text = await screen.textOf({ role: 'region', name: '续费时长' }, /续费后有效期至\s*\d{4}-\d\d-\d\d/);
      return /续费后有效期至\s*(\d{4}-\d\d-\d\d)/.exec(text)![1]!;
    });

    await journal.step('pays the renewal with the balance; the new end date is the server\'s and the one promised', async () => {
      await screen.tap({ role: 'radio', name: /余额支付/ });
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.tap({ role: 'button', name: `确认支付 ¥${(old.price / 100).toFixed(2)}` });
      await screen.waitUrl(/^\/mounthlyDetail\?bagId=BG9001&payOrderId=\w+$/, 15_000);
      await screen.see({ text: '续费成功，有效期已延长' }, 15_000);
      const p = await pass();
      if (p.endDate !== previewed) throw new Error(`the renewal page promised ${previewed}, the server's pass now ends ${p.endDate}`);
      await screen.textOf({ role: 'region', name: '月卡信息' }, new RegExp(`至\\s*${p.endDate}`));
    });

    await journal.step('/mine, by its tab from /home, shows the server\'s balance and no reminder', async () => {
      await screen.goto('/home');
      await mineByTab(screen);
      await mineBalanceAgrees(ctx, t);
      const p = await pass();
      if (p.expiringSoon) throw new Error(`the server still says BG9001 ends soon: ${p.endDate}`);
      await screen.gone(expiring);
    });
  },
};


interface ReminderPage {
  results: { reminderId: string; kind: string; title: string; url: string; hasRead: boolean }[];
}

/**
 * (g) Reminders: driver A asks for reminders on the live session; where this engine has no push, the card says so
 * and the idle-fee warning reaches the message centre, read state and all as the server holds it.
 */
const reminders: Journey = {
  name: 'reminders: driver A asks for reminders while charging; the idle-fee warning is in the message centre and opens the session',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    await signIn(ctx);
    await journal.step('the live session asks for reminders; tapped, it says what this browser can do', async () => {
      await screen.goto('/chargingResults?orderNo=C30001');
      const card: Query = { role: 'region', name: '到时提醒' };
      await screen.tap({ role: 'button', name: '开启通知提醒', within: card });
      await screen.see({ css: '[role="alert"], [role="status"]', within: card }, 25_000);
    });
    await journal.step('the charge ends on the server\'s clock: 提醒 lists the warning the server sent, unread', async () => {
      await server.advance(4 * 3_600_000);
      // Four hours on, the first sign-in's access token has expired (the app renews its own): a fresh one to ask.
      const t = await server.login(DRIVER_A);
      const page = await server.get<ReminderPage>(t.token, '/api/basic/v2/api/reminders?pageSize=50');
      const warning = page.results.find((r) => r.kind === 'chargeIdleSoon' && r.url.endsWith('C30001'));
      if (!warning || warning.hasRead) throw new Error(`the server holds no unread idle-fee warning for C30001: ${JSON.stringify(page.results.map((r) => r.kind))}`);
      await screen.goto('/sysnotice?tab=reminders');
      await screen.tap({ role: 'link', name: new RegExp(warning.title) });
      await screen.waitUrl(/^\/chargingResults\?orderNo=C30001$/);
      const after = await server.get<ReminderPage>(t.token, '/api/basic/v2/api/reminders?pageSize=50');
      if (!after.results.find((r) => r.reminderId === warning.reminderId)?.hasRead) throw new Error('the warning opened is still unread on the server');
    });
  },
};

interface ChargerAccess {
  hold: { holdId: string; pileCode: string; gunNo: string; pileName: string; gunName: string; state: string } | null;
}
interface StationGuns {
  piles: { pileCode: string; guns: { gunNo: string; status: string }[] }[];
}

/**
 * Holding a gun: driver A reserves a fast gun at 王府井 from the station page; the hold, the gun's state
 * and the balance are the server's; cancelling refunds the fee and frees the gun.
 */
const gunHold: Journey = {
  name: 'charger access: driver A reserves a fast gun at 王府井 and cancels; the hold, the gun and the balance agree with the server',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const before = await server.balanceCents(t.token);
    const hold = await journal.step('the station page reserves a fast gun: the hold card names the gun the server holds', async () => {
      await screen.goto('/chargeStationDetail?stationId=S2001');
      await screen.tap({ role: 'radio', name: /^快充/ });
      await screen.tap({ role: 'button', name: '支付 2.00 元预约快充枪' });
      await screen.see({ role: 'timer' }, 15_000);
      const mine = await server.get<ChargerAccess>(t.token, '/api/cps/v2/api/chargerAccess/mine');
      if (mine.hold?.state !== 'held') throw new Error(`the screen shows a hold, the server's is ${JSON.stringify(mine.hold)}`);
      await screen.textOf({ css: 'main' }, new RegExp(`${mine.hold.pileName}\\s*${mine.hold.gunName}`));
      const station = await server.get<StationGuns>(t.token, '/api/cps/v2/api/stations/S2001');
      const gun = station.piles.find((p) => p.pileCode === mine.hold?.pileCode)?.guns.find((g) => g.gunNo === mine.hold?.gunNo);
      if (gun?.status !== 'reserved') throw new Error(`the held gun is ${gun?.status ?? 'missing'} on the server`);
      const after = await server.balanceCents(t.token);
      if (after !== before - 200) throw new Error(`the server's balance is ${yuan(after)} after a 2.00元 hold from ${yuan(before)}`);
      return mine.hold;
    });
    await journal.step('取消预约 refunds the fee: no hold on the server, the gun free, the balance whole', async () => {
      await screen.tap({ role: 'button', name: /^取消预约/ });
      await screen.see({ role: 'button', name: '支付 2.00 元预约快充枪' }, 15_000);
      const mine = await server.get<ChargerAccess>(t.token, '/api/cps/v2/api/chargerAccess/mine');
      if (mine.hold) throw new Error(`the screen offers a new hold, the server still holds ${JSON.stringify(mine.hold)}`);
      const station = await server.get<StationGuns>(t.token, '/api/cps/v2/api/stations/S2001');
      const gun = station.piles.find((p) => p.pileCode === hold.pileCode)?.guns.find((g) => g.gunNo === hold.gunNo);
      if (gun?.status !== 'free') throw new Error(`the released gun is ${gun?.status ?? 'missing'} on the server`);
      const after = await server.balanceCents(t.token);
      if (after !== before) throw new Error(`the server's balance is ${yuan(after)} after the refund, was ${yuan(before)}`);
    });
  },
};

interface StatementAnswer {
  lines: { kind: string; channel: string; lineId: string; refundOf: string | null; amountCents: number; orderNos: string[] }[];
  totals: { inCents: number; outCents: number };
}

/** This month on the mock's clock, Beijing days: the statement's default range. */
async function mockMonth(server: Server, token: string): Promise<{ from: string; to: string }> {
  const { now } = await server.get<{ now: number }>(token, '/__mock/clock');
  const d = new Date(now + 8 * 3_600_000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const mm = String(m + 1).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(new Date(Date.UTC(y, m + 1, 0)).getUTCDate()).padStart(2, '0')}` };
}

/** (i) Money: paying by scan while 无感支付 is on; the second deduction comes back; the statement agrees. */
const money29: Journey = {
  name: 'money: driver A pays by scan over 无感支付; the withholding deducts too and is given back; the statement agrees with the server',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    await server.call(t.token, '/api/driver/v2/api/withholding/contracts', { plateId: 'PL1', channel: 3 });
    await journal.step('the exit lane says 无感支付 will pay, and offers no 立即支付', async () => {
      await screen.goto('/scanPayPage?parkId=P1001&laneCode=E1');
      await screen.see({ role: 'status', text: /该车牌已开通无感支付，离场时将自动扣费，无需现在支付/ });
      await screen.gone({ role: 'button', name: '立即支付' });
    });
    const before = await server.balanceCents(t.token);
    await journal.step('仍要现在支付, confirmed twice, pays from the balance', async () => {
      await screen.tap({ role: 'radio', name: /余额支付/ });
      await screen.tap({ role: 'button', name: '仍要现在支付' });
      await screen.tap({ role: 'button', name: '确认现在支付' });
      await screen.tap({ role: 'button', name: /^确认支付 ¥\d+\.\d\d$/ });
      // Paid at the exit lane: the payment ends on the barrier's result, not on a receipt.
      await screen.see({ role: 'heading', name: '道闸已开启' }, 15_000);
      const after = await server.balanceCents(t.token);
      if (after >= before) throw new Error(`支付成功 on screen, the server's balance went from ${yuan(before)} to ${yuan(after)}`);
    });
    await journal.step("the lane's withholding deducts as well: the bill shows the second deduction given back", async () => {
      await server.call(t.token, '/__mock/bills/U20001/withholdDeduct');
      await server.advance(3 * 60_000);
      await screen.goto('/payPage?uniqueId=U20001&parkId=P1001');
      await screen.textOf({ role: 'region', name: '重复扣款退回' }, /重复扣款 \d+\.\d\d元（无感支付（微信））· 已自动退回/, 15_000);
    });
    await journal.step('/walletDetail lists the deduction and its refund, and totals what the server totals', async () => {
      const month = await mockMonth(server, t.token);
      const s = await server.get<StatementAnswer>(t.token, `/api/driver/v2/api/statement?from=${month.from}&to=${month.to}`);
      const deduction = s.lines.find((l) => l.kind === 'parking' && l.channel === 'withholdWechat' && l.orderNos.includes('U20001'));
      if (!deduction || !s.lines.some((l) => l.refundOf === deduction.lineId)) throw new Error(`the server's statement lacks the deduction or its refund: ${JSON.stringify(s.lines.slice(0, 5))}`);
      await screen.goto('/walletDetail');
      await screen.textOf({ role: 'list', name: '账单明细' }, /重复支付自动退回/, 15_000);
      await screen.textOf({ role: 'region', name: '合计' }, new RegExp(`支出\\s*${money(s.totals.outCents).source}`));
      await screen.textOf({ role: 'region', name: '合计' }, new RegExp(`收入\\s*${money(s.totals.inCents).source}`));
    });
  },
};

export const JOURNEYS: Journey[] = [parking, charging, lock, wallet, merchant, passRenewal, reminders, gunHold, money29, ...RIGHTS_JOURNEYS, ...THINK_AHEAD_JOURNEYS, ...SCHEDULED_JOURNEYS, ...FAMILY_JOURNEYS, ...EXIT_LANE_JOURNEYS, ...PLATE_CLAIM_JOURNEYS, ...AT_A_GLANCE_JOURNEYS, ...LIVE_DEBUG_JOURNEYS];
