import type { BarrierState } from '../../../src/api/charge/types';
import type { NoPlateLane, NoPlateStay } from '../../../src/api/charge/noPlate.types';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext } from '../../core/router';
import { optStr, type Input } from '../../core/validate';
import type { Db } from '../../db';
import { NO_PLATE, type EntryLaneRecord, type NoPlateStayRecord, type StayHolder } from '../../db/noPlate';
import type { ParkOrderRecord } from '../../db/parking';
import type { LaneRecord } from '../../db/parkingPay';
import { barrierOf } from '../parkingPay';
import { feeRuleDesc, fmtOptTime, fmtTime, operatorNameOf, parkInfo, payableFee } from './bills';

/** Plate-less stays (db/noPlate.ts): whose phone, which lane, the stay as the app reads it. */

/** A stay paid or left free still answers the exit lane this long, so the phone that paid sees it paid. */
export const EXIT_GRACE_MS = 15 * 60_000;

const TICKET = /^[0-9a-f]{32}$/;
const MAX_OPENID = 128;

/** The lot cannot take a plate-less entry: it takes neither WeChat nor Alipay, so the phone could never pay. */
export const LOT_REFUSES_NO_PLATE = '0xd06510048';

/** Said when this phone holds no stay here (another phone, a lost or cleared ticket). */
export const NO_STAY = '未找到本手机的无牌车入场记录。如您是扫码入场的无牌车，请联系出口岗亭工作人员人工缴费出场';

/** Whose phone the call is from: the host's identity or the phone's ticket; none on a read that may have neither. */
export function holderOf(input: Input): StayHolder | null {
  const openid = optStr(input, 'openid');
  const ticket = optStr(input, 'ticket');
  if (openid && ticket) badRequest('入场凭证只能提供一种');
  if (openid) {
    if (openid.length > MAX_OPENID) badRequest('用户标识格式不正确');
    return { kind: 'openid', value: openid };
  }
  if (ticket) {
    if (!TICKET.test(ticket)) badRequest('入场凭证格式不正确');
    return { kind: 'ticket', value: ticket };
  }
  return null;
}

/** A change needs the phone's proof: no stay is recorded against, or paid for, nobody. */
export function requireHolder(input: Input): StayHolder {
  const holder = holderOf(input);
  if (!holder) badRequest('缺少入场凭证，请重新扫码');
  return holder;
}

export function findEntryLane(db: Db, parkId: string, laneCode: string): EntryLaneRecord {
  const lane = db.entryLanes.find((l) => l.parkId === parkId && l.laneCode === laneCode);
  if (!lane) notFound('未找到该车道，请重新扫码');
  return lane;
}

/** The car at the exit lane must be a plate-less one: another car's plate at the camera means the phone is elsewhere. */
export function requireNoPlateAt(lane: LaneRecord) {
  if (lane.plateNo && lane.plateNo !== NO_PLATE) badRequest('该车道有其他车辆正在出场，请确认您所在的车道后重新扫码');
}

const sameHolder = (a: StayHolder, b: StayHolder) => a.kind === b.kind && a.value === b.value;

function billOf(db: Db, stay: NoPlateStayRecord): ParkOrderRecord | undefined {
  return db.parkOrders.find((b) => b.uniqueId === stay.uniqueId);
}

/** When the stay ended (paid, or left free), or null while it is still open. */
function endedAt(bill: ParkOrderRecord, stay: NoPlateStayRecord): number | null {
  if (bill.state !== 'paid') return null;
  return stay.freeExit?.at ?? bill.paidAt ?? bill.outTime;
}

/**
 * The holder's stay at this lot: the one still open, else (with `grace`) the newest paid or left within
 * EXIT_GRACE_MS. Older stays are history: a phone that comes back another day has no stay until it enters again.
 */
export function currentStay(db: Db, parkId: string, holder: StayHolder | null, now: number, grace: boolean) {
  if (!holder) return null;
  const mine = db.noPlateStays
    .filter((s) => sameHolder(s.holder, holder))
    .map((stay) => ({ stay, bill: billOf(db, stay) }))
    .filter((x): x is { stay: NoPlateStayRecord; bill: ParkOrderRecord } => !!x.bill && x.bill.parkId === parkId)
    .sort((a, b) => b.bill.inTime - a.bill.inTime);
  const open = mine.find((x) => endedAt(x.bill, x.stay) === null);
  if (open || !grace) return open ?? null;
  return mine.find((x) => now - (endedAt(x.bill, x.stay) ?? 0) <= EXIT_GRACE_MS) ?? null;
}

