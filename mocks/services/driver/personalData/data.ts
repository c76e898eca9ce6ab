import type { PersonalDataCategory, PersonalDataKind } from '../../../../src/api/driver/personalData.types';
import type { KnownValue } from '../../../../src/lib/schema';
import type { Db } from '../../../db';
import type { DriverRecord } from '../../../db/accounts';
import type { ChargingOrderRecord } from '../../../db/charging';
import type { ParkOrderRecord } from '../../../db/parking';
import { wireTime } from '../../../core/wireTime';
import { maskVin } from '../../plateClaims';
import { consentsOf } from '../consents';

/**
 * What the service holds about one driver, category by category, read from the tables where each lives: the
 * account (drivers), plates, plate and VIN claims still holding their licence photos (plateClaims, vinClaims),
 * parking records (parkOrders of the driver's plates), charging sessions (chargingOrders),
 * payments (pay orders, top-ups, withdrawals), invoices, service requests, devices (signed-in sessions and push
 * subscriptions) and consents.
 */

type Kind = KnownValue<PersonalDataKind>;
type Row = Record<string, string | number | null>;

/** A category's records and, for each, its time (epoch ms): one per row, so the count and the newest agree. */
interface Held {
  rows: Row[];
  times: number[];
}

export interface CategoryRows extends Held {
  kind: Kind;
  title: string;
  purpose: string;
}

/**
 * Records of one table: each item's row and its time, read together. A category's count is its rows and its newest
 * date their latest time; building both from the same items keeps a record from being counted and left undated
 * (我的数据 once said 1 条 beside 暂无记录 for a signed-in phone).
 */
function held<T>(items: readonly T[], row: (item: T) => Row, at: (item: T) => number): Held {
  return { rows: items.map(row), times: items.map(at) };
}

/** Several tables as one category, in order. */
function heldTogether(...parts: Held[]): Held {
  return { rows: parts.flatMap((p) => p.rows), times: parts.flatMap((p) => p.times) };
}

/** The driver's parking records: the bills of the plates bound to the driver. */
export function parkingOf(db: Db, driverId: string): ParkOrderRecord[] {
  const plates = new Set(db.plates.filter((p) => p.driverId === driverId).map((p) => p.plateNo));
  return db.parkOrders.filter((o) => plates.has(o.plateNo));
}

export function chargingOf(db: Db, driverId: string): ChargingOrderRecord[] {
  return db.chargingOrders.filter((o) => o.driverId === driverId);
}

const t = (ms: number | null | undefined) => (typeof ms === 'number' ? wireTime(ms) : null);
const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/**
 * Consents: the agreement accepted at sign-up (用户协议与隐私政策), which every account has, and each separate consent
 * the driver has chosen (driver/consents.ts; one the driver never chose is not a record).
 */
function consentRowsOf(db: Db, driver: DriverRecord): Held {
  const rows: Row[] = [{ kind: 'agreement', granted: 1, changedAt: t(driver.registeredAt) }];
  const times = [driver.registeredAt];
  for (const c of consentsOf(db, driver.driverId)) {
    if (c.changedAt === null) continue;
    rows.push({ kind: c.kind, granted: c.granted ? 1 : 0, changedAt: c.changedAt });
    times.push(epochOfWire(c.changedAt));
  }
  return { rows, times };
}

/** 'YYYY-MM-DD HH:mm:ss' (Beijing) → epoch ms. */
function epochOfWire(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - 8 * 3600_000 : 0;
}

