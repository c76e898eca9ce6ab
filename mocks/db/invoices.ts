import type { InvoiceOrderKind } from '../../src/api/invoice/orders.types';
import type { InvoiceType } from '../../src/api/invoice/records.types';
import type { InvoiceTitleType } from '../../src/api/invoice/titles.types';
import { DRIVER_A } from './ids';

/**
 * Electronic invoices: the two operators that issue them, the invoices asked for, the titles drivers
 * saved. Orders are not copied here: an invoice names them (kind + orderNo) and the invoice service reads them
 * from their own domains.
 */

/** An operator that issues invoices for its lots, stations and wallet top-ups. */
export interface InvoiceIssuerRecord {
  issuerId: string;
  issuerName: string;
  taxNo: string;
  parkIds: string[];
  /** The stations it runs: 'all' for the charging operator. */
  stationIds: string[] | 'all';
  /** It issues for top-ups of the drivers' wallets of this type (2: the charging-only wallet). */
  walletTypes: (1 | 2)[];
}

/** The title printed on an invoice, as it was when asked for (a saved title may change later). */
export interface InvoiceTitleSnapshot {
  titleType: InvoiceTitleType;
  name: string;
  taxNo: string | null;
  address: string | null;
  phone: string | null;
  bank: string | null;
  account: string | null;
}

/**
 * An invoice. Its state is read from the clock: issued at readyAt (5 minutes after the request; at once for the
 * quick invoice of getInvoiceUrlByUnid), unless failReason is set (it fails at readyAt), or reversed.
 */
export interface InvoiceRecord {
  invoiceNo: string;
  /** null: asked for without an account (self-service), found again by plateNo. */
  driverId: string | null;
  plateNo: string | null;
  issuerId: string;
  invoiceType: InvoiceType;
  title: InvoiceTitleSnapshot;
  email: string | null;
  /** Self-service only: the mobile number it goes to by text message instead of an e-mail (absent: by e-mail). */
  phone?: string | null;
  remark: string;
  items: { kind: InvoiceOrderKind; orderNo: string; amountCents: number }[];
  amountCents: number;
  createdAt: number;
  readyAt: number;
  failReason: string | null;
  reversedAt: number | null;
  /** 发票号码, given when asked for, shown once issued. */
  taxInvoiceNo: string;
  /** Sent again on request (the first delivery, to the e-mail or the phone asked for, is at readyAt). */
  sends: InvoiceSend[];
  /** The app's key for the request: the same key asked again answers with this invoice (a retry after a lost answer). */
  requestId?: string | null;
}

/** One sending again: to an e-mail, or (self-service) by text message to a mobile number. */
export type InvoiceSend = { email: string; at: number } | { phone: string; at: number };

export interface InvoiceTitleRecord extends InvoiceTitleSnapshot {
  titleId: string;
  driverId: string;
  isDefault: boolean;
  updatedAt: number;
}

export interface InvoiceTables {
  invoiceIssuers: InvoiceIssuerRecord[];
  invoices: InvoiceRecord[];
  invoiceTitles: InvoiceTitleRecord[];
  /** Armed by POST /__mock/invoices/fail-next: the reason the next invoice asked for fails with. */
  invoiceFaults: { failNext: string | null };
}

const MIN = 60_000;
const DAY = 86_400_000;

const PERSONAL_A: InvoiceTitleSnapshot = { titleType: 2, name: '张伟', taxNo: null, address: null, phone: null, bank: null, account: null };
const COMPANY_A: InvoiceTitleSnapshot = {
  titleType: 1, name: '北京顺达物流有限公司', taxNo: '91110105MA00F8KX30', address: '北京市朝阳区建国路88号', phone: '010-65001234',
  bank: '中国工商银行北京国贸支行', account: '0200041509200123456',
};

