import * as v from 'valibot';
import { cents, int, known, num, wireTime } from '../../lib/schema';

/**
 * Family sharing (家人共享): a driver (the sharer) shares some of their plates with a family member, found by phone.
 * The member, once they accept in their own account, sees the sharer's live charging and unpaid bills of those
 * plates, may pay them from their own balance within a monthly cap (代付), and may work the lock of the sharer's
 * booking of a shared plate. These calls are this app's design, served by mocks/services/driver/family*.ts; the
 * rules are docs/rules/family.md.
 */

export const FAMILY_CODES = {
  /** No account has that phone. */
  noAccount: '0xd12504001',
  /** The sharer's own phone. */
  self: '0xd12504002',
  /** A plate that is not the sharer's. */
  notYourPlate: '0xd12504003',
  /** A share of the same plate with the same member is already pending or in force. */
  duplicate: '0xd12504004',
  /** The share was ended (by the sharer or the member) or declined: every call about it is refused (HTTP 403). */
  ended: '0xd12504005',
  /** The share is not accepted yet. */
  notAccepted: '0xd12504006',
  /** The right asked for was not given (代付 or 车位锁). */
  notAllowed: '0xd12504007',
  /** Beyond the month's cap: nothing was taken. */
  overCap: '0xd12504008',
  /** The bill is paid already (by anyone): nothing was taken. */
  alreadyPaid: '0xd12504009',
  /** The plate has arrears: they are paid first. */
  arrearsFirst: '0xd12504010',
  /** The lock cannot be worked now (the booking has not begun or is over). */
  lockNotNow: '0xd12504011',
  /** The bill cannot be paid now (still charging, under a dispute, or being paid another way). */
  notPayable: '0xd12504012',
} as const;

/** Largest monthly cap the server takes: 5000.00元. */
export const MAX_MONTHLY_CAP_CENTS = 500_000;

/** 待接受, 已共享; 已拒绝 and 已结束 only in the answer to declining. */
export const ShareState = known(['pending', 'accepted', 'declined', 'ended']);
export type ShareState = v.InferOutput<typeof ShareState>;

export const SharePerson = v.object({
  name: v.string(),
  /** Masked: 139****9000. */
  phone: v.string(),
});
export type SharePerson = v.InferOutput<typeof SharePerson>;

export const Share = v.object({
  shareId: v.string(),
  state: ShareState,
  /** 待接受, 已共享, 已拒绝, 已结束 */
  stateText: v.string(),
  sharer: SharePerson,
  member: SharePerson,
  plateNos: v.array(v.string()),
  /** 代付: the member may pay these plates' bills from their own balance. */
  canPay: v.boolean(),
  /** 0 when canPay is false. */
  monthlyCapCents: cents,
  /** Paid by the member under this share in the current calendar month (Beijing, server clock). */
  usedThisMonthCents: cents,
  canLock: v.boolean(),
  createdAt: wireTime,
  acceptedAt: v.nullable(wireTime),
});
export type Share = v.InferOutput<typeof Share>;

/** GET /driver/v2/api/familyShares: what the driver shares (given) and what is shared with them (received). */
export const FamilyShares = v.object({
  given: v.array(Share),
  received: v.array(Share),
});
export type FamilyShares = v.InferOutput<typeof FamilyShares>;

/** POST /driver/v2/api/familyShares */
export const CreateShareBody = v.object({
  phone: v.string(),
  plateNos: v.pipe(v.array(v.string()), v.minLength(1)),
  canPay: v.boolean(),
  /** Whole yuan in cents; 0 when canPay is false. */
  monthlyCapCents: cents,
  canLock: v.boolean(),
});
export type CreateShareBody = v.InferOutput<typeof CreateShareBody>;

export const FAMILY_SESSION_STATES = ['scheduled', 'waitingPlug', 'starting', 'charging', 'suspendedEV', 'stopping', 'finished', 'failed'] as const;
/** The session's state as the charging service names it ('scheduled': waiting for its set start time). */
export const FamilySessionState = known(FAMILY_SESSION_STATES);
export type FamilySessionState = v.InferOutput<typeof FamilySessionState>;

