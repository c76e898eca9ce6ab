import type { Cents } from '../../lib/wire';

/**
 * The driver's statement: every movement of the driver's money, whatever door it went through, for a
 * range of Beijing days. GET /driver/v2/api/statement answers it whole (lines and totals); the CSV and the mail are
 * the same lines written out by the server, so what is exported is what was shown.
 */

/** What the money was for. */
export const STATEMENT_KINDS = [
  'parking', 'charging', 'idleFee', 'pass', 'booking', 'chargerHold', 'topUp', 'withdrawal', 'refund', 'gift',
] as const;
/** 停车费, 充电费, 占位费, 月卡/错峰卡, 预约车位, 充电枪预约, 充值, 提现, 退款, 赠送 */
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * Which door the money went through. 'withholdWechat' / 'withholdAlipay': 无感支付 by plate at the exit; 'etc': an
 * ETC deduction at the exit; 'partner': a partner's checkout (/thirdpay); 'groupWallet': a fleet's wallet;
 * 'coupon': what a coupon covered (shown, but no money of the driver's moved).
 */
export const STATEMENT_CHANNELS = [
  'balance', 'wechat', 'alipay', 'withholdWechat', 'withholdAlipay', 'etc', 'partner', 'groupWallet', 'coupon',
] as const;
export type StatementChannel = (typeof STATEMENT_CHANNELS)[number];

/** A line's fapiao: 可开票, 开票中, 已开票, 不可开票 (with the reason). */
export type FapiaoState = 'invoiceable' | 'issuing' | 'issued' | 'notInvoiceable';

export interface LineFapiao {
  state: FapiaoState;
  stateText: string;
  /** Why not, for 'notInvoiceable': '充值金额在消费时开票', '优惠券抵扣部分不开票', '已退款'. */
  reason: string | null;
  invoiceNo: string | null;
}

/** One line of the statement. */
export interface StatementLine {
  lineId: string;
  /** Wire time (server clock, Beijing). */
  time: string;
  kind: StatementKind;
  kindText: string;
  /** '停车费 王府井百货地下停车场', '微信充值' */
  title: string;
  plateNo: string | null;
  /** '京A·12345' */
  formatPlateNo: string | null;
  /** The lot or station, when there is one. */
  place: string | null;
  channel: StatementChannel;
  channelText: string;
  /** Signed, from the driver's side: money out is negative, money back in positive. */
  amountCents: Cents;
  /** The part of amountCents that moved the driver's balance (0 for any other channel). */
  balanceCents: Cents;
  fapiao: LineFapiao;
  /** The orders the line is about: bill uniqueId / orderNo, pass order, top-up no, withdrawal no. */
  orderNos: string[];
  /** A refund's line names the line it gives back (a duplicate payment, a cancelled hold, a withdrawal that failed). */
  refundOf: string | null;
  /** '重复支付自动退回', '取消预约退款' — why money came back, for refunds. */
  note: string | null;
}

export interface StatementTotal {
  inCents: Cents;
  outCents: Cents;
}

export interface StatementTotals extends StatementTotal {
  /** inCents - outCents. */
  netCents: Cents;
  /** The sum of the lines' balanceCents: what the balance's own movements add up to over the range. */
  balanceNetCents: Cents;
  /** 'YYYY-MM', oldest first. */
  byMonth: (StatementTotal & { month: string })[];
  /** null: lines of no plate (top-ups, withdrawals). */
  byPlate: (StatementTotal & { plateNo: string | null; formatPlateNo: string })[];
  byKind: (StatementTotal & { kind: StatementKind; kindText: string })[];
}

/** GET /driver/v2/api/statement. A range of at most 366 days. */
export interface StatementParams {
  /** 'YYYY-MM-DD', Beijing, inclusive. */
  from: string;
  /** 'YYYY-MM-DD', Beijing, inclusive. */
  to: string;
  plateNo?: string;
  kind?: StatementKind;
  /** A fleet administrator's statement of the fleet's plates (refused to a member who is not its administrator). */
  groupId?: string;
}

export interface Statement {
  from: string;
  to: string;
  /** Newest first. */
  lines: StatementLine[];
  totals: StatementTotals;
  /** The plates the filter may pick: the driver's own, or the fleet's. */
  plates: { plateNo: string; formatPlateNo: string }[];
  /** The fleets the driver administers, for the scope switch. */
  fleets: { groupId: string; groupName: string }[];
  /** The server's clock when it was read (wire time). */
  serverTime: string;
}

/** GET /driver/v2/api/statement/csv (same params): the file the server wrote, UTF-8 with a BOM for Excel. */
export interface StatementCsv {
  /** '停车充电账单_2026-11-01_2026-11-30.csv' */
  fileName: string;
  csv: string;
}

/** POST /driver/v2/api/statement/mail: the CSV sent to a mailbox (where a download cannot be saved, as in WeChat). */
export interface StatementMailBody extends StatementParams {
  email: string;
}

export interface StatementMailSent {
  mailId: string;
  /** Masked: 'dr***@example.com'. */
  email: string;
  sentAt: string;
}

export const STATEMENT_CODES = {
  /** The range is not valid (from after to, more than 366 days, not a date). */
  badRange: '0xd12501060',
  /** The driver is not the fleet's administrator. */
  notFleetAdmin: '0xd12501061',
} as const;
