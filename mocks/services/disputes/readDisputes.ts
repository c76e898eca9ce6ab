import type { Dispute, DisputeBillKind as WireBillKind, DisputeKind as WireKind, DisputeState as WireState } from '../../../src/api/driver/disputes.types';
import type { KnownValue } from '../../../src/lib/schema';
import type { Db } from '../../db';
import { wireTime } from '../../core/wireTime';
import { formatPlate, parkInfo, payableFee } from '../charge/bills';
import { netOf } from '../cps/bills';
import { APPEAL_HANDLE_AFTER_MS, clockAppealState } from './appealClock';
import { noteOf } from './notes';
import { chargingAppealsOf, isLeftAlready, leftAlreadyOpen, parkBillOf } from './openDisputes';

/** The kinds and states the mock writes (it never answers UNKNOWN). */
type DisputeBillKind = KnownValue<WireBillKind>;
type DisputeKind = KnownValue<WireKind>;
type DisputeState = KnownValue<WireState>;

/** What the operator needs to decide, by kind, until the driver adds evidence. */
export const NEEDS: Record<DisputeKind, string[]> = {
  leftAlready: ['其他停车场的出场缴费凭证，或离场时的照片'],
  complaint: ['入场或离场时的照片（如行车记录仪截图）'],
};
const STATE_TEXT: Record<DisputeState, string> = {
  submitted: '已提交', needsEvidence: '待补充材料', reviewing: '审核中', upheld: '申诉成立', rejected: '申诉未通过',
};
const KIND_TEXT: Record<DisputeBillKind, string> = { parking: '停车费申诉', charging: '充电费申诉', idleFee: '占位费申诉' };

/** One dispute as its domain knows it, before the notes (evidence, the operator's asks) are laid over it. */
interface Source {
  disputeId: string;
  billKind: DisputeBillKind;
  kind: DisputeKind;
  billNo: string;
  title: string;
  place: string;
  plateNo: string | null;
  amountCents: number;
  /** When the bill began (the entry, the charge's start): a receipt must show an exit after it. */
  billStartedAt: number;
  /** The disputed lot, which a receipt must not be from. */
  parkId: string | null;
  createdAt: number;
  decided: { upheld: boolean; reply: string; at: number } | null;
  /** Closed by the driver without a decision. */
  withdrawn: boolean;
}

const stationName = (db: Db, stationId: string) => db.stations.find((s) => s.stationId === stationId)?.stationName ?? '未知充电站';

