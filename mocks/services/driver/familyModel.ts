import type { FamilyBill, FamilyBooking, FamilyLock, FamilySession, FamilyView, Share } from '../../../src/api/driver/family.types';
import { FAMILY_CODES, FAMILY_SESSION_STATES } from '../../../src/api/driver/family.types';
import { LOCK_TIMING } from '../../../src/api/booking/locks.types';
import { MockFail, notFound } from '../../core/fail';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import type { BookOrderRecord, LockRecord } from '../../db/booking';
import type { ChargingOrderRecord } from '../../db/charging';
import { familyName, type FamilyShareRecord } from '../../db/family';
import { monthStart } from '../booking/beijing';
import { isValidForLock, pendingCommand, settleLocks } from '../booking/lockModel';
import { bringBookingsUpToDate } from '../booking/orderLife';
import { parkInfo, payableFee } from '../charge/bills';
import { netOf } from '../cps/bills';
import { settleSessions } from '../cps/session';
import { sessionAt } from '../cps/sessionModel';
import { isUnderDispute } from '../disputes/openDisputes';
import { maskPhone } from './account';
import { syncWallets } from './walletBook';

/**
 * Family sharing's rules on the mock's one clock: who sees what of a share, what the month's cap leaves, which
 * charging order counts on which plate. The routes are family.ts; the statement's lines familyStatement.ts.
 */

const SESSION_TEXT: Record<string, string> = {
  scheduled: '等待预约启动', waitingPlug: '等待插枪', starting: '启动中', charging: '充电中', suspendedEV: '车辆暂停充电', stopping: '正在结束', finished: '已结束', failed: '启动失败',
};

const STATE_TEXT: Record<FamilyShareRecord['state'], string> = { pending: '待接受', accepted: '已共享', declined: '已拒绝', ended: '已结束' };

function person(db: Db, driverId: string) {
  const d = db.drivers.find((x) => x.driverId === driverId);
  return { name: familyName(db.drivers, driverId), phone: d ? maskPhone(d.phone) : '' };
}

export function nameOf(db: Db, driverId: string): string {
  return person(db, driverId).name;
}

/** What the member paid under the share in the Beijing calendar month of `now`. */
export function usedThisMonth(db: Db, shareId: string, now: number): number {
  const from = monthStart(now);
  return db.familyPayments.filter((p) => p.shareId === shareId && p.at >= from && p.at <= now).reduce((s, p) => s + p.amountCents, 0);
}

export function leftThisMonth(db: Db, s: FamilyShareRecord, now: number): number {
  return s.canPay ? Math.max(0, s.monthlyCapCents - usedThisMonth(db, s.shareId, now)) : 0;
}

export function toShare(db: Db, s: FamilyShareRecord, now: number): Share {
  return {
    shareId: s.shareId, state: s.state, stateText: STATE_TEXT[s.state],
    sharer: person(db, s.sharerId), member: person(db, s.memberId), plateNos: [...s.plateNos], canPay: s.canPay,
    monthlyCapCents: s.canPay ? s.monthlyCapCents : 0, usedThisMonthCents: usedThisMonth(db, s.shareId, now), canLock: s.canLock,
    createdAt: wireTime(s.createdAt), acceptedAt: s.acceptedAt === null ? null : wireTime(s.acceptedAt),
  };
}

/** A share this driver is part of; an ended or declined one is refused with 403 and its code, an unknown one 404. */
export function shareFor(db: Db, shareId: string, driverId: string): { share: FamilyShareRecord; role: 'sharer' | 'member' } {
  const share = db.familyShares.find((s) => s.shareId === shareId && (s.sharerId === driverId || s.memberId === driverId));
  if (!share) notFound('该共享不存在');
  if (share.state === 'ended' || share.state === 'declined') {
    throw new MockFail(FAMILY_CODES.ended, share.state === 'declined' ? '共享已结束：对方已拒绝' : '共享已结束', 403);
  }
  return { share, role: share.sharerId === driverId ? 'sharer' : 'member' };
}

