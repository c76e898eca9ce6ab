import type { PayChannel, PlateColor } from '../../src/lib/wire';
import { DRIVER_A } from './ids';

/**
 * The parking-money domain: bills, payments, coupons and coupon codes, appeals, evaluations, plate-query history
 * (invoices: db/invoices.ts; period-pass rules and passes: db/periodPasses.ts). A bill belongs to a plate, not a
 * driver: whoever has the plate bound sees it (plates are bound and unbound at runtime in accounts.plates).
 */

/**
 * Bills name parks of places.ts by id (PARK_IDS); the fee rules follow those parks' fee labels.
 */

/** How a lot charges while the car is inside: free minutes, then per started unit, capped per day. */
export interface FeeRule {
  freeMinutes: number;
  unitMinutes: number;
  unitCents: number;
  dailyCapCents: number;
}

export type BillState = 'parking' | 'arrears' | 'paid';

export interface ParkOrderRecord {
  uniqueId: string;
  parkId: string;
  plateNo: string;
  plateColor: PlateColor;
  berthNo: string | null;
  /** Road-side sections let the driver declare having left (driverActiveCarOut). */
  roadSide: boolean;
  inTime: number;
  outTime: number | null;
  state: BillState;
  /** Parked in a period-pass area: nothing to pay. */
  isBagCar: 0 | 1;
  rule: FeeRule;
  /** Fixed once the car has left or paid; null while parked (the fee runs with the clock). */
  totalCents: number | null;
  paidCents: number;
  discountCents: number;
  paidAt: number | null;
  payOrderId: string | null;
  payChannel: PayChannel | null;
  /**
   * The operator gave the bill's payments back whole (POST /__mock/bills/{uniqueId}/refund): the bill stays paid (the
   * car left), but nothing of it is the driver's expense any more, so nothing is invoiced for it. Absent: never refunded.
   */
  refund?: { at: number; reason: string } | null;
}

export type PayOrderStateRec = 'pending' | 'paid' | 'failed' | 'closed';

export interface PayOrderRecord {
  payOrderId: string;
  driverId: string;
  /**
   * Each bill with the fee it had when the order was made: settlement books what the driver saw. paidBeforeCents:
   * what the bill had settled by then (earlier payments and coupons), so the receipt can show the whole fee; parking
   * bills only, absent (0) for the other domains' orders.
   */
  items: { uniqueId: string; feeCents: number; paidBeforeCents?: number }[];
  payChannel: PayChannel;
  originalCents: number;
  discountCents: number;
  amountCents: number;
  couponId: string | null;
  collectorCode: string | null;
  /** Paid at an exit lane (parkingPay extras): the lane whose barrier opens once paid. */
  lane?: { parkId: string; laneCode: string } | null;
  state: PayOrderStateRec;
  createdAt: number;
  settledAt: number | null;
}

export interface CouponRecord {
  couponId: string;
  driverId: string;
  couponName: string;
  /** 1 money off, 2 discount, 3 free parking. */
  couponType: 1 | 2 | 3;
  faceValueCents: number;
  /** Percent paid for type 2 (80 = 8折). */
  discountRate: number | null;
  maxDiscountCents: number | null;
  minSpendCents: number;
  /**
   * A free-time coupon (couponType 3 with a cap): the minutes it frees, for its card and rules. What it takes off a
   * bill is maxDiscountCents, those minutes at the lot's rate; without freeMinutes a type 3 frees the whole fee.
   */
  freeMinutes?: number;
  /** Empty: every park. */
  parkIds: string[];
  plateNo: string | null;
  source: string;
  validFrom: number;
  validTo: number;
  receivedAt: number;
  usedAt: number | null;
  usedOn: string | null;
  /** The pending pay order holding it. */
  lockedBy: string | null;
}

/** A merchant's coupon campaign behind a QR code (sendPlateCoupon). */
export interface CouponActivityRecord {
  activityId: string;
  merchantName: string;
  parkId: string;
  couponName: string;
  faceValueCents: number;
  remaining: number;
  validDays: number;
  endsAt: number;
  /** Plates that already got one: one per plate per activity. */
  givenTo: string[];
}

