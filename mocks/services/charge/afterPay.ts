import type { PlateHistoryList } from '../../../src/api/charge/types';
import type { ActiveCarOutResult, CanEvaluateResult, EvaluationResult } from '../../../src/api/charge/bills.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { num, optStr, str } from '../../core/validate';
import type { Db } from '../../db';
import type { ParkOrderRecord } from '../../db/parking';
import { findBill, fmtTime, ownsBill, pendingOrderFor, STATE_CODE, totalFee } from './bills';
import { leaveWithoutBarrier } from '../parkingPay';


/** Why this driver may not rate this bill, or null when they may: paid, theirs (plate or payment), not yet rated. */
export function canEvaluate(db: Db, driverId: string, o: ParkOrderRecord): string | null {
  if (o.state !== 'paid') return '订单完成支付后才能评价';
  const payer = db.payOrders.find((p) => p.payOrderId === o.payOrderId)?.driverId;
  if (payer !== driverId && !ownsBill(db, driverId, o)) return '只能评价自己的停车订单';
  if (db.evaluations.some((e) => e.uniqueId === o.uniqueId)) return '该订单已评价';
  return null;
}

function bill(db: Db, input: Record<string, unknown>) {
  return findBill(db, str(input, 'uniqueId', '订单编号'), str(input, 'parkId', '停车场编号'));
}

export function registerAfterPay(r: MockRouter) {
  r.post('/charge/v2/api/canbeEvaluate', ({ db, req, requireDriver }) => {
    const driver = requireDriver();
    const reason = canEvaluate(db, driver.driverId, bill(db, req.input));
    const result: CanEvaluateResult = { canEvaluate: reason === null ? 1 : 0, reason };
    return result;
  });

  r.post('/charge/v2/api/evaluations', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const o = bill(db, req.input);
    const score = num(req.input, 'score', '评分');
    if (!Number.isInteger(score) || score < 1 || score > 5) badRequest('评分需为1-5星');
    const content = optStr(req.input, 'content') ?? '';
    if (content.length > 200) badRequest('评价内容不能超过200字');
    const rawTags = req.input.tags ?? [];
    if (!Array.isArray(rawTags) || rawTags.some((t) => typeof t !== 'string')) badRequest('评价标签格式错误');
    const reason = canEvaluate(db, driver.driverId, o);
    if (reason) throw new MockFail('0xd06510050', reason);
    const evaluationId = db.seq.next('E');
    db.evaluations.push({ evaluationId, driverId: driver.driverId, uniqueId: o.uniqueId, parkId: o.parkId, score, tags: rawTags as string[], content, createdAt: now() });
    const result: EvaluationResult = { evaluationId };
    return result;
  });

  // The exit camera can miss a car: the driver declares having left, which ends the bill at this moment.
  r.post('/charge/v2/api/driverActiveCarOut', ({ db, req, requireDriver, now }) => {
    const driver = requireDriver();
    const o = bill(db, req.input);
    const payer = o.payOrderId ? db.payOrders.find((p) => p.payOrderId === o.payOrderId)?.driverId : undefined;
    if (!ownsBill(db, driver.driverId, o) && payer !== driver.driverId) throw new MockFail('0xd06510051', '只能操作本人绑定车辆的停车订单');
    // Paid at an exit lane whose barrier did not open: the driver left with staff help and says so.
    if (o.state === 'paid' && leaveWithoutBarrier(db, o.uniqueId)) {
      const done: ActiveCarOutResult = { uniqueId: o.uniqueId, orderState: 3, parkEndTime: fmtTime(o.outTime ?? now()), parkFee: 0 };
      return done;
    }
    if (o.state !== 'parking') throw new MockFail('0xd06510052', '车辆已离场，无需重复操作');
    if (pendingOrderFor(db, o.uniqueId, now())) throw new MockFail('0xd06510053', '订单正在支付中，请完成支付后再操作');
    o.totalCents = totalFee(o, now());
    o.outTime = now();
    o.state = o.totalCents - o.paidCents - o.discountCents > 0 ? 'arrears' : 'paid';
    const result: ActiveCarOutResult = {
      uniqueId: o.uniqueId, orderState: STATE_CODE[o.state], parkEndTime: fmtTime(o.outTime),
      parkFee: Math.max(0, o.totalCents - o.paidCents - o.discountCents),
    };
    return result;
  });

  r.get('/charge/v2/api/plateHistory/record', ({ db, requireDriver }) => {
    const driver = requireDriver();
    return historyOf(db, driver.driverId);
  });

  r.delete('/charge/v2/api/plateHistory/record', ({ db, req, requireDriver }) => {
    const driver = requireDriver();
    const recordId = str(req.input, 'recordId', '记录编号');
    if (!db.plateQueries.some((q) => q.id === recordId && q.driverId === driver.driverId)) notFound('查询记录不存在');
    db.plateQueries = db.plateQueries.filter((q) => q.id !== recordId);
    return historyOf(db, driver.driverId);
  });
}

function historyOf(db: Db, driverId: string): PlateHistoryList {
  return {
    results: db.plateQueries
      .filter((q) => q.driverId === driverId)
      .sort((a, b) => b.queriedAt - a.queriedAt)
      .map((q) => ({ id: q.id, plateNo: q.plateNo, plateColor: q.plateColor })),
  };
}
