import type { Cents } from '../../lib/wire';
import type { ChargerReportSummary, HoldRule } from './chargerAccess.types';
import type { CarHint, ChargeCurve, ChargeEstimate, ParkingRule } from './estimate.types';

/**
 * The charging domain's calls beyond the spec's list: a station in detail, a pile with its guns, and a
 * charging session from start to bill. Same conventions as the spec's calls: cents, 'YYYY-MM-DD HH:mm:ss'.
 */

/** One band of the station's day: 峰 / 平 / 谷, with its energy price and service fee per kWh. */
export interface PriceBand {
  name: '峰' | '平' | '谷';
  /** 'HH:mm', inclusive. */
  from: string;
  /** 'HH:mm', exclusive; '24:00' for the end of the day. */
  to: string;
  energyCentsPerKwh: Cents;
  serviceCentsPerKwh: Cents;
}

/** reserved: held for one driver (a reservation, or the first in line); others cannot start on it. */
export type GunStatus = 'free' | 'plugged' | 'charging' | 'fault' | 'reserved';
export type { GunType } from './gun.types';
import type { GunType } from './gun.types';

export interface Gun {
  gunNo: string;
  gunName: string;
  status: GunStatus;
  statusText: string;
  /** When the pile last reported this state; older than 10 minutes reads as uncertain, not as free. */
  statusAt: string;
}

export interface Pile {
  pileCode: string;
  pileName: string;
  gunType: GunType;
  powerKw: number;
  guns: Gun[];
}

export interface StationDetail {
  stationId: string;
  stationName: string;
  stationAddr: string;
  latitude: number;
  longitude: number;
  openState: { state: 0 | 1; text: string };
  supportOccupy: 0 | 1;
  parkingFeeDesc: string;
  /** The band in force now, and the whole day's. */
  currentBand: PriceBand;
  priceBands: PriceBand[];
  quickChargingInfo: { leftNum: number; totalNum: number };
  slowChargingInfo: { leftNum: number; totalNum: number };
  /** Idle fee after charging ends, when the station charges one. */
  idleFee: IdleFeeRule | null;
  piles: Pile[];
  collected: boolean;
  supportBook: 0 | 1;
  /** Holding a gun here (supportBook 1), else null. */
  holdRule: HoldRule | null;
  /** How many drivers wait in line for each kind of gun. */
  queues: { fast: number; slow: number };
  /** Broken-charger reports the operator has not cleared yet. */
  reports: ChargerReportSummary[];
  /** The lot's parking fee for a charging car, null where parking is free. */
  parkingRule: ParkingRule | null;
  /** How the station's DC piles taper near full. */
  curve: ChargeCurve;
  serverTime: string;
}

export interface IdleFeeRule {
  graceMinutes: number;
  perMinuteCents: Cents;
  capCents: Cents;
}

/** A pile as scanning (or typing its number) finds it, with its station's price now. */
export interface PileDetail extends Pile {
  stationId: string;
  stationName: string;
  /** The company that runs the station, which is paid ('' when the server does not say). */
  operatorName: string;
  openState: { state: 0 | 1; text: string };
  currentBand: PriceBand;
  idleFee: IdleFeeRule | null;
  /** The day's bands, the parking rule and the curve: what the all-in estimate needs. */
  priceBands: PriceBand[];
  parkingRule: ParkingRule | null;
  curve: ChargeCurve;
  serverTime: string;
}

/** When the pile stops by itself: full, the driver's condition, or never at all until stopped. */
export type StopCondition =
  | { type: 'full' }
  | { type: 'amount'; amountCents: Cents }
  | { type: 'kwh'; kwh: number }
  | { type: 'minutes'; minutes: number };

/** Paid at the end from the balance or a charging card, or capped by a prepay made before (its rest refunded). */
export type PayMode = 'balance' | 'card' | 'prepay';

export interface StartChargingBody {
  pileCode: string;
  gunNo: string;
  payMode: PayMode;
  cardNo?: string;
  couponId?: string;
  stopCondition: StopCondition;
  /** The car as the driver stated it (the mock's simulated car takes it). */
  car?: CarHint;
  /** The all-in estimate the driver saw, kept with the order for the bill to set beside its parts. */
  estimate?: ChargeEstimate;
}

export interface StartChargingResult {
  orderNo: string;
}

/**
 * A session's states in the driver's words, after OCPP's connector states: Preparing (plug in), the start
 * transaction, Charging, SuspendedEV, Finishing, and the end (finished, or failed before any energy).
 */
export type SessionState = 'waitingPlug' | 'starting' | 'charging' | 'suspendedEV' | 'stopping' | 'finished' | 'failed';

export type StopReason = 'driver' | 'full' | 'condition' | 'fault' | 'plugTimeout' | 'pileOffline';

export interface IdleFeeState extends IdleFeeRule {
  /** When the fee starts if the car is still on the space. */
  graceEndsAt: string;
  accruedCents: Cents;
  /** The car left the space (the fee stopped). */
  carLeft: boolean;
}

export interface ChargingSession {
  orderNo: string;
  stationId: string;
  stationName: string;
  pileCode: string;
  pileName: string;
  gunNo: string;
  gunName: string;
  gunType: GunType;
  state: SessionState;
  stateText: string;
  stopReason: StopReason | null;
  stopReasonText: string | null;
  /** When the driver started it; when energy began to flow; when it ended. */
  startTime: string;
  chargingStartTime: string | null;
  endTime: string | null;
  /** The last moment to plug in before the start is given up. */
  plugDeadline: string | null;
  elapsedSeconds: number;
  kwh: number;
  powerKw: number;
  /** State of charge, where the pile reports it (DC piles), else null. */
  soc: number | null;
  energyFeeCents: Cents;
  serviceFeeCents: Cents;
  feeCents: Cents;
  couponCents: Cents;
  /** A reservation's fee credited to this session (0 without one). */
  holdCreditCents: Cents;
  estimatedEndTime: string | null;
  stopCondition: StopCondition;
  payMode: PayMode;
  /** With payMode 'prepay': what was prepaid, and once settled what went back (null before). */
  prepay: { amountCents: Cents; refundCents: Cents | null } | null;
  /** 1 charging, 2 finished unpaid, 3 paid (or nothing to pay). */
  orderState: 1 | 2 | 3;
  /** Almost no energy has flowed for a sustained period: likely a phantom session. */
  lowEnergy: boolean;
  idleFee: IdleFeeState | null;
  /** The server's clock, so a countdown on the phone does not drift with the phone's own. */
  serverTime: string;
}

export interface StopChargingResult {
  state: SessionState;
}
