import { asVisitor, money, signIn, type Journey } from './journey';
import type { Query } from './screen';

/**
 * A driver's safety and rights in WebKit (docs/rules/scam-check.md, personal-data.md, consent.md, parking.md's
 * visitor payment): the screen checked against the server after each step, as ./journeys.ts does.
 */

const FAKE_SMS = '【某某停车】您的车辆京A12345于2019年08月在朝阳路路侧停车欠费 86.00 元，请于3日内点击 http://tcjf-pay.cc/x 缴纳，逾期将上报征信。';
const REAL_NOTICE = '【停车缴费】您的车辆于长安街路侧停车欠费24.00元，通知编号TZ2026000111，请在官方应用内缴纳。';


interface NoticeCall {
  body: { plateNo?: string; noticeNo?: string; links?: string[] };
}
interface NoticeVerdict {
  verdict: string;
  bills: { uniqueId: string; parkId: string; owedCents: number }[];
  owedCents: number;
}

const noticeCheck: Journey = {
  name: 'notice check: a visitor checks a fake SMS (no match, the link not ours) and a real notice (its bill, paid in the app); only the parts read reach the server',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    await asVisitor(ctx);
    const text: Query = { role: 'textbox', name: '短信或通知内容' };
    const plate: Query = { role: 'textbox', name: '车牌号' };

    await journal.step('the fake SMS: the plate read, 未找到 and 此链接不是我们的; the server got the parts, not the text', async () => {
      await screen.goto('/checkNotice');
      await screen.fill(text, FAKE_SMS);
      const seen = await screen.see(plate);
      if (seen.value !== '京A12345') throw new Error(`the plate read is "${seen.value}"`);
      await screen.tap({ role: 'button', name: '核实' });
      await screen.see({ role: 'heading', name: '未找到与此通知相符的欠费' });
      await screen.see({ role: 'heading', name: '此链接不是我们的' });
      const calls = (await server.calls('/charge/v2/api/noticeChecks')) as unknown as NoticeCall[];
      const last = calls.at(-1);
      if (last?.body.plateNo !== '京A12345' || !last.body.links?.some((l) => l.includes('tcjf-pay.cc'))) throw new Error(`the server received ${JSON.stringify(last?.body)}`);
      if (JSON.stringify(calls).includes('某某停车')) throw new Error('the SMS text reached the server');
    });

    await journal.step('the real notice: 这是我们的真实通知 with the amount the server holds and 去支付 to the app\'s own page', async () => {
      await screen.fill(text, REAL_NOTICE);
      await screen.fill(plate, '京B88888');
      await screen.tap({ role: 'button', name: '核实' });
      await screen.see({ role: 'heading', name: '这是我们的真实通知' });
      const truth = await server.call<NoticeVerdict>('', '/api/charge/v2/api/noticeChecks', { plateNo: '京B88888', noticeNo: 'TZ2026000111', amountCents: 2400, links: [] });
      if (truth.verdict !== 'genuine') throw new Error(`the server says ${truth.verdict}`);
      const bill = truth.bills.find((b) => b.uniqueId === 'U20011');
      if (!bill) throw new Error('the server holds no bill U20011 for the notice');
      await screen.textOf({ css: 'main' }, new RegExp(`共 ${money(truth.owedCents).source}`));
      await screen.textOf({ css: 'main' }, money(bill.owedCents));
      await screen.see({ role: 'link', name: /^去支付/ });
    });
  },
};

interface VisitorOrder {
  payOrderId: string;
  state: string;
  amountCents: number;
  plateNo: string;
}

const visitorPay: Journey = {
  name: 'visitor pay: a visitor pays 京A12345\'s bill by plate through the cashier, no account; the receipt is the server\'s order',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    await asVisitor(ctx);
    const fee = await journal.step('/payPage shows the fee and 立即支付 to a visitor', async () => {
      await screen.goto('/payPage?uniqueId=U20001&parkId=P1001');
      const shown = await screen.textOf({ role: 'region', name: '停车账单' }, /\d+\.\d{2}元/);
      await screen.see({ role: 'link', name: '登录后支付' });
      return Math.round(Number(/(\d+\.\d{2})元/.exec(shown)![1]) * 100);
    });

    const receipt = await journal.step('立即支付 opens the cashier; paid there, the receipt says 已支付 as the server does', async () => {
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.waitUrl(/^\/__mock\/cashier\?/);
      await screen.tap({ role: 'button', name: '支付' });
      const url = await screen.waitUrl(/^\/visitorReceipt\?payOrderId=\w+&payToken=\w+/, 20_000);
      await screen.see({ role: 'heading', name: '已支付' }, 20_000);
      const id = url.searchParams.get('payOrderId')!;
      const order = await server.get<VisitorOrder>('', `/api/charge/v2/api/visitorPay/orders/${id}?payToken=${url.searchParams.get('payToken')}`);
      if (order.state !== 'paid') throw new Error(`the receipt says 已支付, the server's order is ${order.state}`);
      if (order.amountCents !== fee) throw new Error(`the page showed ${fee} cents, the server's order is ${order.amountCents}`);
      await screen.textOf({ role: 'region', name: '支付详情' }, money(order.amountCents));
      return url;
    });

    await journal.step('the receipt link again (a reload) is still the server\'s receipt', async () => {
      await ctx.browser.refresh();
      await screen.see({ role: 'heading', name: '已支付' });
      await screen.waitUrl(new RegExp(`^/visitorReceipt\\?payOrderId=${receipt.searchParams.get('payOrderId')}`));
    });
  },
};

