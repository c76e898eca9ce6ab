import type { Cents } from '../../lib/wire';

/**
 * A driver's disputes about money: a complaint about a bill, or 我已离场 (the car left but the bill says it
 * is parked or owes). A bill under dispute does not block paying, charging or booking elsewhere; the dispute shows
 * its state and what the operator needs, and the driver adds evidence. One view over the domains' own records
 * (parking appeals, charging appeals, idle-fee appeals, 我已离场 service requests): GET /driver/v2/api/disputes.
 */

/** 'parking': a parking bill; 'charging': a charging bill; 'idleFee': an idle fee. */
export type DisputeBillKind = 'parking' | 'charging' | 'idleFee';

/** 'complaint': the amount or the time is wrong; 'leftAlready': 我已离场. */
export type DisputeKind = 'complaint' | 'leftAlready';

/**
 * 'submitted' 已提交, 'needsEvidence' 待补充材料 (the operator asked for something, see needs), 'reviewing' 审核中,
 * 'upheld' 申诉成立 (the bill is lowered or waived), 'rejected' 申诉未通过 (the bill stands and must be paid).
 */
export type DisputeState = 'submitted' | 'needsEvidence' | 'reviewing' | 'upheld' | 'rejected';

export interface DisputeEvidence {
  evidenceId: string;
  /** 'photo': pictures (dashcam, the lane, a ticket); 'receipt': a paid bill at another lot's exit after the disputed entry. */
  kind: 'photo' | 'receipt';
  pictures: string[];
  /** For 'receipt': the paid bill it names, as the driver saw it. */
  receipt: { uniqueId: string; parkName: string; outTime: string; formatPlateNo: string } | null;
  note: string;
  /** Wire time. */
  addedAt: string;
}

export interface Dispute {
  /** The domain record's own id: an appealId, appealNo or service requestNo. */
  disputeId: string;
  billKind: DisputeBillKind;
  kind: DisputeKind;
  kindText: string;
  /** The disputed bill (uniqueId, charging orderNo or occupyOrderNo). */
  billNo: string;
  title: string;
  place: string;
  formatPlateNo: string | null;
  /** What the bill asks (unpaid part), held while the dispute is open. */
  amountCents: Cents;
  state: DisputeState;
  stateText: string;
  /** While open: the bill is set aside; nothing else of the driver's waits for it. */
  open: boolean;
  /** What the operator needs to decide, in the driver's words ('其他停车场的出场缴费凭证', '行车记录仪截图'). Empty: nothing more. */
  needs: string[];
  evidence: DisputeEvidence[];
  /** The operator's answer once decided. */
  reply: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface DisputeList {
  results: Dispute[];
}

/** POST /driver/v2/api/disputes/{disputeId}/evidence */
export interface AddEvidenceBody {
  kind: 'photo' | 'receipt';
  pictures?: string[];
  receiptUniqueId?: string;
  note?: string;
}

export const DISPUTE_CODES = {
  /** Evidence to a decided dispute. */
  closed: '0xd12501070',
  /** The receipt is not a paid exit of one of the driver's plates after the disputed entry. */
  badReceipt: '0xd12501071',
} as const;
