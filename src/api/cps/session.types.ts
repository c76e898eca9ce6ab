import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, num, wireTime } from '../../lib/schema';
import { ChargerReportSummary, HoldRule } from './chargerAccess.types';
import { BandName, CarHint, ChargeCurve, ChargeEstimate, ParkingRule } from './estimate.types';
import { GunType } from './gun.types';
import { ChargingOrderState, GunCount, OpenState } from './types';

/**
 * The charging domain's calls beyond the spec's list: a station in detail, a pile with its guns, and a
 * charging session from start to bill. Same conventions as the spec's calls: cents, 'YYYY-MM-DD HH:mm:ss'.
 */

/** One band of the station's day: 峰 / 平 / 谷, with its energy price and service fee per kWh. */
export const PriceBand = v.object({
  name: BandName,
  /** 'HH:mm', inclusive. */
  from: v.string(),
  /** 'HH:mm', exclusive; '24:00' for the end of the day. */
  to: v.string(),
  energyCentsPerKwh: cents,
  serviceCentsPerKwh: cents,
});
export type PriceBand = v.InferOutput<typeof PriceBand>;

/** reserved: held for one driver (a reservation, or the first in line); others cannot start on it. UNKNOWN: a state the app does not know yet. */
export const GunStatus = known(['free', 'plugged', 'charging', 'fault', 'reserved']);
export type GunStatus = v.InferOutput<typeof GunStatus>;
export { GunType } from './gun.types';

export const Gun = v.object({
  gunNo: v.string(),
  gunName: v.string(),
  status: GunStatus,
  statusText: v.string(),
  /** When the pile last reported this state; older than 10 minutes reads as uncertain, not as free. */
  statusAt: wireTime,
});
export type Gun = v.InferOutput<typeof Gun>;

export const Pile = v.object({
  pileCode: v.string(),
  pileName: v.string(),
  gunType: GunType,
  powerKw: num,
  guns: v.array(Gun),
});
export type Pile = v.InferOutput<typeof Pile>;

export const IdleFeeRule = v.object({
  graceMinutes: int,
  perMinuteCents: cents,
  capCents: cents,
});
export type IdleFeeRule = v.InferOutput<typeof IdleFeeRule>;

export const StationDetail = v.object({
  stationId: v.string(),
  stationName: v.string(),
  stationAddr: v.string(),
  latitude: num,
  longitude: num,
  openState: OpenState,
  supportOccupy: flag,
  parkingFeeDesc: v.string(),
  /** The band in force now, and the whole day's. */
  currentBand: PriceBand,
  priceBands: v.array(PriceBand),
  quickChargingInfo: GunCount,
  slowChargingInfo: GunCount,
  /** Idle fee after charging ends, when the station charges one. */
  idleFee: v.nullable(IdleFeeRule),
  piles: v.array(Pile),
  collected: v.boolean(),
  supportBook: flag,
  /** Holding a gun here (supportBook 1), else null. */
  holdRule: v.nullable(HoldRule),
  /** How many drivers wait in line for each kind of gun. */
  queues: v.object({ fast: int, slow: int }),
  /** Broken-charger reports the operator has not cleared yet. */
  reports: v.array(ChargerReportSummary),
  /** The lot's parking fee for a charging car, null where parking is free. */
  parkingRule: v.nullable(ParkingRule),
  /** How the station's DC piles taper near full. */
  curve: ChargeCurve,
  serverTime: wireTime,
});
export type StationDetail = v.InferOutput<typeof StationDetail>;

/** A pile as scanning (or typing its number) finds it, with its station's price now. */
export const PileDetail = v.object({
  ...entriesOf(Pile),
  stationId: v.string(),
  stationName: v.string(),
  /** The company that runs the station, which is paid ('' when the server does not say). */
  operatorName: v.string(),
  openState: OpenState,
  currentBand: PriceBand,
  idleFee: v.nullable(IdleFeeRule),
  /** The day's bands, the parking rule and the curve: what the all-in estimate needs. */
  priceBands: v.array(PriceBand),
  parkingRule: v.nullable(ParkingRule),
  curve: ChargeCurve,
  /** What the pile can do beyond a start now: start at a later time, and stop at a battery level (DC piles report it). */
  capabilities: v.object({ scheduledStart: v.boolean(), socStop: v.boolean() }),
  serverTime: wireTime,
});
export type PileDetail = v.InferOutput<typeof PileDetail>;

/** When the pile stops by itself: full, the driver's condition, or never at all until stopped. */
export const StopCondition = v.variant('type', [
  v.object({ type: v.literal('full') }),
  v.object({ type: v.literal('amount'), amountCents: cents }),
  v.object({ type: v.literal('kwh'), kwh: num }),
  v.object({ type: v.literal('minutes'), minutes: int }),
  /** At a state of charge, 50–100 %: only where the pile reports the battery (capabilities.socStop). */
  v.object({ type: v.literal('soc'), soc: int }),
]);
export type StopCondition = v.InferOutput<typeof StopCondition>;

/** Paid at the end from the balance or a charging card, or capped by a prepay made before (its rest refunded). */
export const PayMode = v.picklist(['balance', 'card', 'prepay']);
export type PayMode = v.InferOutput<typeof PayMode>;

/** A start later than now: at a time (5 minutes to 24 hours ahead), or when the next 谷 band begins (the server works it out). */
export const StartSchedule = v.variant('type', [
  v.object({ type: v.literal('at'), startAt: wireTime }),
  v.object({ type: v.literal('valley') }),
]);
export type StartSchedule = v.InferOutput<typeof StartSchedule>;