interface ExportRow {
  exportId: string;
  state: string;
}

const myData: Journey = {
  name: 'my data: driver A asks for a copy (made on the server\'s clock, a zip only A can fetch) and deletes the trail before a date; the page says what the server deleted and kept',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);
    const copy: Query = { role: 'region', name: '下载数据副本' };

    await journal.step('个人信息 → 我的数据 lists what is held', async () => {
      await screen.goto('/userInfo');
      await screen.tap({ role: 'link', name: /我的数据/ });
      await screen.waitUrl(/^\/myData$/);
      await screen.textOf({ role: 'region', name: '我们保存的您的数据' }, /停车记录/);
    });

    await journal.step('a copy: 生成中, then 可下载 once the server made it; the file is a zip for A only', async () => {
      await screen.tap({ role: 'button', name: '申请导出', within: copy });
      await screen.textOf(copy, /生成中/);
      const { results: [asked] } = await server.get<{ results: ExportRow[] }>(t.token, '/api/driver/v2/api/personalData/exports');
      if (asked?.state !== 'preparing') throw new Error(`the page says 生成中, the server's export is ${asked?.state}`);
      await server.advance(2 * 60_000);
      await screen.tap({ role: 'button', name: '刷新状态', within: copy });
      await screen.textOf(copy, /可下载/);
      const file = await fetch(new URL(`/api/driver/v2/api/personalData/exports/${asked.exportId}/file`, screen.baseUrl), { headers: { authorization: `Bearer ${t.token}` } });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.subarray(0, 2).toString() !== 'PK' || !bytes.includes(Buffer.from('everything.json'))) throw new Error(`the file is not the zip of the copy (${file.status}, ${bytes.length} bytes)`);
    });

    await journal.step('the trail before today: the server\'s preview in the dialog, then 已删除 N 条 as the server deleted', async () => {
      const trail: Query = { role: 'region', name: '删除行程记录' };
      const { now } = await server.get<{ now: number }>('', '/__mock/clock');
      const today = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
      const input = await screen.get({ css: '#my-data-before' });
      // A date input's own picker differs per engine: the value is set as a picker would set it.
      await screen.execute(
        'const el = arguments[0]; const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set; set.call(el, arguments[1]); el.dispatchEvent(new Event("input", { bubbles: true })); el.dispatchEvent(new Event("change", { bubbles: true }));',
        input,
        today,
      );
      await screen.tap({ role: 'button', name: '查看并删除', within: trail });
      await screen.see({ role: 'alertdialog', name: '删除行程记录' });
      await screen.tap({ role: 'button', name: '确认删除' });
      const said = await screen.textOf(trail, /已删除 \d+ 条，保留 \d+ 条/);
      const calls = await server.calls('/driver/v2/api/personalData/trail/deletions');
      if (calls.length !== 1) throw new Error(`the server received ${calls.length} deletions`);
      const deleted = Number(/已删除 (\d+) 条/.exec(said)![1]);
      if (!(deleted > 0)) throw new Error(`nothing deleted before ${today}: ${said}`);
    });
  },
};

interface ConsentRow {
  kind: string;
  granted: boolean;
}

const refusedConsents: Journey = {
  name: 'consents: driver A refuses every optional consent; the server holds the refusals, and A still pays a bill',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const t = await signIn(ctx);

    await journal.step('/permissions: every optional choice switched off; the server holds each refusal', async () => {
      // (From 我的 in Chromium's journey; MiniBrowser's short window leaves the row under the tab bar.)
      await screen.goto('/permissions');
      await screen.see({ role: 'switch', name: '定位' });
      // One switch at a time, as a driver goes down the list: each off on screen before the next.
      for (let on = (await screen.inspect({ role: 'switch' })).filter((x) => x.checked); on.length; on = (await screen.inspect({ role: 'switch' })).filter((x) => x.checked)) {
        const name = on[0]!.name;
        await screen.tap({ role: 'switch', name });
        await screen.waitFor(`${name} to be off`, async () => ((await screen.inspect({ role: 'switch', name }))[0]?.checked === false ? true : undefined));
      }
      const held = await server.get<ConsentRow[] | { results: ConsentRow[] }>(t.token, '/api/driver/v2/api/consents').then((r) => (Array.isArray(r) ? r : r.results));
      const granted = held.filter((c) => c.granted).map((c) => c.kind);
      if (granted.length) throw new Error(`the page shows every switch off, the server still holds ${granted.join(', ')}`);
    });

    await journal.step('with every consent refused, A pays 京A12345\'s bill from the balance; the server says it is paid', async () => {
      await screen.goto('/payPage?uniqueId=U20001&parkId=P1001');
      await screen.tap({ role: 'radio', name: /余额支付/ });
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.tap({ role: 'button', name: /^确认支付/ });
      await screen.see({ role: 'heading', name: '支付成功' }, 15_000);
      const u = await screen.waitUrl(/^\/payResultPage\?payOrderId=\w+/);
      const order = await server.get<{ state: string }>(t.token, `/api/charge/v2/api/payCharges/sync/${u.searchParams.get('payOrderId')}`);
      if (order.state !== 'paid') throw new Error(`the screen says 支付成功, the server's order is ${order.state}`);
    });
  },
};

export const RIGHTS_JOURNEYS: Journey[] = [noticeCheck, visitorPay, myData, refusedConsents];
