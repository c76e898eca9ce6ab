/**
 * Family sharing (家人共享): a sharer's plates shared with a member (by phone), and what the member paid under a
 * share. Nothing is seeded: the journey creates it. Ended and declined shares are kept (their ids are refused).
 */
export interface FamilyShareRecord {
  shareId: string;
  sharerId: string;
  memberId: string;
  plateNos: string[];
  canPay: boolean;
  monthlyCapCents: number;
  canLock: boolean;
  state: 'pending' | 'accepted' | 'declined' | 'ended';
  createdAt: number;
  acceptedAt: number | null;
  endedAt: number | null;
  /** Who ended it: the sharer (结束共享) or the member (退出共享). */
  endedBy: 'sharer' | 'member' | null;
}

/** A bill the member paid for the sharer from the member's own balance. */
export interface FamilyPaymentRecord {
  paymentId: string;
  shareId: string;
  sharerId: string;
  memberId: string;
  kind: 'parking' | 'charging';
  billId: string;
  plateNo: string;
  amountCents: number;
  /** The member's balance pay order in the charge registry (what marked the bill paid). */
  payOrderId: string;
  requestId: string;
  at: number;
}

export interface FamilyTables {
  familyShares: FamilyShareRecord[];
  familyPayments: FamilyPaymentRecord[];
  /**
   * The plate a charging order of a sharer is counted on: the sharer's default plate when the family service first
   * saw the order (charging orders carry no plate of their own).
   */
  familyChargePlates: Record<string, string>;
}

/** The name a family line gives a relative (the statement's and the wallet's lines): their name, else 家人. */
export function familyName(drivers: readonly { driverId: string; userName?: string | null; nickName?: string | null }[], driverId: string): string {
  const d = drivers.find((x) => x.driverId === driverId);
  return d?.userName || d?.nickName || '家人';
}

export function seedFamily(): FamilyTables {
  return { familyShares: [], familyPayments: [], familyChargePlates: {} };
}
