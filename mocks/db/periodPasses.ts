import type { PayChannel, PlateColor } from '../../src/lib/wire';
import { svgDataUrl } from './content';
import { DRIVER_A, DRIVER_B } from './ids';

/**
 * The period-pass domain (月卡): the lots' pass rules, the drivers' applications, their payments, the
 * passes they became, the driving-licence materials per plate and the disabled-driver certification. Served by
 * mocks/services/special.ts and mocks/services/special/*. Other domains read bagPasses (suit parks, invoices,
 * account deletion): a pass record is always one that was paid for, and its [startTime, endTime) is its validity.
 */

export interface BagRuleRecord {
  ruleId: string;
  parkId: string;
  ruleName: string;
  /** Length of one period in months (1 月卡, 3 季卡, 12 年卡). */
  months: number;
  /** Price of one period. */
  priceCents: number;
  timeRangeText: string;
  plateColors: PlateColor[];
  /** Passes left to sell; -1 unlimited. */
  leftNum: number;
  onSale: boolean;
  description: string;
  /** Driving-licence photos, owner's name, ID number and phone are required to apply (and the lot reviews them). */
  needMaterials: boolean;
  /** Plates one pass may carry (the client also caps it by the menu's bagVehicle). */
  maxPlates: number;
  /** Only for drivers whose disabled certification is approved, and only for the certified plate. */
  disabledOnly: boolean;
  /** The ordinary price a reduced rule is compared with; null when the rule is not a reduction. */
  originalPriceCents: number | null;
}

/** A plate change on a pass at a lot that reviews materials: waiting for the lot, or refused with a reason. */
export interface PlateChangeRecord {
  changeId: string;
  plates: string[];
  state: 'pending' | 'rejected';
  reason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
}

export interface BagPassRecord {
  bagId: string;
  driverId: string;
  /** The first of plates: domains that know one plate per pass (suit parks, invoices) read this. */
  plateNo: string;
  plates: string[];
  parkId: string;
  /** The rule of the latest period paid (a renewal may switch rule). */
  ruleId: string;
  startTime: number;
  /** Exclusive; a pass cancelled before it started ends when it was cancelled (before startTime): valid for no domain. */
  endTime: number;
  applicationId: string | null;
  /** What the barrier's reader accepts (shown as text and QR code). */
  passCode: string;
  cancelledAt: number | null;
  plateChange: PlateChangeRecord | null;
}

export interface BagMaterialsRecord {
  ownerName: string;
  idCardNo: string;
  phone: string;
  licencePictures: string[];
}

/** 1 待审核, 2 已通过待支付, 3 已驳回, 4 已生效 (paid), 5 已过期, 6 已退订. */
export type BagApplicationState = 1 | 2 | 3 | 4 | 5 | 6;

/** One step of an application's history, written when it happens. */
export interface BagTimelineRecord {
  state: BagApplicationState;
  text: string;
  at: number;
  note: string | null;
}

/**
 * An application for a pass. Once paid (state 4) its state is read from its pass: 5 when the pass has ended, 6
 * when it was cancelled; 5 is also stored for an approval left unpaid past its deadline.
 */
export interface BagApplicationRecord {
  applicationId: string;
  driverId: string;
  /** The client's idempotency key: a second submit with it returns this application. */
  requestId: string;
  parkId: string;
  ruleId: string;
  /** Beijing day 'YYYY-MM-DD' the driver chose; the pass starts then (or on the day it is paid, if later). */
  startDate: string;
  plates: string[];
  materials: BagMaterialsRecord | null;
  state: BagApplicationState;
  rejectReason: string | null;
  createdAt: number;
  approvedAt: number | null;
  bagId: string | null;
  timeline: BagTimelineRecord[];
}

/**
 * One payment for passes: a new pass ('new', for an application) or more periods of one ('renew'). The charge
 * service's pay order carries orderId as its item, so payCharges/sync, the provider's settlement and the cashier
 * work as for parking; the special service books the effect when it next reads (bookedAt).
 */
export interface BagOrderRecord {
  orderId: string;
  driverId: string;
  kind: 'new' | 'renew';
  applicationId: string | null;
  bagId: string | null;
  ruleId: string;
  periods: number;
  amountCents: number;
  payChannel: PayChannel;
  /** A renewal's idempotency key (a new pass's is its application's). */
  requestId: string | null;
  /** Null for seeded history paid before the registry existed. */
  payOrderId: string | null;
  createdAt: number;
  bookedAt: number | null;
  /** The validity this payment bought, once booked. */
  validFrom: number | null;
  validTo: number | null;
  /** The pay order ended without money: nothing to book. */
  closedAt: number | null;
  refundedAt: number | null;
}