export function categoriesOf(db: Db, driver: DriverRecord, now: number): CategoryRows[] {
  const id = driver.driverId;
  const parkName = (parkId: string) => db.parks.find((p) => p.parkId === parkId)?.parkName ?? parkId;
  const stationName = (stationId: string) => db.stations.find((s) => s.stationId === stationId)?.stationName ?? stationId;
  const plates = db.plates.filter((p) => p.driverId === id);
  // A claim's licence photos are deleted once it is reviewed or withdrawn: what is held is the claims still waiting.
  const claims = db.plateClaims.filter((c) => c.claimantId === id && c.licencePictures.length > 0);
  const vinClaims = db.vinClaims.filter((c) => c.claimantId === id && c.licencePictures.length > 0);
  const parking = parkingOf(db, id);
  const charging = chargingOf(db, id);
  const payOrders = db.payOrders.filter((o) => o.driverId === id);
  const topUps = db.walletTopUps.filter((o) => o.driverId === id);
  const withdrawals = db.walletWithdrawals.filter((o) => o.driverId === id);
  const invoices = db.invoices.filter((i) => i.driverId === id);
  const requests = db.serviceRequests.filter((r) => r.driverId === id);
  const sessions = [...db.tokens.values()].filter((k) => k.driverId === id && k.kind === 'refresh' && !k.revoked && !k.rotated && k.expiresAt > now);
  const pushes = db.pushSubscriptions.filter((s) => s.driverId === id);
  const consents = consentRowsOf(db, driver);
  return [
    {
      kind: 'account', title: '账号信息', purpose: '用于登录、识别您的账号和联系您。',
      rows: [{ phone: maskPhone(driver.phone), userName: driver.userName, nickName: driver.nickName, registeredAt: t(driver.registeredAt) }],
      times: [driver.registeredAt],
    },
    {
      kind: 'plates', title: '车牌', purpose: '用于查询停车账单、缴费和办理月卡。',
      ...held(plates, (p) => ({ plateNo: p.plateNo, plateColor: p.plateColor, isDefault: p.isDefault ? 1 : 0, boundAt: t(p.boundAt) }), (p) => p.boundAt),
    },
    {
      // The photos themselves are not copied out: their number, with what the driver typed.
      kind: 'plateClaims', title: '车牌认领资料', purpose: '用于核实车辆归属；行驶证照片在审核结束后删除。',
      ...held(claims, (c) => ({
        claimId: c.claimId, plateNo: c.plateNo, ownerName: c.ownerName, maskedVin: maskVin(c.vin), licencePhotos: c.licencePictures.length, submittedAt: t(c.submittedAt),
      }), (c) => c.submittedAt),
    },
    {
      // The same for a charging VIN's claims: the VIN is what was claimed, the driver's own words.
      kind: 'vinClaims', title: 'VIN认领资料', purpose: '用于核实VIN码对应车辆的归属；行驶证照片在审核结束后删除。',
      ...held(vinClaims, (c) => ({
        claimId: c.claimId, vin: c.vin, plateNo: c.plateNo, ownerName: c.ownerName, licencePhotos: c.licencePictures.length, submittedAt: t(c.submittedAt),
      }), (c) => c.submittedAt),
    },
    {
      kind: 'parking', title: '停车记录', purpose: '记录车辆在何处何时停放，用于计费、缴费和开票。',
      ...held(parking, (o) => ({ uniqueId: o.uniqueId, plateNo: o.plateNo, park: parkName(o.parkId), inTime: t(o.inTime), outTime: t(o.outTime), state: o.state, paidCents: o.paidCents }), (o) => o.inTime),
    },
    {
      kind: 'charging', title: '充电记录', purpose: '记录在何处何时充电，用于计费、结算和开票。',
      ...held(charging, (o) => ({ orderNo: o.orderNo, station: stationName(o.stationId), pile: o.deviceName, startTime: t(o.startTime), endTime: t(o.endTime), kwh: o.kwh, feeCents: o.feeCents }), (o) => o.startTime),
    },
    {
      kind: 'payments', title: '支付记录', purpose: '用于核对扣款、退款和账户余额。',
      ...heldTogether(
        held(payOrders, (o) => ({ kind: 'payOrder', no: o.payOrderId, amountCents: o.amountCents, channel: o.payChannel, state: o.state, time: t(o.createdAt) }), (o) => o.createdAt),
        held(topUps, (o) => ({ kind: 'topUp', no: o.topUpNo, amountCents: o.amountCents, channel: o.payChannel, state: o.paidAt ? 'paid' : 'pending', time: t(o.createdAt) }), (o) => o.createdAt),
        held(withdrawals, (o) => ({ kind: 'withdrawal', no: o.withdrawNo, amountCents: o.amountCents, channel: null, state: o.settled?.state ?? 'pending', time: t(o.createdAt) }), (o) => o.createdAt),
      ),
    },
    {
      kind: 'invoices', title: '发票', purpose: '用于开具和重新发送发票，依税务规定保存。',
      ...held(invoices, (i) => ({ invoiceNo: i.invoiceNo, amountCents: i.amountCents, title: i.title.name, email: i.email, createdAt: t(i.createdAt) }), (i) => i.createdAt),
    },
    {
      kind: 'serviceRequests', title: '客服工单', purpose: '用于处理您的咨询、投诉和申诉。',
      ...held(requests, (r) => ({ requestNo: r.requestNo, category: r.category, description: r.description, createdAt: t(r.createdAt), closedAt: t(r.closedAt) }), (r) => r.createdAt),
    },
    {
      // A phone still signed in (its live refresh token, dated by its sign-in) and each push subscription: both counted,
      // both dated.
      kind: 'devices', title: '登录设备与推送订阅', purpose: '用于保持登录和向您的设备发送提醒。',
      ...heldTogether(
        held(sessions, (k) => ({ kind: 'session', id: `${k.value.slice(0, 6)}…`, expiresAt: t(k.expiresAt), createdAt: t(k.issuedAt) }), (k) => k.issuedAt),
        held(pushes, (s) => ({ kind: 'push', id: `${s.endpoint.slice(0, 24)}…`, expiresAt: null, createdAt: t(s.createdAt) }), (s) => s.createdAt),
      ),
    },
    { kind: 'consents', title: '授权记录', purpose: '记录您同意或撤回各项授权的时间。', ...consents },
  ];
}

export function summaryOf(c: CategoryRows): PersonalDataCategory {
  const last = c.times.length ? Math.max(...c.times) : null;
  return { kind: c.kind, title: c.title, count: c.rows.length, lastAt: last === null ? null : wireTime(last), purpose: c.purpose };
}

/** A CSV of rows (UTF-8 with a BOM, for Excel): the columns of all rows, in their first order. */
export function csvOf(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: string | number | null | undefined) => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${[columns.join(','), ...rows.map((r) => columns.map((k) => cell(r[k])).join(','))].join('\r\n')}\r\n`;
}

export { maskPhone };