function sourcesOf(db: Db, driverId: string, now: number): Source[] {
  const out: Source[] = [];
  for (const a of db.appeals) {
    const bill = parkBillOf(db, a.uniqueId);
    if (a.driverId !== driverId || !bill) continue;
    out.push({
      disputeId: a.appealId, billKind: 'parking', kind: 'complaint', billNo: a.uniqueId, title: '停车费', place: parkInfo(db, a.parkId).parkName,
      plateNo: bill.plateNo, amountCents: bill.state === 'paid' ? bill.paidCents : payableFee(bill, now), billStartedAt: bill.inTime, parkId: bill.parkId,
      createdAt: a.createdAt, decided: a.state === 1 ? null : { upheld: a.state === 2, reply: a.reply ?? '', at: a.repliedAt ?? a.createdAt }, withdrawn: false,
    });
  }
  for (const r of db.serviceRequests) {
    const bill = r.billId ? parkBillOf(db, r.billId) : undefined;
    if (r.driverId !== driverId || !bill || !isLeftAlready(db, r)) continue;
    out.push({
      disputeId: r.requestNo, billKind: 'parking', kind: 'leftAlready', billNo: bill.uniqueId, title: '停车费', place: parkInfo(db, bill.parkId).parkName,
      plateNo: bill.plateNo, amountCents: payableFee(bill, now), billStartedAt: bill.inTime, parkId: bill.parkId, createdAt: r.createdAt,
      decided: noteOf(db, r.requestNo)?.decision ?? null, withdrawn: !leftAlreadyOpen(db, r) && !noteOf(db, r.requestNo)?.decision,
    });
  }
  for (const a of chargingAppealsOf(db)) {
    const bill = db.chargingOrders.find((o) => o.orderNo === a.orderNo);
    if (a.driverId !== driverId || !bill) continue;
    const handled = clockAppealState(a.createdAt, now) === 3;
    out.push({
      disputeId: a.appealNo, billKind: 'charging', kind: 'complaint', billNo: a.orderNo, title: '充电费', place: stationName(db, bill.stationId), plateNo: null,
      amountCents: netOf(db, bill, now), billStartedAt: bill.startTime, parkId: null, createdAt: a.createdAt,
      decided: handled ? { upheld: a.refundCents > 0, reply: a.resultText, at: a.createdAt + APPEAL_HANDLE_AFTER_MS } : null, withdrawn: false,
    });
  }
  for (const a of db.occupyAppeals) {
    const fee = db.occupyOrders.find((o) => o.occupyOrderNo === a.occupyOrderNo);
    if (a.driverId !== driverId || !fee) continue;
    const handled = clockAppealState(a.createdAt, now) === 3;
    out.push({
      disputeId: a.appealNo, billKind: 'idleFee', kind: 'complaint', billNo: a.occupyOrderNo, title: '占位费', place: stationName(db, fee.stationId), plateNo: null,
      amountCents: fee.feeCents, billStartedAt: fee.createdAt, parkId: null, createdAt: a.createdAt,
      decided: handled ? { upheld: a.reliefCents > 0, reply: a.resultText, at: a.createdAt + APPEAL_HANDLE_AFTER_MS } : null, withdrawn: false,
    });
  }
  return out;
}

function stateOf(db: Db, s: Source): { state: DisputeState; needs: string[] } {
  if (s.decided) return { state: s.decided.upheld ? 'upheld' : 'rejected', needs: [] };
  if (s.withdrawn) return { state: 'rejected', needs: [] };
  const note = noteOf(db, s.disputeId);
  const answered = (at: number | null) => (note?.evidence ?? []).some((e) => at === null || e.at >= at);
  if (note?.asked && !answered(note.askedAt)) return { state: 'needsEvidence', needs: [...note.asked] };
  if (note?.evidence.length) return { state: 'reviewing', needs: [] };
  return { state: 'submitted', needs: [...NEEDS[s.kind]] };
}

function toDispute(db: Db, s: Source): Dispute {
  const { state, needs } = stateOf(db, s);
  const open = state !== 'upheld' && state !== 'rejected';
  return {
    disputeId: s.disputeId, billKind: s.billKind, kind: s.kind, kindText: s.kind === 'leftAlready' ? '我已离场' : KIND_TEXT[s.billKind], billNo: s.billNo,
    title: s.title, place: s.place, formatPlateNo: s.plateNo ? formatPlate(s.plateNo) : null, amountCents: s.amountCents, state,
    stateText: s.withdrawn ? '已撤销' : STATE_TEXT[state], open, needs, evidence: (noteOf(db, s.disputeId)?.evidence ?? []).map((e) => e.item),
    reply: s.decided?.reply || null, createdAt: wireTime(s.createdAt), decidedAt: s.decided ? wireTime(s.decided.at) : null,
  };
}

/** The driver's disputes across the domains, newest first, open and decided. */
export function disputesOf(db: Db, driverId: string, now: number): Dispute[] {
  return sourcesOf(db, driverId, now).sort((a, b) => b.createdAt - a.createdAt).map((s) => toDispute(db, s));
}

/** One of the driver's disputes with what a receipt is checked against, or undefined. */
export function disputeOf(db: Db, driverId: string, disputeId: string, now: number): { dispute: Dispute; billStartedAt: number; parkId: string | null } | undefined {
  const s = sourcesOf(db, driverId, now).find((x) => x.disputeId === disputeId);
  return s && { dispute: toDispute(db, s), billStartedAt: s.billStartedAt, parkId: s.parkId };
}