/** 1 待审核, 2 已通过, 3 已驳回 (a plate with no record has none: 0 on the wire). */
export type ReviewStateRec = 1 | 2 | 3;

/** A plate's driving licence (行驶证) on file for one driver. materialId is renewed at each submission. */
export interface PlateMaterialRecord {
  materialId: string;
  driverId: string;
  plateNo: string;
  ownerName: string;
  idCardNo: string;
  licencePictures: string[];
  state: ReviewStateRec;
  rejectReason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
}

/** A disabled driver's certification (第二代残疾人证) for one vehicle; the latest record of a driver counts. */
export interface DisabledCertRecord {
  certId: string;
  driverId: string;
  certNo: string;
  name: string;
  plateNo: string;
  pictures: string[];
  state: ReviewStateRec;
  rejectReason: string | null;
  submittedAt: number;
  reviewedAt: number | null;
}

export interface PeriodPassTables {
  bagRules: BagRuleRecord[];
  bagPasses: BagPassRecord[];
  bagApplications: BagApplicationRecord[];
  bagOrders: BagOrderRecord[];
  plateMaterials: PlateMaterialRecord[];
  disabledCerts: DisabledCertRecord[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BEIJING_MS = 8 * HOUR;

/** 00:00 Beijing time of the day `ms` falls on: passes run from midnight to midnight. */
function beijingMidnight(ms: number): number {
  return Math.floor((ms + BEIJING_MS) / DAY) * DAY - BEIJING_MS;
}

function beijingDate(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 10);
}

/** The barrier code of a pass: 'YK' and 12 digits, fixed by its id (the same after every reset). */
export function passCodeOf(bagId: string): string {
  let h = 2166136261;
  for (const c of bagId) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return `YK${String(h).padStart(10, '0').slice(-10)}${String(bagId.length * 7 + 11).slice(-2)}`;
}

/** A picture of a driving licence that needs no network (seeded materials). */
function licencePicture(plateNo: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">` +
      `<rect width="480" height="320" rx="12" fill="#e8eef7"/><text x="240" y="140" font-size="36" text-anchor="middle" font-family="sans-serif" fill="#1f3b63">中华人民共和国机动车行驶证</text>` +
      `<text x="240" y="210" font-size="40" text-anchor="middle" font-family="sans-serif" fill="#1f3b63">${plateNo}</text></svg>`,
  );
}

function rule(r: Pick<BagRuleRecord, 'ruleId' | 'parkId' | 'ruleName' | 'months' | 'priceCents' | 'leftNum' | 'description'> & Partial<BagRuleRecord>): BagRuleRecord {
  return {
    timeRangeText: '全天', plateColors: [1, 5], onSale: true, needMaterials: false, maxPlates: 1, disabledOnly: false, originalPriceCents: null, ...r,
  };
}

/**
 * Lots P1001 (王府井), P1005 (西单), P1007 (东方广场) and P1011 (宣武门路侧) sell; P1004 (前门) and P1010 (金融街)
 * have rules but no pass space left (their lots' leftBagSpaceNum is 0), so their rules read full. Monthly,
 * quarterly and yearly rules, with and without materials; R5005 is full; R5009 and R5012 are for disabled drivers.
 */