/** A live charging session of the sharer on a shared plate. */
export const FamilySession = v.object({
  orderNo: v.string(),
  stationName: v.string(),
  gunName: v.string(),
  state: FamilySessionState,
  stateText: v.string(),
  kwh: num,
  /** State of charge in % where the pile reports it; null where it does not. */
  soc: v.nullable(int),
  /** The fee so far. */
  feeCents: cents,
  startTime: wireTime,
});
export type FamilySession = v.InferOutput<typeof FamilySession>;

export const FamilyBillKind = known(['parking', 'charging']);
export type FamilyBillKind = v.InferOutput<typeof FamilyBillKind>;

/** An unpaid bill of a shared plate: a parking arrears, a parking bill still running, a finished unpaid charge. */
export const FamilyBill = v.object({
  kind: FamilyBillKind,
  billId: v.string(),
  /** The lot or station. */
  place: v.string(),
  /** 欠费, 停车中, 充电待支付 */
  stateText: v.string(),
  /** What it asks now (a running parking fee grows with time). */
  dueCents: cents,
  startTime: wireTime,
});
export type FamilyBill = v.InferOutput<typeof FamilyBill>;

export const FamilyLockState = known(['raised', 'lowered', 'moving']);

export const FamilyLock = v.object({
  lockId: v.string(),
  lockName: v.string(),
  state: FamilyLockState,
  /** 已升起（关锁）, 已降下（开锁）, 执行中 */
  stateText: v.string(),
  online: v.boolean(),
  /** The last command's message (车位锁已降下), null when none. */
  message: v.nullable(v.string()),
});
export type FamilyLock = v.InferOutput<typeof FamilyLock>;

/** The sharer's booking of a shared plate that has not ended, with its space's lock when the space has one. */
export const FamilyBooking = v.object({
  bookOrderId: v.string(),
  parkName: v.string(),
  startTime: wireTime,
  endTime: wireTime,
  stateText: v.string(),
  lock: v.nullable(FamilyLock),
  /** Whether the lock may be worked now (from 15 minutes before the start until the car has left). */
  lockUsable: v.boolean(),
});
export type FamilyBooking = v.InferOutput<typeof FamilyBooking>;

export const FamilyPlateView = v.object({
  plateNo: v.string(),
  sessions: v.array(FamilySession),
  bills: v.array(FamilyBill),
  bookings: v.array(FamilyBooking),
});
export type FamilyPlateView = v.InferOutput<typeof FamilyPlateView>;

/** GET /driver/v2/api/familyShares/{shareId}/view: the member's view of an accepted share. */
export const FamilyView = v.object({
  share: Share,
  plates: v.array(FamilyPlateView),
  /** What the member may still pay this month under the share (0 without 代付). */
  leftThisMonthCents: cents,
  /** The member's own balance. */
  balanceCents: cents,
  serverTime: wireTime,
});
export type FamilyView = v.InferOutput<typeof FamilyView>;

/** POST /driver/v2/api/familyShares/{shareId}/payments */
export const FamilyPayBody = v.object({
  kind: v.picklist(['parking', 'charging']),
  billId: v.string(),
  /** The amount the member saw; a different amount now is refused with nothing taken. */
  expectedCents: v.optional(cents),
  /** The same requestId again answers the payment it made (a double tap, a retry). */
  requestId: v.string(),
});
export type FamilyPayBody = v.InferOutput<typeof FamilyPayBody>;

export const FamilyPayment = v.object({
  paymentId: v.string(),
  billId: v.string(),
  amountCents: cents,
  /** The member's balance after it. */
  balanceCents: cents,
  usedThisMonthCents: cents,
  leftThisMonthCents: cents,
  paidAt: wireTime,
});
export type FamilyPayment = v.InferOutput<typeof FamilyPayment>;

/** POST /driver/v2/api/familyShares/{shareId}/locks/{lockId}: open lowers the lock, close raises it. */
export const FamilyLockBody = v.object({ action: v.picklist(['open', 'close']) });
export type FamilyLockBody = v.InferOutput<typeof FamilyLockBody>;
