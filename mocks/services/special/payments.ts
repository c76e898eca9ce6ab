import type { PayOrder } from '../../../src/api/charge/types';
import type { PayChannel } from '../../../src/lib/wire';
import { BAG_CODES, type BagPayRecordPage } from '../../../src/api/special/types';
import type { DriverRecord } from '../../db/accounts';
import type { PayOrderRecord } from '../../db/parking';
import type { BagOrderRecord } from '../../db/periodPasses';
import { badRequest, MockFail } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, optStr, page, paginate, str } from '../../core/validate';
import { yuan } from '../charge/bills';
import { PAY_CODES, refuseChangedAmount, safeReturnPath, settlePaid, viewOf } from '../charge/payments';
import { periodsOf, requestIdOf } from './input';
import { bringUpToDate } from './lifecycle';
import { applicationState, findApplication, findPass, inFlightOrder, payOrderOf } from './records';
import { renewalRules, renewBlocker } from './renewal';
import { findRule, leftOf, MAX_PERIODS } from './rules';
import { toPayRecord } from './views';

/**
 * Paying for passes goes through the charge service's pay-order registry, as charging bills do (cps/bills.ts): one
 * order whose item is the pass payment (a BagOrderRecord id 'BP…'), so payCharges/sync, the provider's settlement
 * (POST /__mock/payments/{id}) and the cashier work unchanged; the balance (and a free rule) settles at once.
 * One order in flight per application or pass: asking again with the same terms hands it back.
 */

const CHANNELS = [2, 3, 6] as const;

function returnPathOf(ctx: MockContext): string | null {
  const raw = optStr(ctx.req.input, 'returnUrl');
  if (raw === undefined) return null;
  const path = safeReturnPath(raw, ctx.req.origin);
  if (path === null) badRequest('返回地址不合法');
  return path;
}

type NewOrder = Pick<BagOrderRecord, 'kind' | 'applicationId' | 'bagId' | 'ruleId' | 'periods' | 'amountCents' | 'payChannel' | 'requestId'>;

function open(ctx: MockContext, driver: DriverRecord, fields: NewOrder, back: string | null): PayOrder {
  const { db } = ctx;
  const now = ctx.now();
  const amount = fields.amountCents;
  refuseChangedAmount(ctx, amount);
  if (fields.payChannel === 6 && driver.balanceCents < amount) {
    throw new MockFail(PAY_CODES.insufficientBalance, `余额不足：当前余额${yuan(driver.balanceCents)}元，需支付${yuan(amount)}元，请充值或选择其他支付方式`);
  }
  const orderId = db.seq.next('BP');
  const pay: PayOrderRecord = {
    payOrderId: db.seq.next('O'), driverId: driver.driverId, items: [{ uniqueId: orderId, feeCents: amount }], payChannel: fields.payChannel,
    originalCents: amount, discountCents: 0, amountCents: amount, couponId: null, collectorCode: null, lane: null, state: 'pending', createdAt: now, settledAt: null,
  };
  db.payOrders.push(pay);
  db.bagOrders.push({
    ...fields, orderId, driverId: driver.driverId, payOrderId: pay.payOrderId, createdAt: now, bookedAt: null, validFrom: null, validTo: null, closedAt: null, refundedAt: null,
  });
  // The balance pays at once; so does a free rule (nothing to collect), whatever channel was picked.
  if (fields.payChannel === 6 || amount === 0) {
    driver.balanceCents -= amount;
    settlePaid(db, pay, now);
    bringUpToDate(db, now);
  }
  return viewOf(ctx, pay, back);
}

/** The same terms again hand the open order back; other terms wait for it. */
function reuseInFlight(ctx: MockContext, match: (o: BagOrderRecord) => boolean, same: (o: BagOrderRecord) => boolean, back: string | null): PayOrder | null {
  const inFlight = inFlightOrder(ctx.db, match);
  if (!inFlight) return null;
  if (same(inFlight.order)) return viewOf(ctx, inFlight.pay, back);
  throw new MockFail(PAY_CODES.inFlight, `有一笔${yuan(inFlight.order.amountCents)}元的支付正在进行中，请完成该笔支付或15分钟后再试`);
}