function seedBagRules(): BagRuleRecord[] {
  const all: PlateColor[] = [1, 2, 5];
  return [
    rule({ ruleId: 'R5001', parkId: 'P1001', ruleName: '全天月卡', months: 1, priceCents: 60000, leftNum: 20, description: '每月不限次进出，限小型车', needMaterials: true, maxPlates: 2 }),
    rule({ ruleId: 'R5002', parkId: 'P1001', ruleName: '夜间月卡', months: 1, priceCents: 30000, timeRangeText: '19:00-次日07:00', leftNum: -1, description: '夜间时段免费停放，其余时段按临停计费' }),
    rule({ ruleId: 'R5003', parkId: 'P1001', ruleName: '全天季卡', months: 3, priceCents: 170000, leftNum: 5, description: '三个月不限次进出', needMaterials: true, maxPlates: 2 }),
    rule({ ruleId: 'R5004', parkId: 'P1007', ruleName: '大车月卡', months: 1, priceCents: 90000, plateColors: [2], leftNum: 8, description: '限黄牌大中型车' }),
    rule({ ruleId: 'R5005', parkId: 'P1007', ruleName: '全天月卡', months: 1, priceCents: 50000, plateColors: all, leftNum: 0, description: '本月名额已满', maxPlates: 2 }),
    rule({ ruleId: 'R5006', parkId: 'P1007', ruleName: '全天年卡', months: 12, priceCents: 900000, plateColors: all, leftNum: -1, onSale: false, description: '已停售' }),
    rule({ ruleId: 'R5007', parkId: 'P1005', ruleName: '工作日白天月卡', months: 1, priceCents: 35000, timeRangeText: '工作日 08:00-19:00', plateColors: all, leftNum: 30, description: '法定节假日按临停计费', maxPlates: 3 }),
    rule({ ruleId: 'R5008', parkId: 'P1005', ruleName: '全天季卡', months: 3, priceCents: 150000, leftNum: 5, description: '三个月不限次进出，需审核行驶证', needMaterials: true, maxPlates: 2 }),
    rule({
      ruleId: 'R5009', parkId: 'P1005', ruleName: '残疾人车辆全天月卡', months: 1, priceCents: 0, originalPriceCents: 50000, leftNum: 3, plateColors: all,
      description: '持第二代残疾人证的车主免费办理，限认证车辆', needMaterials: true, disabledOnly: true,
    }),
    rule({ ruleId: 'R5010', parkId: 'P1011', ruleName: '居民夜间月卡', months: 1, priceCents: 15000, timeRangeText: '19:00-次日07:00', leftNum: 3, description: '限周边居民，需审核行驶证', needMaterials: true }),
    rule({ ruleId: 'R5011', parkId: 'P1011', ruleName: '居民夜间年卡', months: 12, priceCents: 150000, timeRangeText: '19:00-次日07:00', leftNum: -1, description: '一次办理全年，需审核行驶证', needMaterials: true }),
    rule({
      ruleId: 'R5012', parkId: 'P1011', ruleName: '残疾人车辆夜间月卡', months: 1, priceCents: 7500, originalPriceCents: 15000, timeRangeText: '19:00-次日07:00', leftNum: -1,
      plateColors: all, description: '持第二代残疾人证的车主半价办理，限认证车辆', needMaterials: true, disabledOnly: true,
    }),
    rule({ ruleId: 'R5013', parkId: 'P1004', ruleName: '全天月卡', months: 1, priceCents: 45000, leftNum: 10, description: '包月车位已满，请关注下月放号' }),
    rule({ ruleId: 'R5014', parkId: 'P1010', ruleName: '全天年卡', months: 12, priceCents: 600000, leftNum: -1, description: '写字楼租户优先', needMaterials: true, maxPlates: 2 }),
  ];
}