/**
 * Two issuers (parks P1001-P1006; parks P1007-P1012 with every station and the charging-only wallet). A has an issued
 * invoice (U20004), one reversed (U20006, invoiceable again) and one in progress (C30013, issued 4 minutes after the
 * seed); A's other paid orders are invoiceable: U20005 and U20006 of the first issuer, charging bills and a pass of
 * the second. B has none. FP24110004 is a visitor's (self-service, no account) for U20007 of A's 京AD12345, paid at
 * the exit without signing in: A reads it by plate (按车牌), never in A's own records.
 */
export function seedInvoices(now: number): InvoiceTables {
  return {
    invoiceIssuers: [
      { issuerId: 'ISS01', issuerName: '北京静态交通运营管理有限公司', taxNo: '91110101MA01JT8K4C', parkIds: ['P1001', 'P1002', 'P1003', 'P1004', 'P1005', 'P1006'], stationIds: [], walletTypes: [] },
      { issuerId: 'ISS02', issuerName: '北京绿能智行充电科技有限公司', taxNo: '91110105MA01R2GW7Y', parkIds: ['P1007', 'P1008', 'P1009', 'P1010', 'P1011', 'P1012'], stationIds: 'all', walletTypes: [2] },
    ],
    invoices: [
      {
        invoiceNo: 'FP24110001', driverId: DRIVER_A, plateNo: null, issuerId: 'ISS01', invoiceType: 1, title: PERSONAL_A, email: 'zhangwei@example.com', remark: '',
        items: [{ kind: 'parking', orderNo: 'U20004', amountCents: 1000 }], amountCents: 1000, createdAt: now - 4 * DAY - 5 * MIN, readyAt: now - 4 * DAY,
        failReason: null, reversedAt: null, taxInvoiceNo: '26112000000000900001', sends: [],
      },
      {
        invoiceNo: 'FP24110002', driverId: DRIVER_A, plateNo: null, issuerId: 'ISS01', invoiceType: 1, title: { ...COMPANY_A, name: '北京顺达物流公司' },
        email: 'finance@shunda.example.com', remark: '抬头名称有误，已红冲',
        items: [{ kind: 'parking', orderNo: 'U20006', amountCents: 600 }], amountCents: 600, createdAt: now - 19 * DAY, readyAt: now - 19 * DAY + 5 * MIN,
        failReason: null, reversedAt: now - 18 * DAY, taxInvoiceNo: '26112000000000900002', sends: [],
      },
      {
        invoiceNo: 'FP24110003', driverId: DRIVER_A, plateNo: null, issuerId: 'ISS02', invoiceType: 1, title: COMPANY_A, email: 'finance@shunda.example.com', remark: '',
        items: [{ kind: 'charging', orderNo: 'C30013', amountCents: 8064 }], amountCents: 8064, createdAt: now - MIN, readyAt: now + 4 * MIN,
        failReason: null, reversedAt: null, taxInvoiceNo: '26112000000000900003', sends: [],
      },
      // Asked for without an account (self-service at the exit, no token): nobody's invoice, found by its plate. A holds
      // 京AD12345 and sees it under 开票记录 → 按车牌; its e-mail is the visitor's and is never shown there.
      {
        invoiceNo: 'FP24110004', driverId: null, plateNo: '京AD12345', issuerId: 'ISS01', invoiceType: 1, title: PERSONAL_A, email: 'zhangwei@example.com', remark: '',
        items: [{ kind: 'parking', orderNo: 'U20007', amountCents: 3000 }], amountCents: 3000, createdAt: now - 40 * DAY - 25 * MIN, readyAt: now - 40 * DAY - 20 * MIN,
        failReason: null, reversedAt: null, taxInvoiceNo: '26112000000000900004', sends: [],
      },
    ],
    invoiceTitles: [
      { ...PERSONAL_A, titleId: 'IT900001', driverId: DRIVER_A, isDefault: true, updatedAt: now - 30 * DAY },
      { ...COMPANY_A, titleId: 'IT900002', driverId: DRIVER_A, isDefault: false, updatedAt: now - 20 * DAY },
    ],
    invoiceFaults: { failNext: null },
  };
}
