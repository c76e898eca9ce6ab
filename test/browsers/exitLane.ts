import { asVisitor, money, type Journey } from './journey';

/**
 * Paying at the exit without an account in WebKit (docs/rules/parking.md, "At the exit lane"): a visitor scans a
 * lane's code in a plain browser, pays through the cashier, and the barrier's result is the server's. The screen is
 * checked against the server after each step, as ./journeys.ts does.
 */

interface LaneAnswer {
  plateNo: string | null;
  bill: { uniqueId: string; parkFee: number } | null;
}
interface VisitorOrder {
  state: string;
  amountCents: number;
  barrier: { opened: boolean | null; laneCode: string } | null;
}

const exitLane: Journey = {
  name: 'exit lane: a visitor scans P1001\'s exit lane in a browser, pays 京A12345\'s fee at the cashier with no account, and the barrier opens as the server says; its invoice asked for from the result, once',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    await asVisitor(ctx);
    const lane = await journal.step('the lane\'s code opens the car the lane sees and the fee the server holds, no sign-in', async () => {
      const answer = await server.get<LaneAnswer>('', '/api/charge/v2/api/parkOrders/msp/laneBill?parkId=P1001&laneCode=E1');
      if (!answer.bill || answer.plateNo !== '京A12345') throw new Error(`the server's lane has ${JSON.stringify(answer)}`);
      await screen.goto('/scanPayPage?parkId=P1001&laneCode=E1');
      await screen.textOf({ css: 'main' }, /出口1号车道/);
      await screen.textOf({ role: 'region', name: '停车账单' }, /京A·12345/);
      await screen.textOf({ role: 'region', name: '停车账单' }, money(answer.bill.parkFee));
      await screen.see({ role: 'link', name: '登录后支付' });
      await screen.waitUrl(/^\/scanPayPage\?parkId=P1001&laneCode=E1$/);
      return answer.bill;
    });

    const result = await journal.step('立即支付 opens the cashier; paid there, /BarrierRslt says 道闸已开启 as the server does', async () => {
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.waitUrl(/^\/__mock\/cashier\?/);
      await screen.tap({ role: 'button', name: '支付' });
      const url = await screen.waitUrl(/^\/BarrierRslt\?payOrderId=\w+&payToken=\w+/, 20_000);
      await screen.see({ role: 'heading', name: '道闸已开启' }, 20_000);
      const order = await server.get<VisitorOrder>('', `/api/charge/v2/api/visitorPay/orders/${url.searchParams.get('payOrderId')}?payToken=${url.searchParams.get('payToken')}`);
      if (order.state !== 'paid') throw new Error(`the page says 道闸已开启, the server's order is ${order.state}`);
      if (order.amountCents !== lane.parkFee) throw new Error(`the page showed ${lane.parkFee} cents, the server charged ${order.amountCents}`);
      if (order.barrier?.opened !== true || order.barrier.laneCode !== 'E1') throw new Error(`the server's barrier: ${JSON.stringify(order.barrier)}`);
      return url;
    });

    await journal.step('开具电子发票 from the result, no account: the form, 提交开票申请 tapped twice, one invoice on the server, and the result shows it', async () => {
      await screen.tap({ role: 'link', name: '开具电子发票' });
      await screen.waitUrl(/^\/makeInvoiceBySelf\?plateNo=%E4%BA%ACA12345&orderNo=U20001$/);
      await screen.textOf({ role: 'region', name: '开票订单' }, money(lane.parkFee));
      await screen.tap({ role: 'radio', name: '个人' });
      await screen.fill({ role: 'textbox', name: '个人名称' }, '韩梅梅');
      await screen.fill({ role: 'textbox', name: '接收邮箱' }, 'meimei@example.com');
      await screen.tap({ role: 'button', name: '提交开票申请' });
      // The second tap of a double tap, if the button is still there to take it.
      await screen.tap({ role: 'button', name: /提交开票申请|提交中/ }, 800).catch(() => undefined);
      await screen.textOf({ role: 'region', name: '开票进度' }, /开票中/, 15_000);
      const sent = (await server.calls('/invoice/v2/api/selfService/invoices')).filter((c) => c.method === 'POST');
      if (sent.length !== 1) throw new Error(`the server received ${sent.length} invoice requests`);
      const held = await server.get<{ invoice: { invoiceNo: string } | null }>('', `/api/invoice/v2/api/selfService/order?plateNo=${encodeURIComponent('京A12345')}&orderNo=U20001`);
      if (!held.invoice) throw new Error('the server holds no invoice for U20001');
      await screen.goto(result.pathname + result.search);
      await screen.textOf({ role: 'region', name: '电子发票' }, new RegExp(`申请编号 ${held.invoice.invoiceNo}`), 15_000);
    });

    await journal.step('the lane is empty now, on the page as on the server', async () => {
      const answer = await server.get<LaneAnswer>('', '/api/charge/v2/api/parkOrders/msp/laneBill?parkId=P1001&laneCode=E1');
      if (answer.plateNo !== null) throw new Error(`the server's lane still holds ${answer.plateNo}`);
      await screen.goto('/scanPayPage?parkId=P1001&laneCode=E1');
      await screen.see({ text: '当前车道暂无车辆' });
    });
  },
};