/** The member's accepted share, or refused. */
export function memberShare(db: Db, shareId: string, driverId: string): FamilyShareRecord {
  const { share, role } = shareFor(db, shareId, driverId);
  if (role !== 'member') notFound('该共享不存在');
  if (share.state !== 'accepted') throw new MockFail(FAMILY_CODES.notAccepted, '请先接受该共享');
  return share;
}

/**
 * The plate a charging order counts on. Orders carry no plate: the first time this service sees one of the sharer's
 * orders it is counted on the sharer's default plate of that moment, and kept so from then on.
 */
export function plateOfCharge(db: Db, o: ChargingOrderRecord): string | null {
  const kept = db.familyChargePlates[o.orderNo];
  if (kept) return kept;
  const plate = db.plates.find((p) => p.driverId === o.driverId && p.isDefault)?.plateNo;
  if (!plate) return null;
  db.familyChargePlates[o.orderNo] = plate;
  return plate;
}

/** Every family call first brings wallets, sessions, bookings and locks up to the clock and counts the sharers' open charging orders on their plates. */
export function bringFamilyUpToDate(db: Db, now: number) {
  // A top-up the provider settled reaches the member's balance before it is read or spent.
  syncWallets(db, now);
  settleSessions(db, now);
  bringBookingsUpToDate(db, now);
  settleLocks(db, now);
  const sharers = new Set(db.familyShares.filter((s) => s.state === 'pending' || s.state === 'accepted').map((s) => s.sharerId));
  for (const o of db.chargingOrders) if (sharers.has(o.driverId) && o.orderState !== 3) plateOfCharge(db, o);
}

function stationName(db: Db, stationId: string): string {
  return db.stations.find((s) => s.stationId === stationId)?.stationName ?? '未知充电站';
}

function sessionsOf(db: Db, sharerId: string, plateNo: string, now: number): FamilySession[] {
  return db.chargingOrders.flatMap((o) => {
    if (o.driverId !== sharerId || o.orderState !== 1 || plateOfCharge(db, o) !== plateNo) return [];
    const s = db.chargingSessions.find((x) => x.orderNo === o.orderNo);
    if (!s) return [];
    const at = sessionAt(s, now);
    if (at.state === 'finished' || at.state === 'failed') return [];
    // A scheduled session before its time is the pile waiting (waitingPlug) to the model; to the family it is 等待预约启动.
    const named = at.awaitingSchedule ? 'scheduled' : at.state;
    const state = FAMILY_SESSION_STATES.find((x) => x === named) ?? 'unknown';
    return [{
      orderNo: o.orderNo, stationName: stationName(db, o.stationId), gunName: `${o.deviceName}${o.gunName}`, state,
      stateText: SESSION_TEXT[named] ?? '未知', kwh: Math.round(at.kwh * 100) / 100,
      // DC piles report the battery's state of charge; AC piles do not.
      soc: s.gunType === 'fast' ? Math.round(at.soc) : null, feeCents: at.energyFeeCents + at.serviceFeeCents, startTime: wireTime(o.startTime),
    }];
  });
}

export function unpaidChargeOf(db: Db, o: ChargingOrderRecord, now: number): number {
  return o.orderState === 2 ? netOf(db, o, now) : 0;
}

