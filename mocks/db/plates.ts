import type { PlateColor } from '../../src/lib/wire';
import type { WithholdChannel } from '../../src/api/driver/plates.types';
import type { PlateClaimState } from '../../src/api/driver/plateClaims.types';
import type { KnownValue } from '../../src/lib/schema';
import { DRIVER_A } from './ids';

/** A withholding contract (无感支付): the channel pays a plate's parking fee on exit. */
export interface WithholdContractRecord {
  contractId: string;
  driverId: string;
  plateId: string;
  plateNo: string;
  plateColor: PlateColor;
  channel: WithholdChannel;
  state: 'active' | 'terminated';
  signedAt: number;
  terminatedAt: number | null;
}

/** The states the mock makes (it never answers UNKNOWN): 1 审核中, 2 已通过, 3 已驳回, 4 已撤回. */
export type PlateClaimStateValue = KnownValue<PlateClaimState>;

/**
 * A claim of a plate another driver holds (申请车牌认领, mocks/services/plateClaims.ts): the claimant's driving licence,
 * waiting for the operator (POST /__mock/reviews/CL…). The licence's photos are held only while it waits: a review or
 * a withdrawal empties licencePictures. They live nowhere else (never in a view, a reminder or a summary).
 */
export interface PlateClaimRecord {
  claimId: string;
  /** Who asked for the plate. */
  claimantId: string;
  /** Who held the plate when the claim was made (told that a claim was made, never by whom). */
  holderId: string;
  plateNo: string;
  plateColor: PlateColor;
  /** 所有人 as printed on the licence. */
  ownerName: string;
  /** 车辆识别代号, normalised (upper case, no spaces). */
  vin: string;
  /** The licence's photos (uploaded URLs): emptied once the claim is reviewed or withdrawn. */
  licencePictures: string[];
  state: PlateClaimStateValue;
  rejectReason: string | null;
  submittedAt: number;
  /** When the operator decided it; null while waiting or once withdrawn. */
  reviewedAt: number | null;
  /** When it stopped waiting: decided or withdrawn. */
  closedAt: number | null;
  /** On approval, the driver the plate was taken from (null when nobody held it any more by then). */
  movedFrom: string | null;
}

/** Extra tables the plates screens need (owned with mocks/services/plates.ts); the plates themselves are db.plates. */
export interface PlatesTables {
  withholdContracts: WithholdContractRecord[];
  plateClaims: PlateClaimRecord[];
}

export function seedPlates(now: number): PlatesTables {
  const day = 86_400_000;
  return {
    withholdContracts: [
      // A once signed 粤B12345 with WeChat and terminated it: the list shows history; no plate is covered now.
      { contractId: 'WH7001', driverId: DRIVER_A, plateId: 'PL2', plateNo: '粤B12345', plateColor: 2, channel: 3, state: 'terminated', signedAt: now - 200 * day, terminatedAt: now - 60 * day },
    ],
    // Nobody has claimed a plate yet: driver B binding A's 粤B12345 is refused, and may claim it from there.
    plateClaims: [],
  };
}