interface NoPlateLane {
  stay: { stayId: string; parkFee: number; state: string; exitBarrier: { opened: boolean | null } | null } | null;
}

const HOUR = 3_600_000;

const plateLessCar: Journey = {
  name: 'no plate: a car with no plate enters P1001 with this phone as its ticket, leaves an hour later through E2, pays in the browser, and the barriers do what the server says',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    await asVisitor(ctx);
    const ticket = await journal.step('the entry lane\'s code: 确认入场 records the stay against this phone\'s ticket, 已入场 as the server holds it', async () => {
      await screen.goto('/noPlateEntry?parkId=P1001&laneCode=N1');
      await screen.tap({ role: 'button', name: '确认入场' });
      await screen.see({ role: 'heading', name: '已入场' }, 15_000);
      const kept = await screen.execute<string | null>("return localStorage.getItem('driverApp.noPlateTicket');");
      if (!kept || !/^[0-9a-f]{32}$/.test(kept)) throw new Error(`the phone keeps no ticket: ${String(kept)}`);
      const entries = (await server.calls('/charge/v2/api/noPlate/entries')) as { body: { ticket?: string } }[];
      if (entries.length !== 1 || entries[0]?.body.ticket !== kept) throw new Error(`the server received ${JSON.stringify(entries.map((e) => e.body))}`);
      return kept;
    });

    const fee = await journal.step('an hour on, the exit lane\'s code shows the stay and the fee the server holds for this ticket', async () => {
      await server.advance(HOUR);
      const lane = await server.get<NoPlateLane>('', `/api/charge/v2/api/noPlate/exitLane?parkId=P1001&laneCode=E2&ticket=${ticket}`);
      if (!lane.stay || lane.stay.state !== 'parking' || lane.stay.parkFee <= 0) throw new Error(`the server's stay: ${JSON.stringify(lane.stay)}`);
      await screen.goto('/scanPayPage?parkId=P1001&laneCode=E2');
      await screen.textOf({ role: 'region', name: '停车信息' }, money(lane.stay.parkFee));
      return { cents: lane.stay.parkFee, stayId: lane.stay.stayId };
    });

    await journal.step('立即支付 at the cashier; /BarrierRslt says 道闸已开启 and the server has the stay paid and the barrier open', async () => {
      await screen.tap({ role: 'button', name: '立即支付' });
      await screen.waitUrl(/^\/__mock\/cashier\?/);
      await screen.tap({ role: 'button', name: '支付' });
      const url = await screen.waitUrl(/^\/BarrierRslt\?payOrderId=\w+&payToken=\w+/, 20_000);
      await screen.see({ role: 'heading', name: '道闸已开启' }, 20_000);
      const order = await server.get<VisitorOrder>('', `/api/charge/v2/api/visitorPay/orders/${url.searchParams.get('payOrderId')}?payToken=${url.searchParams.get('payToken')}`);
      if (order.state !== 'paid' || order.amountCents !== fee.cents) throw new Error(`the page showed ${fee.cents} cents; the server's order: ${JSON.stringify(order)}`);
      const lane = await server.get<NoPlateLane>('', `/api/charge/v2/api/noPlate/exitLane?parkId=P1001&laneCode=E2&ticket=${ticket}`);
      if (lane.stay?.state !== 'paid' || lane.stay.exitBarrier?.opened !== true) throw new Error(`the server's stay after paying: ${JSON.stringify(lane.stay)}`);
    });
  },
};

export const EXIT_LANE_JOURNEYS: Journey[] = [exitLane, plateLessCar];