/** What a claimed code puts in the wallet (bound to the plate the driver chose). */
export type CouponCodeTemplate = Pick<CouponRecord, 'couponName' | 'couponType' | 'faceValueCents' | 'discountRate' | 'maxDiscountCents' | 'minSpendCents' | 'parkIds' | 'freeMinutes'> & {
  validDays: number;
};

/**
 * A coupon code a merchant or a lot prints as text and as a QR code (POST /coupon/v2/api/claim). A single-use code
 * is claimed once; a shared code by many, while stock lasts, once per plate. plateNos, when set, are the only plates
 * it is for (a lot's code for its registered cars).
 */
export interface CouponCodeRecord {
  code: string;
  merchantName: string;
  template: CouponCodeTemplate;
  singleUse: boolean;
  remaining: number;
  perPlate: number;
  plateNos: string[] | null;
  expiresAt: number;
  claims: { driverId: string; plateNo: string; couponId: string; at: number }[];
  /** A merchant's one-time code (db/merchants.ts): the coupon comes out of that merchant's stock when claimed. */
  merchantCode?: string;
}

export interface PlateQueryRecord {
  id: string;
  driverId: string;
  plateNo: string;
  plateColor: PlateColor;
  queriedAt: number;
}

export interface AppealRecord {
  appealId: string;
  driverId: string;
  uniqueId: string;
  parkId: string;
  appealTypeText: string;
  content: string;
  state: 1 | 2 | 3;
  createdAt: number;
  reply: string | null;
  repliedAt: number | null;
}

export interface EvaluationRecord {
  evaluationId: string;
  driverId: string;
  uniqueId: string;
  parkId: string;
  score: number;
  tags: string[];
  content: string;
  createdAt: number;
}

