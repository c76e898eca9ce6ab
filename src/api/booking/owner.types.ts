import type { Cents, Paged } from '../../lib/wire';

/**
 * Owner registration (/userApply) on the booking service: an owner applies to share a space (lot, berth
 * number, proof photos through the kit's upload, a contact phone); the operator approves (the space becomes the
 * owner's, hasRegisteredBerth turns true) or rejects with a reason. Shared spaces earn the owner a share of each
 * booking. Times are 'YYYY-MM-DD HH:mm:ss' in Beijing time; money is cents.
 */

export const BERTH_APPLY_CODES = {
  /** The space is already registered by an owner. */
  berthTaken: '0xd10540001',
  /** An application for this space is waiting for review. */
  applicationPending: '0xd10540002',
  /** The lot does not take shared spaces. */
  notShareable: '0xd10540003',
} as const;

/** Proof photos an application takes. */
export const BERTH_APPLY_PHOTOS = { min: 1, max: 6 } as const;

/** 1 under review, 2 approved, 3 rejected. */
export type BerthApplyState = 1 | 2 | 3;

export interface BerthApply {
  applyNo: string;
  parkId: string;
  parkName: string;
  berthNo: string;
  photos: string[];
  /** Masked, '138****8000'. */
  phone: string;
  state: BerthApplyState;
  stateText: string;
  /** Why it was rejected. */
  rejectReason: string | null;
  createTime: string;
  reviewTime: string | null;
  /** The registered space, once approved. */
  berthId: string | null;
}

/** POST /api/v1/userCheckIn. */
export interface UserCheckInBody {
  parkId: string;
  /** 'B2-018': letters, digits and '-', up to 12. */
  berthNo: string;
  photos: string[];
  phone: string;
}

export interface BerthApplyNoBody {
  applyNo: string;
}

export interface PageOnly {
  pageNo: number;
  pageSize: number;
}

export type BerthApplyPage = Paged<BerthApply>;

/** One share that earned the owner money. */
export interface ShareIncome {
  incomeId: string;
  parkName: string;
  berthNo: string;
  /** Masked, '京A·***45'. */
  plateNo: string;
  amountCents: Cents;
  /** 'booking' a space booking, 'offPeak' an off-peak use. */
  source: 'booking' | 'offPeak';
  sourceText: string;
  time: string;
}

export type ShareIncomePage = Paged<ShareIncome>;
