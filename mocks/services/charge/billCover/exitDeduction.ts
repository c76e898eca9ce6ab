import { badRequest } from '../../../core/fail';
import type { Db } from '../../../db';
import type { ParkOrderRecord } from '../../../db/parking';
import type { ExitDeductionRecord } from '../../../db/settlements';
import type { PayChannel } from '../../../../src/lib/wire';
import { payableFee, totalFee } from '../bills';
import { activeContractOf, etcInProgress } from './cover';
import { REASONS, refundDuplicate } from './duplicates';

/**
 * Deductions at the exit by the plate's 无感支付 contract or by ETC, as the lot's exit system makes them. An unpaid
 * bill becomes paid through that channel; a bill paid already (a scan payment got there first) is charged anyway —
 * the race the issue names — and the server gives the deduction back at once (duplicates.ts).
 */

/** The pay channel every bill screen reads: a WeChat or Alipay withholding is that provider's money; ETC none of theirs. */
const BILL_CHANNEL: Record<ExitDeductionRecord['channel'], PayChannel | null> = { withholdWechat: 3, withholdAlipay: 2, etc: null };

const REASON: Record<ExitDeductionRecord['channel'], string> = { withholdWechat: REASONS.withhold, withholdAlipay: REASONS.withhold, etc: REASONS.etc };

/** The whole fee the exit system takes: what is due on an unpaid bill, the bill's fee again on a paid one. */
function amountOf(bill: ParkOrderRecord, now: number): number {
  return bill.state === 'paid' ? totalFee(bill, now) - bill.discountCents : payableFee(bill, now);
}

/** The deduction landed: the bill is paid by it, or, paid already, the deduction is a second payment and goes back. */
function land(db: Db, bill: ParkOrderRecord, d: ExitDeductionRecord, now: number) {
  d.state = 'done';
  d.at = now;
  if (bill.state === 'paid') {
    refundDuplicate(db, {
      driverId: d.driverId, uniqueId: bill.uniqueId, paymentRef: `deduct:${d.deductionId}`, channel: d.channel, amountCents: d.amountCents,
      reason: REASON[d.channel], createdAt: now,
    });
    return;
  }
  // The fee the exit charged is the bill's fee, fixed now.
  bill.totalCents = bill.paidCents + bill.discountCents + d.amountCents;
  bill.paidCents += d.amountCents;
  bill.outTime ??= now;
  bill.state = 'paid';
  bill.paidAt = now;
  bill.payOrderId = null;
  bill.payChannel = BILL_CHANNEL[d.channel];
  // The car leaves through the lane it waited at.
  for (const lane of db.lanes) if (lane.parkId === bill.parkId && lane.plateNo === bill.plateNo) lane.plateNo = null;
}

/** POST /__mock/bills/{uniqueId}/withholdDeduct: the plate's withholding deducts the bill's fee now, as at the exit. */
export function withholdDeduct(db: Db, bill: ParkOrderRecord, now: number): ExitDeductionRecord {
  const contract = activeContractOf(db, bill.plateNo);
  if (!contract) badRequest(`车辆${bill.plateNo}未开通无感支付，无法代扣`);
  if (db.exitDeductions.some((d) => d.uniqueId === bill.uniqueId && d.channel !== 'etc' && d.state === 'done')) badRequest('该账单已由无感支付扣费，不能重复扣费');
  const amountCents = amountOf(bill, now);
  if (amountCents <= 0) badRequest('该账单无需扣费');
  const d: ExitDeductionRecord = {
    deductionId: db.seq.next('XD'), driverId: contract.driverId, uniqueId: bill.uniqueId, plateNo: bill.plateNo, parkId: bill.parkId,
    channel: contract.channel === 3 ? 'withholdWechat' : 'withholdAlipay', amountCents, state: 'deducting', at: now,
  };
  db.exitDeductions.push(d);
  land(db, bill, d, now);
  return d;
}

/**
 * POST /__mock/bills/{uniqueId}/etc {state}: 'deducting' starts an ETC deduction (it covers the bill), 'done' lands it
 * (one under way, or a new one at once), 'failed' ends the one under way without money (the cover goes away).
 */
export function etcDeduction(db: Db, bill: ParkOrderRecord, state: ExitDeductionRecord['state'], now: number): ExitDeductionRecord {
  const running = etcInProgress(db, bill.uniqueId);
  if (state === 'failed') {
    if (!running) badRequest('该账单没有进行中的ETC扣费');
    running.state = 'failed';
    running.at = now;
    return running;
  }
  if (running && state === 'deducting') return running;
  if (!running && db.exitDeductions.some((d) => d.uniqueId === bill.uniqueId && d.channel === 'etc' && d.state === 'done')) badRequest('该账单已由ETC扣费，不能重复扣费');
  const amountCents = running?.amountCents ?? amountOf(bill, now);
  if (amountCents <= 0) badRequest('该账单无需扣费');
  const owner = db.plates.find((p) => p.plateNo === bill.plateNo);
  const d: ExitDeductionRecord = running ?? {
    deductionId: db.seq.next('XD'), driverId: owner?.driverId ?? '', uniqueId: bill.uniqueId, plateNo: bill.plateNo, parkId: bill.parkId,
    channel: 'etc', amountCents, state: 'deducting', at: now,
  };
  if (!running) db.exitDeductions.push(d);
  if (state === 'done') land(db, bill, d, now);
  return d;
}

/**
 * POST /__mock/bills/{uniqueId}/exit: the car drives out in the ordinary way. A bill paid already (the driver paid
 * anyway) is let through and the withholding deducts nothing; an unpaid one is deducted by the plate's withholding,
 * or, with none, left as arrears. Returns the deduction made, if any.
 */
export function exitCar(db: Db, bill: ParkOrderRecord, now: number): ExitDeductionRecord | null {
  if (bill.state === 'paid') return null;
  if (bill.state !== 'parking') badRequest('该车辆不在场内');
  if (payableFee(bill, now) <= 0) {
    bill.state = 'paid';
    bill.totalCents = totalFee(bill, now);
    bill.outTime = now;
    return null;
  }
  if (activeContractOf(db, bill.plateNo)) return withholdDeduct(db, bill, now);
  bill.totalCents = totalFee(bill, now);
  bill.outTime = now;
  bill.state = 'arrears';
  return null;
}
