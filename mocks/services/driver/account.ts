import type { DeleteCheckItem } from '../../../src/api/driver/types';
import { badRequest, MockFail } from '../../core/fail';
import { str, type Input } from '../../core/validate';
import type { Db } from '../../db';
import type { DriverRecord, WalletRecord } from '../../db/accounts';
import { VERIFY_CODE } from '../../db/ids';
import { issueTokenPair } from '../../db/tokens';

/** Account rules the driver and auth services share: passwords, verify codes, sign-in, deletion checks. */

export const CODE_BIND_PHONE = '0xd12501022';
export const CODE_NEED_CHALLENGE = '0xd12501023';
export const CODE_BAD_VERIFY = '0xd12501010';
export const CODE_TOO_OFTEN = '0xd12501011';
export const CODE_DELETE_BLOCKED = '0xd12501040';

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' (the wire format of times), local time like the server's. */
export function wireTime(t: number): string {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

export function activeDriverByPhone(db: Db, phone: string): DriverRecord | undefined {
  return db.drivers.find((d) => d.phone === phone && !d.deleted);
}

export function activeDriverByThirdId(db: Db, thirdId: string): DriverRecord | undefined {
  return db.drivers.find((d) => !d.deleted && d.thirdIds.includes(thirdId));
}

/** In the mock every SMS code is VERIFY_CODE (123456), sent or not: demos and tests need no SMS. */
export function requireVerifyCode(input: Input, key = 'verifyCode') {
  const code = str(input, key, '验证码');
  if (!/^\d{6}$/.test(code)) badRequest('验证码为6位数字');
  if (code !== VERIFY_CODE) throw new MockFail(CODE_BAD_VERIFY, '验证码错误或已过期，请重新获取');
}

const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
/** 8-20 visible ASCII characters including at least one letter and one digit. */
export function requirePassword(input: Input, key: string, label: string): string {
  const v = str(input, key, label);
  if (!PASSWORD.test(v)) badRequest(`${label}须为8-20位，且同时包含字母和数字`);
  return v;
}

/** A successful sign-in: clears the wrong-password count and hands out a fresh pair. */
export function signIn(db: Db, driver: DriverRecord, now: number) {
  db.loginFailures.delete(driver.phone);
  return issueTokenPair(db, driver.driverId, now);
}

/** A new driver with its general wallet (the balance lives on the driver record). */
export function createDriver(db: Db, phone: string, password: string, now: number, nickName?: string): DriverRecord {
  const driverId = db.seq.next('D');
  const driver: DriverRecord = {
    driverId, phone, password, userName: '', nickName: nickName ?? `车主${phone.slice(-4)}`, dealerId: db.drivers[0]?.dealerId ?? '1001',
    balanceCents: 0, thirdIds: [], registeredAt: now, deleted: false,
  };
  db.drivers.push(driver);
  db.wallets.push({ walletId: db.seq.next('W'), driverId, walletName: '通用余额', walletType: 1, dealerId: driver.dealerId, isDefault: true, balanceCents: null });
  return driver;
}

export function walletBalance(db: Db, w: WalletRecord): number {
  if (w.balanceCents !== null) return w.balanceCents;
  return db.drivers.find((d) => d.driverId === w.driverId)?.balanceCents ?? 0;
}

type Row = Record<string, unknown>;

function tableOf(db: Db, name: string): Row[] {
  const t = (db as unknown as Record<string, unknown>)[name];
  return Array.isArray(t) ? (t as Row[]) : [];
}

/**
 * Unpaid parking bills live in the parking domain (db.parkOrders), written by another service. Read it
 * defensively: a bill is the driver's when it names the driver or one of the driver's plates, and unpaid when
 * it says so in any of the usual spellings. No table means no bills.
 */
function unpaidBills(db: Db, driver: DriverRecord): Row[] {
  const plates = new Set(db.plates.filter((p) => p.driverId === driver.driverId).map((p) => p.plateNo));
  return tableOf(db, 'parkOrders').filter((o) => {
    const mine = o.driverId === driver.driverId || (typeof o.plateNo === 'string' && plates.has(o.plateNo));
    if (!mine) return false;
    if (o.paid === true || o.payState === 'paid' || o.state === 'paid' || o.status === 'paid') return false;
    return o.isArrears === 1 || o.isArrears === true || o.arrears === true || o.paid === false ||
      o.state === 'arrears' || o.state === 'unpaid' || o.status === 'arrears' || o.status === 'unpaid' || o.payState === 'unpaid';
  });
}

/** Period passes (another domain): active when the driver's and not yet ended. Absent tables mean none. */
function activePasses(db: Db, driver: DriverRecord, now: number): Row[] {
  return ['bagPasses', 'passes', 'monthlyCards'].flatMap((name) => tableOf(db, name)).filter((p) => {
    if (p.driverId !== driver.driverId) return false;
    if (p.cancelled === true || p.state === 'cancelled' || p.state === 'refunded') return false;
    const end = [p.endTime, p.endAt, p.expireAt, p.validTo].find((v) => typeof v === 'number');
    return typeof end === 'number' && end > now;
  });
}

/** What stands between the driver and deleting the account (spec: /cancellation). */
export function deleteChecks(db: Db, driver: DriverRecord, now: number): DeleteCheckItem[] {
  const bills = unpaidBills(db, driver);
  const balance = db.wallets.filter((w) => w.driverId === driver.driverId).reduce((s, w) => s + walletBalance(db, w), 0);
  const passes = activePasses(db, driver, now);
  const charging = db.chargingOrders.filter((o) => o.driverId === driver.driverId && o.orderState !== 3);
  return [
    {
      checkType: 'UNPAID_BILL', title: '待缴停车费', count: bills.length, passed: bills.length === 0,
      desc: bills.length ? `您有${bills.length}笔停车费待缴纳，请先完成缴费` : '无待缴停车费',
    },
    {
      checkType: 'BALANCE', title: '账户余额', count: 0, passed: balance === 0, amount: balance,
      desc: balance ? `账户余额${(balance / 100).toFixed(2)}元，请先提现` : '账户余额为零',
    },
    {
      checkType: 'ACTIVE_PASS', title: '生效中的月卡', count: passes.length, passed: passes.length === 0,
      desc: passes.length ? `您有${passes.length}张月卡尚在有效期内` : '无生效中的月卡',
    },
    {
      checkType: 'CHARGING_ORDER', title: '充电订单', count: charging.length, passed: charging.length === 0,
      desc: charging.length ? `您有${charging.length}笔充电订单未完成或未支付` : '无未完成的充电订单',
    },
  ];
}
