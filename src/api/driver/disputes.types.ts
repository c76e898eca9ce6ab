import * as v from 'valibot';
import { cents, known, wireTime } from '../../lib/schema';

/**
 * A driver's disputes about money: a complaint about a bill, or 我已离场 (the car left but the bill says it
 * is parked or owes). A bill under dispute does not block paying, charging or booking elsewhere; the dispute shows
 * its state and what the operator needs, and the driver adds evidence. One view over the domains' own records
 * (parking appeals, charging appeals, idle-fee appeals, 我已离场 service requests): GET /driver/v2/api/disputes.
 */

/** 'parking': a parking bill; 'charging': a charging bill; 'idleFee': an idle fee. */
export const DisputeBillKind = known(['parking', 'charging', 'idleFee']);
export type DisputeBillKind = v.InferOutput<typeof DisputeBillKind>;

/** 'complaint': the amount or the time is wrong; 'leftAlready': 我已离场. */
export const DisputeKind = known(['complaint', 'leftAlready']);
export type DisputeKind = v.InferOutput<typeof DisputeKind>;

/**
 * 'submitted' 已提交, 'needsEvidence' 待补充材料 (the operator asked for something, see needs), 'reviewing' 审核中,
 * 'upheld' 申诉成立 (the bill is lowered or waived), 'rejected' 申诉未通过 (the bill stands and must be paid).
 */
export const DisputeState = known(['submitted', 'needsEvidence', 'reviewing', 'upheld', 'rejected']);
export type DisputeState = v.InferOutput<typeof DisputeState>;

/** 'photo': pictures (dashcam, the lane, a ticket); 'receipt': a paid bill at another lot's exit after the disputed entry. */
export const EVIDENCE_KINDS = ['photo', 'receipt'] as const;

/** For 'receipt': the paid bill it names, as the driver saw it. */
export const EvidenceReceipt = v.object({
  uniqueId: v.string(),
  parkName: v.string(),
  outTime: wireTime,
  formatPlateNo: v.string(),
});
export type EvidenceReceipt = v.InferOutput<typeof EvidenceReceipt>;

export const DisputeEvidence = v.object({
  evidenceId: v.string(),
  /** 'photo': pictures (dashcam, the lane, a ticket); 'receipt': a paid bill at another lot's exit after the disputed entry. */
  kind: known(EVIDENCE_KINDS),
  pictures: v.array(v.string()),
  /** For 'receipt': the paid bill it names, as the driver saw it. */
  receipt: v.nullable(EvidenceReceipt),
  note: v.string(),
  /** Wire time. */
  addedAt: wireTime,
});
export type DisputeEvidence = v.InferOutput<typeof DisputeEvidence>;

export const Dispute = v.object({
  /** The domain record's own id: an appealId, appealNo or service requestNo. */
  disputeId: v.string(),
  billKind: DisputeBillKind,
  kind: DisputeKind,
  kindText: v.string(),
  /** The disputed bill (uniqueId, charging orderNo or occupyOrderNo). */
  billNo: v.string(),
  title: v.string(),
  place: v.string(),
  formatPlateNo: v.nullable(v.string()),
  /** What the bill asks (unpaid part), held while the dispute is open. */
  amountCents: cents,
  state: DisputeState,
  stateText: v.string(),
  /** While open: the bill is set aside; nothing else of the driver's waits for it. */
  open: v.boolean(),
  /** What the operator needs to decide, in the driver's words ('其他停车场的出场缴费凭证', '行车记录仪截图'). Empty: nothing more. */
  needs: v.array(v.string()),
  evidence: v.array(DisputeEvidence),
  /** The operator's answer once decided. */
  reply: v.nullable(v.string()),
  createdAt: wireTime,
  decidedAt: v.nullable(wireTime),
});
export type Dispute = v.InferOutput<typeof Dispute>;

export const DisputeList = v.object({ results: v.array(Dispute) });
export type DisputeList = v.InferOutput<typeof DisputeList>;

/** POST /driver/v2/api/disputes/{disputeId}/evidence */
export const AddEvidenceBody = v.object({
  kind: v.picklist(EVIDENCE_KINDS),
  pictures: v.optional(v.array(v.string())),
  receiptUniqueId: v.optional(v.string()),
  note: v.optional(v.string()),
});
export type AddEvidenceBody = v.InferOutput<typeof AddEvidenceBody>;

export const DISPUTE_CODES = {
  /** Evidence to a decided dispute. */
  closed: '0xd12501070',
  /** The receipt is not a paid exit of one of the driver's plates after the disputed entry. */
  badReceipt: '0xd12501071',
} as const;
