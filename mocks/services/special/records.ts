import type { PayOrderRecord } from '../../db/parking';
import type { BagPassState as WirePassState } from '../../../src/api/special/types';
import type { KnownValue } from '../../../src/lib/schema';
import { notFound } from '../../core/fail';
import type { Db } from '../../db';
import type { BagApplicationRecord, BagApplicationState, BagOrderRecord, BagPassRecord, DisabledCertRecord } from '../../db/periodPasses';

/** The pass states the mock makes (it never answers UNKNOWN). */
export type BagPassState = KnownValue<WirePassState>;

/** Finding pass records and reading the states that follow from the clock. */

export function findApplication(db: Db, driverId: string, applicationId: string): BagApplicationRecord {
  const a = db.bagApplications.find((x) => x.applicationId === applicationId && x.driverId === driverId);
  if (!a) notFound('未找到该月卡申请');
  return a;
}

export function findPass(db: Db, driverId: string, bagId: string): BagPassRecord {
  const p = db.bagPasses.find((x) => x.bagId === bagId && x.driverId === driverId);
  if (!p) notFound('未找到该月卡');
  return p;
}

export function passState(p: BagPassRecord, now: number): BagPassState {
  if (p.cancelledAt !== null) return 6;
  return now >= p.endTime ? 5 : 4;
}

export function passOf(db: Db, a: BagApplicationRecord): BagPassRecord | undefined {
  return a.bagId ? db.bagPasses.find((p) => p.bagId === a.bagId) : undefined;
}

/** A paid application reads its pass: 5 once the pass has ended, 6 once cancelled. */
export function applicationState(db: Db, a: BagApplicationRecord, now: number): BagApplicationState {
  const pass = a.state === 4 ? passOf(db, a) : undefined;
  return pass ? passState(pass, now) : a.state;
}

const STATE_TEXT: Record<BagApplicationState, string> = { 1: '待审核', 2: '已通过待支付', 3: '已驳回', 4: '已生效', 5: '已过期', 6: '已退订' };

/** 4 before the pass's first day reads '待生效'. */
export function stateText(state: BagApplicationState, started: boolean): string {
  return state === 4 && !started ? '待生效' : STATE_TEXT[state];
}

export function payOrderOf(db: Db, o: BagOrderRecord): PayOrderRecord | undefined {
  return o.payOrderId ? db.payOrders.find((p) => p.payOrderId === o.payOrderId) : undefined;
}

/** The pass payment of these whose third-party order is still open (one in flight per application or pass). */
export function inFlightOrder(db: Db, match: (o: BagOrderRecord) => boolean): { order: BagOrderRecord; pay: PayOrderRecord } | undefined {
  for (const order of db.bagOrders) {
    if (!match(order) || order.bookedAt !== null || order.closedAt !== null) continue;
    const pay = payOrderOf(db, order);
    if (pay?.state === 'pending') return { order, pay };
  }
  return undefined;
}

/** The driver's certification that counts (the latest submitted). */
export function latestCert(db: Db, driverId: string): DisabledCertRecord | undefined {
  return db.disabledCerts.filter((c) => c.driverId === driverId).sort((a, b) => b.submittedAt - a.submittedAt)[0];
}

/** The plate an approved certification is for, or null. */
export function certifiedPlate(db: Db, driverId: string): string | null {
  const c = latestCert(db, driverId);
  return c?.state === 2 ? c.plateNo : null;
}

/** What the driver should do about the open application that holds the plate. */
const OPEN_APPLICATION = {
  1: '已有月卡申请正在审核中，请勿重复申请',
  2: '已有审核通过的月卡申请，请前往支付',
  3: '已有被驳回的月卡申请，请修改后重新提交，或撤回后再申请',
} as const;

/** Open applications (1-3) and passes not yet ended that hold a plate at a lot, other than `except`. */
export function plateTakenAt(db: Db, parkId: string, plate: string, now: number, except: { applicationId?: string; bagId?: string } = {}): string | null {
  const app = db.bagApplications.find((a) => a.parkId === parkId && a.applicationId !== except.applicationId && [1, 2, 3].includes(a.state) && a.plates.includes(plate));
  if (app) return `车辆${plate}在该停车场${OPEN_APPLICATION[app.state as 1 | 2 | 3]}`;
  const pass = db.bagPasses.find((p) => p.parkId === parkId && p.bagId !== except.bagId && passState(p, now) === 4 && (p.plates.includes(plate) || (p.plateChange?.state === 'pending' && p.plateChange.plates.includes(plate))));
  if (pass) return `车辆${plate}在该停车场已有有效月卡，到期前30天内可续费`;
  return null;
}