export interface ParkingTables {
  parkOrders: ParkOrderRecord[];
  payOrders: PayOrderRecord[];
  coupons: CouponRecord[];
  couponActivities: CouponActivityRecord[];
  couponCodes: CouponCodeRecord[];
  /** Drivers who already got the new-driver coupons. */
  welcomeCouponDrivers: string[];
  plateQueries: PlateQueryRecord[];
  appeals: AppealRecord[];
  evaluations: EvaluationRecord[];
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const STANDARD_RULE: FeeRule = { freeMinutes: 15, unitMinutes: 60, unitCents: 1000, dailyCapCents: 12000 };
const ROAD_RULE: FeeRule = { freeMinutes: 15, unitMinutes: 30, unitCents: 300, dailyCapCents: 8000 };

function bill(p: Partial<ParkOrderRecord> & Pick<ParkOrderRecord, 'uniqueId' | 'parkId' | 'plateNo' | 'inTime' | 'state'>): ParkOrderRecord {
  return {
    plateColor: 1,
    berthNo: null,
    roadSide: false,
    outTime: null,
    isBagCar: 0,
    rule: STANDARD_RULE,
    totalCents: null,
    paidCents: 0,
    discountCents: 0,
    paidAt: null,
    payOrderId: null,
    payChannel: null,
    ...p,
  };
}

function seedBills(now: number): ParkOrderRecord[] {
  return [
    // A: 京A12345 parked now, 2 h 13 min → 3 started hours at 10 yuan = 30.00 yuan due.
    bill({ uniqueId: 'U20001', parkId: 'P1001', plateNo: '京A12345', berthNo: 'B2-036', inTime: now - 2 * HOUR - 13 * MIN, state: 'parking' }),
    // A: 粤B12345 in a period-pass area: nothing due.
    bill({ uniqueId: 'U20002', parkId: 'P1007', plateNo: '粤B12345', plateColor: 2, berthNo: 'M-012', inTime: now - 5 * HOUR, state: 'parking', isBagCar: 1 }),
    // A: the one arrears bill, road-side, on the plate that is not parked now.
    bill({ uniqueId: 'U20003', parkId: 'P1002', plateNo: '京AD12345', plateColor: 5, berthNo: '路侧-105', roadSide: true, rule: ROAD_RULE,
      inTime: now - 3 * DAY - 2 * HOUR, outTime: now - 3 * DAY - 20 * MIN, state: 'arrears', totalCents: 1200 }),
    // A: history.
    bill({ uniqueId: 'U20004', parkId: 'P1004', plateNo: '京A12345', inTime: now - 5 * DAY - 3 * HOUR, outTime: now - 5 * DAY - 90 * MIN,
      state: 'paid', totalCents: 1000, paidCents: 1000, paidAt: now - 5 * DAY - 95 * MIN, payOrderId: 'O900001', payChannel: 3 }),
    bill({ uniqueId: 'U20005', parkId: 'P1001', plateNo: '京A12345', inTime: now - 12 * DAY - 5 * HOUR, outTime: now - 12 * DAY - HOUR,
      state: 'paid', totalCents: 2000, paidCents: 1500, discountCents: 500, paidAt: now - 12 * DAY - HOUR - 5 * MIN, payOrderId: 'O900002', payChannel: 6 }),
    bill({ uniqueId: 'U20006', parkId: 'P1005', plateNo: '粤B12345', plateColor: 2, inTime: now - 20 * DAY - 2 * HOUR, outTime: now - 20 * DAY - 50 * MIN,
      state: 'paid', totalCents: 600, paidCents: 600, paidAt: now - 20 * DAY - 55 * MIN, payOrderId: 'O900003', payChannel: 2 }),
    // A: paid at the exit without signing in (a visitor's WeChat payment, O900004), and invoiced there through
    // self-service (FP24110004, mocks/db/invoices.ts): no account's invoice, shown to A under 开票记录 → 按车牌.
    bill({ uniqueId: 'U20007', parkId: 'P1003', plateNo: '京AD12345', plateColor: 5, inTime: now - 40 * DAY - 3 * HOUR, outTime: now - 40 * DAY - 30 * MIN,
      state: 'paid', totalCents: 3000, paidCents: 3000, paidAt: now - 40 * DAY - 32 * MIN, payOrderId: 'O900004', payChannel: 3 }),
    // B: 京B88888, three arrears bills, nothing parked.
    bill({ uniqueId: 'U20011', parkId: 'P1006', plateNo: '京B88888', roadSide: true, rule: ROAD_RULE, berthNo: '路侧-018',
      inTime: now - 2 * DAY - 4 * HOUR, outTime: now - 2 * DAY, state: 'arrears', totalCents: 2400 }),
    bill({ uniqueId: 'U20012', parkId: 'P1007', plateNo: '京B88888', inTime: now - 9 * DAY - 3 * HOUR, outTime: now - 9 * DAY - HOUR,
      state: 'arrears', totalCents: 1000 }),
    bill({ uniqueId: 'U20013', parkId: 'P1011', plateNo: '京B88888', roadSide: true, rule: ROAD_RULE, inTime: now - 15 * DAY - 2 * HOUR, outTime: now - 15 * DAY - HOUR,
      state: 'arrears', totalCents: 500 }),
    // The customer (13700137070): 京F77777 still recorded at 金融街 since the morning, though it has since come and
    // gone through 西单 in a free 12 minutes: the lot missed it leaving, and the app asks 还在停车场吗？.
    bill({ uniqueId: 'U20031', parkId: 'P1010', plateNo: '京F77777', berthNo: 'B1-077', inTime: now - 7 * HOUR, state: 'parking' }),
    bill({ uniqueId: 'U20032', parkId: 'P1005', plateNo: '京F77777', inTime: now - 3 * HOUR, outTime: now - 3 * HOUR + 12 * MIN, state: 'paid', totalCents: 0 }),
    // Somebody else's car parked now, for paying for others (plate lookup without owning the plate).
    bill({ uniqueId: 'U20021', parkId: 'P1009', plateNo: '津C66666', berthNo: 'A-101', inTime: now - 50 * MIN, rule: { ...STANDARD_RULE, dailyCapCents: 10000 }, state: 'parking' }),
  ];
}

function seedPayOrders(now: number): PayOrderRecord[] {
  const paid = (payOrderId: string, uniqueId: string, payChannel: PayChannel, feeCents: number, discountCents: number, couponId: string | null, at: number): PayOrderRecord => ({
    payOrderId, driverId: DRIVER_A, items: [{ uniqueId, feeCents }], payChannel, originalCents: feeCents, discountCents,
    amountCents: feeCents - discountCents, couponId, collectorCode: null, state: 'paid', createdAt: at - MIN, settledAt: at,
  });
  return [
    paid('O900001', 'U20004', 3, 1000, 0, null, now - 5 * DAY - 95 * MIN),
    paid('O900002', 'U20005', 6, 2000, 500, 'C30004', now - 12 * DAY - HOUR - 5 * MIN),
    paid('O900003', 'U20006', 2, 600, 0, null, now - 20 * DAY - 55 * MIN),
    // A visitor's payment: no driver (the partner checkout's GUEST, ''), as a payment without signing in records it.
    { ...paid('O900004', 'U20007', 3, 3000, 0, null, now - 40 * DAY - 32 * MIN), driverId: '' },
  ];
}

function seedCoupons(now: number): CouponRecord[] {
  const base = { driverId: DRIVER_A, discountRate: null, maxDiscountCents: null, minSpendCents: 0, parkIds: [], plateNo: null, usedAt: null, usedOn: null, lockedBy: null };
  return [
    { ...base, couponId: 'C30001', couponName: '新人停车券 5元', couponType: 1, faceValueCents: 500, source: '新人礼包',
      validFrom: now - 30 * DAY, validTo: now + 60 * DAY, receivedAt: now - 30 * DAY },
    { ...base, couponId: 'C30002', couponName: '停车8折券', couponType: 2, faceValueCents: 0, discountRate: 80, maxDiscountCents: 1000,
      minSpendCents: 1000, source: '平台活动', validFrom: now - 10 * DAY, validTo: now + 20 * DAY, receivedAt: now - 10 * DAY },
    // Expires within 3 days: the wallet marks it 即将过期.
    { ...base, couponId: 'C30003', couponName: '王府井商户券 10元', couponType: 1, faceValueCents: 1000, minSpendCents: 2000, parkIds: ['P1001'],
      source: '商户赠送', validFrom: now - 2 * DAY, validTo: now + 2 * DAY, receivedAt: now - 2 * DAY },
    { ...base, couponId: 'C30004', couponName: '新人停车券 5元', couponType: 1, faceValueCents: 500, source: '新人礼包',
      validFrom: now - 30 * DAY, validTo: now + 60 * DAY, receivedAt: now - 30 * DAY, usedAt: now - 12 * DAY - HOUR - 5 * MIN, usedOn: 'U20005' },
    { ...base, couponId: 'C30005', couponName: '周末停车免单券', couponType: 3, faceValueCents: 0, source: '平台活动',
      validFrom: now - 40 * DAY, validTo: now - 3 * DAY, receivedAt: now - 40 * DAY },
  ];
}

/**
 * Codes to claim (documented in mocks/README.md): WFJ2026 and XDFREE2H valid for any of A's plates, VIPJA12345 only
 * for 京A12345, USED2026 claimed already (single use), OLD2025 expired, SOLDOUT out of stock.
 */
function seedCouponCodes(now: number): CouponCodeRecord[] {
  const code = (c: Pick<CouponCodeRecord, 'code' | 'merchantName' | 'template'> & Partial<CouponCodeRecord>): CouponCodeRecord => ({
    singleUse: false, remaining: 100, perPlate: 1, plateNos: null, expiresAt: now + 30 * DAY, claims: [], ...c,
  });
  const money = (couponName: string, faceValueCents: number, minSpendCents: number, parkIds: string[]) => ({
    couponName, couponType: 1 as const, faceValueCents, discountRate: null, maxDiscountCents: null, minSpendCents, parkIds, validDays: 7,
  });
  return [
    code({ code: 'WFJ2026', merchantName: '王府井百货', template: money('王府井购物满20减10', 1000, 2000, ['P1001']) }),
    code({
      code: 'XDFREE2H', merchantName: '西单大悦城', remaining: 20,
      // Two hours at the lot's 10.00元 an hour.
      template: { couponName: '西单大悦城免费停车2小时', couponType: 3, faceValueCents: 0, discountRate: null, maxDiscountCents: 2000, minSpendCents: 0, parkIds: ['P1005'], freeMinutes: 120, validDays: 3 },
    }),
    code({
      code: 'VIPJA12345', merchantName: '王府井百货地下停车场', plateNos: ['京A12345'],
      template: { couponName: '业主车辆8折券', couponType: 2, faceValueCents: 0, discountRate: 80, maxDiscountCents: 2000, minSpendCents: 0, parkIds: ['P1001'], validDays: 30 },
    }),
    code({
      code: 'USED2026', merchantName: '前门大街商户联盟', singleUse: true, remaining: 1, template: money('前门商户停车券 5元', 500, 0, ['P1004']),
      // Claimed by a driver outside the demo accounts (B's wallet stays empty).
      claims: [{ driverId: 'D19999', plateNo: '津C66666', couponId: 'C39001', at: now - 3 * DAY }],
    }),
    code({ code: 'OLD2025', merchantName: '西单大悦城', expiresAt: now - 10 * DAY, template: money('2025年末停车券', 800, 0, ['P1005']) }),
    code({ code: 'SOLDOUT', merchantName: '东方广场', remaining: 0, template: money('东方广场停车券 3元', 300, 0, ['P1007']) }),
  ];
}

export function seedParking(now: number): ParkingTables {
  return {
    parkOrders: seedBills(now),
    payOrders: seedPayOrders(now),
    coupons: seedCoupons(now),
    couponActivities: [
      { activityId: 'CA7001', merchantName: '王府井百货', parkId: 'P1001', couponName: '王府井购物停车券 10元', faceValueCents: 1000, remaining: 50, validDays: 1, endsAt: now + 30 * DAY, givenTo: [] },
      { activityId: 'CA7002', merchantName: '前门大街商户联盟', parkId: 'P1004', couponName: '购物满赠停车券 5元', faceValueCents: 500, remaining: 0, validDays: 1, endsAt: now + 10 * DAY, givenTo: [] },
      { activityId: 'CA7003', merchantName: '西单大悦城', parkId: 'P1005', couponName: '春节停车券', faceValueCents: 800, remaining: 20, validDays: 1, endsAt: now - DAY, givenTo: [] },
    ],
    couponCodes: seedCouponCodes(now),
    welcomeCouponDrivers: [DRIVER_A],
    plateQueries: [
      { id: 'H6001', driverId: DRIVER_A, plateNo: '津C66666', plateColor: 1, queriedAt: now - 2 * DAY },
      { id: 'H6002', driverId: DRIVER_A, plateNo: '沪A88888', plateColor: 1, queriedAt: now - 6 * DAY },
    ],
    appeals: [
      { appealId: 'AP8001', driverId: DRIVER_A, uniqueId: 'U20005', parkId: 'P1001', appealTypeText: '计费时长有误', content: '实际停车不到4小时，按5小时收费',
        state: 2, createdAt: now - 11 * DAY, reply: '经核实入场时间识别有误，已退还5.00元至原支付账户', repliedAt: now - 10 * DAY },
    ],
    evaluations: [
      { evaluationId: 'E8501', driverId: DRIVER_A, uniqueId: 'U20006', parkId: 'P1005', score: 4, tags: ['车位充足'], content: '出口有点绕', createdAt: now - 20 * DAY },
    ],
  };
}
