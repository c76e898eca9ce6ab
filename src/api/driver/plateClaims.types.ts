import * as v from 'valibot';
import { known, wireTime } from '../../lib/schema';
import { PlateColor } from '../../lib/wire';

/**
 * Claiming back a plate another account holds (申请车牌认领): the driver proves the car with its driving licence
 * (行驶证: the front page's photo, the owner's name as printed, the VIN), the operator reviews, and on approval the
 * plate moves to the claimant. This app's design (no call of endpoints.json), served by mocks/services/plateClaims.ts.
 * The licence's photos are held only while the review runs.
 */

/** Refusals of the claim calls (a malformed body is a 400 with the field's message). */
export const PLATE_CLAIM_CODES = {
  /** Nobody else holds the plate: bind it instead. */
  notHeld: '0xd12501090',
  /** This driver holds it already. */
  alreadyMine: '0xd12501091',
  /** A claim of this plate is under review already (this driver's or another's: who is never said). */
  inReview: '0xd12501092',
  /** The licence's VIN or plate does not match what the server holds of the car. */
  mismatch: '0xd12501093',
  /** The claim is no longer waiting (decided or withdrawn): it cannot be withdrawn. */
  notPending: '0xd12501094',
} as const;

/** 1 审核中, 2 已通过, 3 已驳回, 4 已撤回. */
export const PlateClaimState = known([1, 2, 3, 4]);
export type PlateClaimState = v.InferOutput<typeof PlateClaimState>;

/** A claim as its claimant sees it. Never who holds the plate. */
export const PlateClaim = v.object({
  claimId: v.string(),
  plateNo: v.string(),
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  state: PlateClaimState,
  stateText: v.string(),
  /** Why it was rejected (state 3), in the operator's words. */
  rejectReason: v.nullable(v.string()),
  ownerName: v.string(),
  /** The VIN as submitted, masked but for its last 6 characters. */
  maskedVin: v.string(),
  /** How many licence photos the server still holds: they are deleted once the review is done (0 after it). */
  photosHeld: v.number(),
  submitTime: wireTime,
  reviewTime: v.nullable(wireTime),
});
export type PlateClaim = v.InferOutput<typeof PlateClaim>;

export const PlateClaimList = v.object({ results: v.array(PlateClaim) });
export type PlateClaimList = v.InferOutput<typeof PlateClaimList>;

/** POST /driver/v2/api/plateClaims */
export const PlateClaimBody = v.object({
  plateNo: v.string(),
  plateColor: PlateColor,
  /** The owner (所有人) as printed on the licence. */
  ownerName: v.string(),
  /** The licence's VIN (车辆识别代号), 17 characters. */
  vin: v.string(),
  /** The licence's front page: 1-2 uploaded photo URLs. */
  licencePictures: v.array(v.string()),
});
export type PlateClaimBody = v.InferOutput<typeof PlateClaimBody>;

export const PlateClaimIdArg = v.object({ claimId: v.string() });
export type PlateClaimIdArg = v.InferOutput<typeof PlateClaimIdArg>;