/** POST /cps/v2/api/chargingOrders. */
export const StartChargingBody = v.object({
  pileCode: v.string(),
  gunNo: v.string(),
  payMode: PayMode,
  cardNo: v.optional(v.string()),
  couponId: v.optional(v.string()),
  stopCondition: StopCondition,
  /** The car as the driver stated it (the mock's simulated car takes it). */
  car: v.optional(CarHint),
  /** The all-in estimate the driver saw, kept with the order for the bill to set beside its parts. */
  estimate: v.optional(ChargeEstimate),
  /** Start later: the order is made now and waits (state scheduled) with the gun plugged in. */
  schedule: v.optional(StartSchedule),
});
export type StartChargingBody = v.InferOutput<typeof StartChargingBody>;

export const StartChargingResult = v.object({
  orderNo: v.string(),
});
export type StartChargingResult = v.InferOutput<typeof StartChargingResult>;

/**
 * A session's states in the driver's words, after OCPP's connector states: Preparing (plug in), the start
 * transaction, Charging, SuspendedEV, Finishing, and the end (finished, or failed before any energy); scheduled: plugged
 * in, waiting for the driver's start time (等待预约启动). UNKNOWN: a
 * state the app does not know yet (shown 未知).
 */
export const SessionState = known(['waitingPlug', 'starting', 'charging', 'suspendedEV', 'stopping', 'finished', 'failed', 'scheduled']);
export type SessionState = v.InferOutput<typeof SessionState>;

/** Why a session ended; UNKNOWN for a reason the app does not know yet (stopReasonText still says it). */
export const StopReason = known(['driver', 'full', 'condition', 'fault', 'plugTimeout', 'pileOffline']);
export type StopReason = v.InferOutput<typeof StopReason>;

export const IdleFeeState = v.object({
  ...entriesOf(IdleFeeRule),
  /** When the fee starts if the car is still on the space. */
  graceEndsAt: wireTime,
  accruedCents: cents,
  /** The car left the space (the fee stopped). */
  carLeft: v.boolean(),
});
export type IdleFeeState = v.InferOutput<typeof IdleFeeState>;

/**
 * A reading of the pile's meter: when (server clock), the power then in watts, the energy since the start in Wh; both
 * whole and never below 0, which the document says and the chart enforces (it draws a negative one at 0): checking it
 * here would bring valibot's minValue into the first screen's vendor chunk for one field of a later page.
 */
export const SessionSample = v.object({
  at: wireTime,
  powerW: v.pipe(int, v.description('此刻功率，单位瓦（W），不小于 0 的整数')),
  energyWh: v.pipe(int, v.description('开始以来的电量，单位瓦时（Wh），不小于 0 的整数')),
});
export type SessionSample = v.InferOutput<typeof SessionSample>;

/**
 * The pile's readings since energy began, oldest first (at most 121: a minute apart, further apart in a long session),
 * the last one now or at the end. What the power and energy curves draw, so a series that is missing or breaks its
 * schema reads null (the page says the curve is unavailable) instead of failing the whole answer: the driver keeps
 * the figures and the stop button whatever the series.
 */
export const SessionSamples = v.fallback(
  v.pipe(v.nullable(v.array(SessionSample)), v.description('缺失或格式不符时 App 不画曲线（读作 null），其余字段照常使用')),
  null,
);

export const ChargingSession = v.object({
  orderNo: v.string(),
  stationId: v.string(),
  stationName: v.string(),
  pileCode: v.string(),
  pileName: v.string(),
  gunNo: v.string(),
  gunName: v.string(),
  gunType: GunType,
  state: SessionState,
  stateText: v.string(),
  stopReason: v.nullable(StopReason),
  stopReasonText: v.nullable(v.string()),
  /** When the driver started it; when energy began to flow; when it ended. */
  startTime: wireTime,
  /** A scheduled start's time (null for a start now); the session waits in state scheduled until then. */
  scheduledStartTime: v.nullable(wireTime),
  chargingStartTime: v.nullable(wireTime),
  endTime: v.nullable(wireTime),
  /** The last moment to plug in before the start is given up. */
  plugDeadline: v.nullable(wireTime),
  elapsedSeconds: num,
  kwh: num,
  powerKw: num,
  /** State of charge, where the pile reports it (DC piles), else null. */
  soc: v.nullable(num),
  energyFeeCents: cents,
  serviceFeeCents: cents,
  feeCents: cents,
  couponCents: cents,
  /** A reservation's fee credited to this session (0 without one). */
  holdCreditCents: cents,
  estimatedEndTime: v.nullable(wireTime),
  stopCondition: StopCondition,
  payMode: PayMode,
  /** With payMode 'prepay': what was prepaid, and once settled what went back (null before). */
  prepay: v.nullable(v.object({ amountCents: cents, refundCents: v.nullable(cents) })),
  /** 1 charging, 2 finished unpaid, 3 paid (or nothing to pay). */
  orderState: ChargingOrderState,
  /** Almost no energy has flowed for a sustained period: likely a phantom session. */
  lowEnergy: v.boolean(),
  idleFee: v.nullable(IdleFeeState),
  samples: SessionSamples,
  /** The server's clock, so a countdown on the phone does not drift with the phone's own. */
  serverTime: wireTime,
});
export type ChargingSession = v.InferOutput<typeof ChargingSession>;

export const StopChargingResult = v.object({
  state: SessionState,
});
export type StopChargingResult = v.InferOutput<typeof StopChargingResult>;
