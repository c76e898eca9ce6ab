import * as v from 'valibot';
import { cents, int, known, wireTime } from '../../lib/schema';
import { paged } from '../../lib/wire';

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
export const BerthApplyState = known([1, 2, 3]);
export type BerthApplyState = v.InferOutput<typeof BerthApplyState>;

export const BerthApply = v.object({
  applyNo: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  berthNo: v.string(),
  photos: v.array(v.string()),
  /** Masked, '138****8000'. */
  phone: v.string(),
  state: BerthApplyState,
  stateText: v.string(),
  /** Why it was rejected. */
  rejectReason: v.nullable(v.string()),
  createTime: wireTime,
  reviewTime: v.nullable(wireTime),
  /** The registered space, once approved. */
  berthId: v.nullable(v.string()),
});
export type BerthApply = v.InferOutput<typeof BerthApply>;

/** POST /api/v1/userCheckIn. */
export const UserCheckInBody = v.object({
  parkId: v.string(),
  /** 'B2-018': letters, digits and '-', up to 12. */
  berthNo: v.string(),
  photos: v.array(v.string()),
  phone: v.string(),
});
export type UserCheckInBody = v.InferOutput<typeof UserCheckInBody>;

export const BerthApplyNoBody = v.object({
  applyNo: v.string(),
});
export type BerthApplyNoBody = v.InferOutput<typeof BerthApplyNoBody>;

export const PageOnly = v.object({
  pageNo: int,
  pageSize: int,
});
export type PageOnly = v.InferOutput<typeof PageOnly>;

export const BerthApplyPage = paged(BerthApply);
export type BerthApplyPage = v.InferOutput<typeof BerthApplyPage>;

/** 'booking' a space booking, 'offPeak' an off-peak use. */
export const ShareIncomeSource = known(['booking', 'offPeak']);
export type ShareIncomeSource = v.InferOutput<typeof ShareIncomeSource>;

/** One share that earned the owner money. */
export const ShareIncome = v.object({
  incomeId: v.string(),
  parkName: v.string(),
  berthNo: v.string(),
  /** Masked, '京A·***45'. */
  plateNo: v.string(),
  amountCents: cents,
  /** 'booking' a space booking, 'offPeak' an off-peak use. */
  source: ShareIncomeSource,
  sourceText: v.string(),
  time: wireTime,
});
export type ShareIncome = v.InferOutput<typeof ShareIncome>;

export const ShareIncomePage = paged(ShareIncome);
export type ShareIncomePage = v.InferOutput<typeof ShareIncomePage>;