function payApplication(ctx: MockContext): PayOrder {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const a = findApplication(db, driver.driverId, req.params.applicationId ?? '');
  const channel: PayChannel = oneOf(req.input, 'payChannel', '支付方式', CHANNELS);
  const periods = periodsOf(req.input, MAX_PERIODS);
  const back = returnPathOf(ctx);
  const again = reuseInFlight(ctx, (o) => o.applicationId === a.applicationId, (o) => o.periods === periods && o.payChannel === channel, back);
  if (again) return again;
  const state = applicationState(db, a, now);
  if (a.bagId && state !== 6) throw new MockFail(PAY_CODES.alreadyPaid, '该申请已支付，无需重复支付');
  if (state === 1) throw new MockFail(BAG_CODES.notPayable, '申请审核中，审核通过后才能支付');
  if (state === 3) throw new MockFail(BAG_CODES.notPayable, '申请已驳回，请修改后重新提交');
  if (state === 5) throw new MockFail(BAG_CODES.notPayable, '申请已超过支付期限，请重新办理');
  if (state === 6) throw new MockFail(BAG_CODES.notPayable, a.bagId ? '月卡已退订，请重新办理' : '申请已撤回，请重新办理');
  const rule = findRule(db, a.ruleId);
  if (!rule.onSale) throw new MockFail(BAG_CODES.ruleOffSale, '该月卡已停售，请选择其他月卡');
  if (leftOf(db, rule) === 0) throw new MockFail(BAG_CODES.ruleFull, '该月卡名额已满，请选择其他月卡或停车场');
  return open(ctx, driver, {
    kind: 'new', applicationId: a.applicationId, bagId: null, ruleId: rule.ruleId, periods, amountCents: rule.priceCents * periods, payChannel: channel, requestId: null,
  }, back);
}

function renew(ctx: MockContext): PayOrder {
  const { db, req } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  bringUpToDate(db, now);
  const pass = findPass(db, driver.driverId, req.params.bagId ?? '');
  const requestId = requestIdOf(req.input);
  const back = returnPathOf(ctx);
  // The same request again (a double tap, a reload): the payment it made, whatever became of it.
  const again = db.bagOrders.find((o) => o.driverId === driver.driverId && o.kind === 'renew' && o.requestId === requestId);
  const againPay = again ? payOrderOf(db, again) : undefined;
  if (again && again.bagId !== pass.bagId) badRequest('请求编号已用于其他月卡的续费');
  if (againPay) return viewOf(ctx, againPay, back);
  const ruleId = str(req.input, 'ruleId', '续费规则');
  const periods = periodsOf(req.input, MAX_PERIODS);
  const channel: PayChannel = oneOf(req.input, 'payChannel', '支付方式', CHANNELS);
  // Another renewal of this pass still with the provider: it is paid or closed first (no two validities at once).
  if (inFlightOrder(db, (o) => o.kind === 'renew' && o.bagId === pass.bagId)) {
    throw new MockFail(PAY_CODES.inFlight, '该月卡有一笔续费正在支付中，请完成该笔支付或15分钟后再试');
  }
  const blocker = renewBlocker(db, pass, now);
  if (blocker) throw new MockFail(BAG_CODES.notRenewable, blocker);
  const rule = findRule(db, ruleId);
  if (!renewalRules(db, pass).includes(rule)) throw new MockFail(BAG_CODES.notRenewable, '该月卡规则不可用于此月卡续费，请选择其他规则');
  if (rule.leftNum === 0) throw new MockFail(BAG_CODES.ruleFull, '该月卡名额已满，请选择其他月卡');
  return open(ctx, driver, {
    kind: 'renew', applicationId: null, bagId: pass.bagId, ruleId: rule.ruleId, periods, amountCents: rule.priceCents * periods, payChannel: channel, requestId,
  }, back);
}

export function registerBagPayments(r: MockRouter) {
  r.post('/special/v2/api/bagApplications/{applicationId}/pay', payApplication);
  r.post('/special/v2/api/bagPasses/{bagId}/renew', renew);

  r.get('/special/v2/api/bagPayRecords', (ctx) => {
    const driver = ctx.requireDriver();
    bringUpToDate(ctx.db, ctx.now());
    const bagId = optStr(ctx.req.input, 'bagId');
    const rows = ctx.db.bagOrders
      .filter((o) => o.driverId === driver.driverId && o.bookedAt !== null && (!bagId || o.bagId === bagId))
      .sort((a, b) => (b.bookedAt ?? 0) - (a.bookedAt ?? 0))
      .map((o) => toPayRecord(ctx.db, o));
    const list: BagPayRecordPage = paginate(rows, page(ctx.req.input, 10));
    return list;
  });
}