function billsOf(db: Db, sharerId: string, plateNo: string, now: number): FamilyBill[] {
  const parking = db.parkOrders
    .filter((b) => b.plateNo === plateNo && (b.state === 'arrears' || b.state === 'parking') && payableFee(b, now) > 0)
    .sort((a, b) => a.inTime - b.inTime)
    .map((b): FamilyBill => ({
      kind: 'parking', billId: b.uniqueId, place: parkInfo(db, b.parkId).parkName, stateText: b.state === 'arrears' ? '欠费' : '停车中',
      dueCents: payableFee(b, now), startTime: wireTime(b.inTime),
    }));
  const charging = db.chargingOrders
    .filter((o) => o.driverId === sharerId && o.orderState === 2 && plateOfCharge(db, o) === plateNo && unpaidChargeOf(db, o, now) > 0 && !isUnderDispute(db, 'charging', o.orderNo, now))
    .sort((a, b) => a.startTime - b.startTime)
    .map((o): FamilyBill => ({
      kind: 'charging', billId: o.orderNo, place: stationName(db, o.stationId), stateText: '充电待支付', dueCents: unpaidChargeOf(db, o, now), startTime: wireTime(o.startTime),
    }));
  return [...parking, ...charging];
}

export function lockOfBooking(db: Db, o: BookOrderRecord): LockRecord | undefined {
  return db.locks.find((l) => l.berthId === o.berthId);
}

export function toFamilyLock(db: Db, l: LockRecord): FamilyLock {
  const pending = pendingCommand(db, l.lockId);
  const latest = pending ?? db.lockCommands.filter((c) => c.lockId === l.lockId).sort((a, b) => b.createdAt - a.createdAt)[0];
  const state = pending ? 'moving' : l.position === 'up' ? 'raised' : 'lowered';
  const stateText = state === 'moving' ? '执行中' : state === 'raised' ? '已升起（关锁）' : '已降下（开锁）';
  return { lockId: l.lockId, lockName: l.lockName, state, stateText, online: l.online, message: latest?.message ?? null };
}

const BOOKING_TEXT: Record<number, string> = { 0: '待支付', 1: '待使用', 2: '使用中' };

/** The sharer's bookings of a shared plate that are not over (unpaid, paid and waiting, or in use). */
export function liveBookingsOf(db: Db, sharerId: string, plateNo: string): BookOrderRecord[] {
  return db.bookOrders.filter((o) => o.driverId === sharerId && o.plateNo === plateNo && (o.state === 0 || o.state === 1 || o.state === 2));
}

function bookingsOf(db: Db, sharerId: string, plateNo: string, now: number): FamilyBooking[] {
  return liveBookingsOf(db, sharerId, plateNo)
    .sort((a, b) => a.startTime - b.startTime)
    .map((o) => {
      const lock = lockOfBooking(db, o);
      return {
        bookOrderId: o.bookOrderId, parkName: parkInfo(db, o.parkId).parkName, startTime: wireTime(o.startTime), endTime: wireTime(o.endTime),
        stateText: BOOKING_TEXT[o.state] ?? '', lock: lock ? toFamilyLock(db, lock) : null, lockUsable: !!lock && isValidForLock(o, now),
      };
    });
}

export function viewOf(db: Db, share: FamilyShareRecord, now: number): FamilyView {
  const member = db.drivers.find((d) => d.driverId === share.memberId);
  return {
    share: toShare(db, share, now),
    plates: share.plateNos.map((plateNo) => ({
      plateNo,
      sessions: sessionsOf(db, share.sharerId, plateNo, now),
      bills: billsOf(db, share.sharerId, plateNo, now),
      bookings: share.canLock ? bookingsOf(db, share.sharerId, plateNo, now) : [],
    })),
    leftThisMonthCents: leftThisMonth(db, share, now),
    balanceCents: member?.balanceCents ?? 0,
    serverTime: wireTime(now),
  };
}

/** Why the lock cannot be worked now, or null when it can. */
export function lockRefusal(o: BookOrderRecord | undefined, now: number): string | null {
  if (!o) return '该预约已结束，无法操作车位锁';
  if (isValidForLock(o, now)) return null;
  if (o.state === 0) return '该预约尚未支付，支付后方可操作车位锁';
  return `预约开始前${LOCK_TIMING.earlyMinutes}分钟起方可操作车位锁，请稍后再试`;
}
