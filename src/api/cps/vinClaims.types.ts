import * as v from 'valibot';
import { known, wireTime } from '../../lib/schema';

/**
 * Claiming a charging VIN another account holds (申请VIN认领), the plate claim's twin (../driver/plateClaims.types.ts):
 * the driver proves the car with its driving licence (行驶证: the front page's photo, the owner's name as printed,
 * optionally its plate), the operator reviews, and on approval the VIN moves to the claimant. This app's design (no
 * call of endpoints.json), served by mocks/services/cps/vinClaims.ts. The licence's photos are held only while the
 * review runs. Its codes live here, not in the error catalogue: the claim page shows each refusal itself, and the
 * catalogue is part of the first screen.
 */

/** Refusals of the claim calls (a malformed body is a 400 with the field's message; the VIN limit is VIN_CODES.limit). */
export const VIN_CLAIM_CODES = {
  /** Nobody else holds the VIN: add it instead. */
  notHeld: '0xd07020010',
  /** This driver holds it already. */
  alreadyMine: '0xd07020011',
  /** A claim of this VIN is under review already (this driver's or another's: who is never said). */
  inReview: '0xd07020012',
  /** The licence's plate is not the one the server holds for this VIN. */
  mismatch: '0xd07020013',
  /** The claim is no longer waiting (decided or withdrawn): it cannot be withdrawn. */
  notPending: '0xd07020014',
} as const;

/** 1 审核中, 2 已通过, 3 已驳回, 4 已撤回 (as a plate claim's). */
export const VinClaimState = known([1, 2, 3, 4]);
export type VinClaimState = v.InferOutput<typeof VinClaimState>;

/** A claim as its claimant sees it. Never who holds the VIN. */
export const VinClaim = v.object({
  claimId: v.string(),
  /** The VIN claimed, in full: the claimant typed it from their own licence. */
  vin: v.string(),
  /** The licence's plate as the claimant typed it, or null. */
  plateNo: v.nullable(v.string()),
  state: VinClaimState,
  stateText: v.string(),
  /** Why it was rejected (state 3), in the operator's words. */
  rejectReason: v.nullable(v.string()),
  ownerName: v.string(),
  /** How many licence photos the server still holds: they are deleted once the review is done (0 after it). */
  photosHeld: v.number(),
  submitTime: wireTime,
  reviewTime: v.nullable(wireTime),
});
export type VinClaim = v.InferOutput<typeof VinClaim>;

export const VinClaimList = v.object({ results: v.array(VinClaim) });
export type VinClaimList = v.InferOutput<typeof VinClaimList>;

/** POST /cps/v2/api/vinClaims */
export const VinClaimBody = v.object({
  /** 17 characters, its check digit right (a licence prints it so). */
  vin: v.string(),
  /** The owner (所有人) as printed on the licence. */
  ownerName: v.string(),
  /** The licence's plate (号牌号码), if the driver gives it: checked against the plate the server holds for the VIN. */
  plateNo: v.optional(v.string()),
  /** The licence's front page: 1-2 uploaded photo URLs. */
  licencePictures: v.array(v.string()),
});
export type VinClaimBody = v.InferOutput<typeof VinClaimBody>;

export const VinClaimIdArg = v.object({ claimId: v.string() });
export type VinClaimIdArg = v.InferOutput<typeof VinClaimIdArg>;