export function seedPeriodPasses(now: number): PeriodPassTables {
  const today = beijingMidnight(now);
  const pass = (p: Omit<BagPassRecord, 'plateNo' | 'passCode' | 'cancelledAt' | 'plateChange'>): BagPassRecord => ({
    ...p, plateNo: p.plates[0] ?? '', passCode: passCodeOf(p.bagId), cancelledAt: null, plateChange: null,
  });
  const zhangWei = (plateNo: string): BagMaterialsRecord => ({ ownerName: '张伟', idCardNo: '11010519880512123X', phone: '13800138000', licencePictures: [licencePicture(plateNo)] });
  const paidApplication = (applicationId: string, driverId: string, parkId: string, ruleId: string, plates: string[], bagId: string, start: number, materials: BagMaterialsRecord | null, paidNote: string): BagApplicationRecord => {
    const at = start - DAY + 10 * HOUR;
    const reviewed = materials ? at + 3 * HOUR : at;
    return {
      applicationId, driverId, requestId: `seed-${applicationId}`, parkId, ruleId, startDate: beijingDate(start), plates, materials, state: 4,
      rejectReason: null, createdAt: at, approvedAt: reviewed, bagId,
      timeline: [
        { state: 1, text: '已提交', at, note: null },
        { state: 2, text: '已通过待支付', at: reviewed, note: materials ? '材料审核通过' : '该月卡无需审核' },
        { state: 4, text: '已支付', at: reviewed + 10 * 60_000, note: paidNote },
      ],
    };
  };
  const paidOrder = (orderId: string, driverId: string, applicationId: string, bagId: string, ruleId: string, amountCents: number, payChannel: PayChannel, from: number, to: number): BagOrderRecord => ({
    orderId, driverId, kind: 'new', applicationId, bagId, ruleId, periods: 1, amountCents, payChannel, requestId: null, payOrderId: null,
    createdAt: from - DAY + 13 * HOUR, bookedAt: from - DAY + 13 * HOUR, validFrom: from, validTo: to, closedAt: null, refundedAt: null,
  });
  const b1 = { start: today - 25 * DAY, end: today + 5 * DAY };
  const b2 = { start: today - 120 * DAY, end: today - 90 * DAY };
  const b3 = { start: today - 10 * DAY, end: today + 20 * DAY };
  const liNa: BagMaterialsRecord = { ownerName: '李娜', idCardNo: '110108199003082463', phone: '13900139000', licencePictures: [licencePicture('京B88888')] };
  return {
    bagRules: seedBagRules(),
    bagPasses: [
      // A's 粤B12345 parks in P1007's pass area now (bill U20002): this pass, ending within 7 days, renewable.
      pass({ bagId: 'BG9001', driverId: DRIVER_A, plates: ['粤B12345'], parkId: 'P1007', ruleId: 'R5004', startTime: b1.start, endTime: b1.end, applicationId: 'MA9001' }),
      pass({ bagId: 'BG9002', driverId: DRIVER_A, plates: ['京A12345'], parkId: 'P1005', ruleId: 'R5007', startTime: b2.start, endTime: b2.end, applicationId: 'MA9002' }),
      pass({ bagId: 'BG9003', driverId: DRIVER_B, plates: ['京B88888'], parkId: 'P1001', ruleId: 'R5001', startTime: b3.start, endTime: b3.end, applicationId: 'MA9005' }),
    ],
    bagApplications: [
      paidApplication('MA9001', DRIVER_A, 'P1007', 'R5004', ['粤B12345'], 'BG9001', b1.start, null, '微信支付 900.00元'),
      paidApplication('MA9002', DRIVER_A, 'P1005', 'R5007', ['京A12345'], 'BG9002', b2.start, null, '余额支付 350.00元'),
      // A's rejected one: fixed in place (PUT) and resubmitted.
      {
        applicationId: 'MA9003', driverId: DRIVER_A, requestId: 'seed-MA9003', parkId: 'P1001', ruleId: 'R5001', startDate: beijingDate(today + 3 * DAY),
        plates: ['京A12345'], materials: zhangWei('京A12345'), state: 3, rejectReason: '行驶证照片不清晰，请重新上传', createdAt: now - 2 * DAY, approvedAt: null, bagId: null,
        timeline: [
          { state: 1, text: '已提交', at: now - 2 * DAY, note: null },
          { state: 3, text: '已驳回', at: now - DAY, note: '行驶证照片不清晰，请重新上传' },
        ],
      },
      // A's pending one: settled with POST /__mock/reviews/MA9004.
      {
        applicationId: 'MA9004', driverId: DRIVER_A, requestId: 'seed-MA9004', parkId: 'P1005', ruleId: 'R5008', startDate: beijingDate(today + 7 * DAY),
        plates: ['京AD12345'], materials: zhangWei('京AD12345'), state: 1, rejectReason: null, createdAt: now - 2 * HOUR, approvedAt: null, bagId: null,
        timeline: [{ state: 1, text: '已提交', at: now - 2 * HOUR, note: null }],
      },
      paidApplication('MA9005', DRIVER_B, 'P1001', 'R5001', ['京B88888'], 'BG9003', b3.start, liNa, '支付宝 600.00元'),
    ],
    bagOrders: [
      paidOrder('BP9001', DRIVER_A, 'MA9001', 'BG9001', 'R5004', 90000, 3, b1.start, b1.end),
      paidOrder('BP9002', DRIVER_A, 'MA9002', 'BG9002', 'R5007', 35000, 6, b2.start, b2.end),
      paidOrder('BP9005', DRIVER_B, 'MA9005', 'BG9003', 'R5001', 60000, 2, b3.start, b3.end),
    ],
    plateMaterials: [
      {
        materialId: 'PM9001', driverId: DRIVER_A, plateNo: '京A12345', ownerName: '张伟', idCardNo: '11010519880512123X', licencePictures: [licencePicture('京A12345')],
        state: 2, rejectReason: null, submittedAt: now - 60 * DAY, reviewedAt: now - 59 * DAY,
      },
    ],
    disabledCerts: [],
  };
}