/** The holder's own stay by its number, at this lot; anyone else's is not found (nothing says it exists). */
export function stayOfHolder(db: Db, stayId: string, parkId: string, holder: StayHolder) {
  const stay = db.noPlateStays.find((s) => s.uniqueId === stayId && sameHolder(s.holder, holder));
  const bill = stay ? billOf(db, stay) : undefined;
  if (!stay || !bill || bill.parkId !== parkId) notFound(NO_STAY);
  return { stay, bill };
}

/** A new stay: its bill under NO_PLATE at the lot's own rule, recorded against the phone; the entry barrier opens. */
export function openStay(ctx: MockContext, lane: EntryLaneRecord, holder: StayHolder): { stay: NoPlateStayRecord; bill: ParkOrderRecord } {
  const { db } = ctx;
  const park = parkInfo(db, lane.parkId).park;
  const rule = db.lotFeeRules.find((r) => r.parkId === lane.parkId)?.rule;
  // A lot that takes no WeChat or Alipay could never be paid from the phone: the car takes a paper ticket instead.
  if (!park || !rule || !park.payTypes.some((c) => c === 2 || c === 3)) throw new MockFail(LOT_REFUSES_NO_PLATE, '该停车场暂不支持无牌车扫码入场，请联系入口岗亭工作人员');
  const now = ctx.now();
  const bill: ParkOrderRecord = {
    uniqueId: db.seq.next('U'), parkId: lane.parkId, plateNo: NO_PLATE, plateColor: 1, berthNo: null, roadSide: false,
    inTime: now, outTime: null, state: 'parking', isBagCar: 0, rule, totalCents: null, paidCents: 0, discountCents: 0,
    paidAt: null, payOrderId: null, payChannel: null,
  };
  const stay: NoPlateStayRecord = { uniqueId: bill.uniqueId, holder, entryLaneCode: lane.laneCode, entryBarrierOpened: lane.barrierWorks, freeExit: null };
  db.parkOrders.push(bill);
  db.noPlateStays.push(stay);
  return { stay, bill };
}

/** Within the free minutes: the stay ends with nothing paid and the exit barrier opens (a fault: staff open it). */
export function leaveFree(bill: ParkOrderRecord, stay: NoPlateStayRecord, lane: LaneRecord, now: number) {
  bill.totalCents = 0;
  bill.state = 'paid';
  bill.outTime = now;
  bill.paidAt = now;
  stay.freeExit = { laneCode: lane.laneCode, opened: lane.barrierWorks, at: now };
  if (lane.barrierWorks) lane.plateNo = null;
}

function exitBarrierOf(db: Db, bill: ParkOrderRecord, stay: NoPlateStayRecord): BarrierState | null {
  if (stay.freeExit) {
    const lane = db.lanes.find((l) => l.parkId === bill.parkId && l.laneCode === stay.freeExit?.laneCode);
    return { parkId: bill.parkId, laneCode: stay.freeExit.laneCode, laneName: lane?.laneName ?? stay.freeExit.laneCode, opened: stay.freeExit.opened, leftManually: false };
  }
  const order = bill.payOrderId ? db.payOrders.find((o) => o.payOrderId === bill.payOrderId) : undefined;
  return order ? barrierOf(db, order) : null;
}

export function stayView(db: Db, stay: NoPlateStayRecord, bill: ParkOrderRecord, now: number): NoPlateStay {
  const entryLane = db.entryLanes.find((l) => l.parkId === bill.parkId && l.laneCode === stay.entryLaneCode);
  const end = bill.outTime ?? now;
  return {
    stayId: bill.uniqueId, parkId: bill.parkId, parkName: parkInfo(db, bill.parkId).parkName,
    entryLaneName: entryLane?.laneName ?? stay.entryLaneCode, inTime: fmtTime(bill.inTime),
    parkDuration: Math.max(0, Math.floor((end - bill.inTime) / 1000)), parkFee: payableFee(bill, now), paidFee: bill.paidCents,
    // A stay left unpaid (only the control API can do that) is still owed: it reads as open.
    state: bill.state !== 'paid' ? 'parking' : stay.freeExit ? 'freeExit' : 'paid',
    payTime: bill.state === 'paid' && !stay.freeExit ? fmtOptTime(bill.paidAt) : null,
    feeRuleDesc: feeRuleDesc(bill.rule), entryBarrierOpened: stay.entryBarrierOpened, exitBarrier: exitBarrierOf(db, bill, stay),
  };
}

/** A lane with the phone's stay at its lot. */
export function laneView(db: Db, lane: { parkId: string; laneCode: string; laneName: string }, found: { stay: NoPlateStayRecord; bill: ParkOrderRecord } | null, now: number): NoPlateLane {
  return {
    parkId: lane.parkId, parkName: parkInfo(db, lane.parkId).parkName, laneCode: lane.laneCode, laneName: lane.laneName,
    operatorName: operatorNameOf(db, lane.parkId), stay: found ? stayView(db, found.stay, found.bill, now) : null,
  };
}
