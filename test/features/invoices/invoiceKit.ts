import { screen } from '@testing-library/react';
import { invoiceTiming } from '@/features/invoices/components/timing';
import { DRIVER_A } from '@mocks/db/ids';
import { issueTokenPair } from '@mocks/db/tokens';
import { backend } from '../../support/mockServer';

export const MIN = 60_000;
/** The tax platform answers this long after a request (mocks/services/invoice/orders.ts). */
export const ISSUE_AFTER_MS = 5 * MIN;

export const INVOICES = '/invoice/v2/api/invoices';
export const INVOICEABLE = '/invoice/v2/api/invoiceableOrders';
export const TITLES = '/invoice/v2/api/titles';

/** A valid code by the GB 32100-2015 rule (src/lib/creditCode.ts), of no saved title of A's. */
export const GOOD_CODE = '91110000802100433B';

/** Every page of the feature that tests open, compiled once before the tests time them. */
export const INVOICE_PAGES = [
  '/invoiceManage', '/invoiceOrderList', '/makeInvoice', '/invoiceSpe', '/makeInvoiceSuccess', '/invoiceRecord', '/invoiceRecordDetail',
  '/invoiceBillList', '/reSendInvoice', '/invoicePage', '/makeInvoiceBySelf', '/login',
];

const realTiming = { ...invoiceTiming };
/** Polling in tests: fast enough to see a state change within a test's patience. */
export function fastPolling(ms = 150) {
  Object.assign(invoiceTiming, { pollMs: ms });
}
export function restoreTiming() {
  Object.assign(invoiceTiming, realTiming);
}

export const invoicesOfA = () => backend.db.invoices.filter((i) => i.driverId === DRIVER_A);
export const invoiceInDb = (invoiceNo: string) => backend.db.invoices.find((i) => i.invoiceNo === invoiceNo);

/** The next invoice asked for fails with this reason when it is due (the control API, as e2e arms it). */
export async function failNext(reason: string) {
  await fetch('http://localhost/__mock/invoices/fail-next', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reason }) });
}

/** A page's heading once its chunk has loaded. */
export const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });

/** Calls the API as driver A would from another visit (the browser's own sign-in is left alone). */
export async function apiAsA<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: string; msg: string; data: T }> {
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { ClientType: '2', Authorization: issueTokenPair(backend.db, DRIVER_A, backend.clock.now()).token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: string; msg: string; data: T };
}

/** A's merged invoice of U20005 and U20006 (21.00元) with a company title, asked for as the app asks. */
export async function mergedInvoiceOfA(email = 'finance@example.com'): Promise<string> {
  const made = await apiAsA<{ invoiceNo: string }>('POST', INVOICES, {
    orders: [{ kind: 'parking', orderNo: 'U20005' }, { kind: 'parking', orderNo: 'U20006' }],
    title: { titleType: 1, name: '北京示例科技有限公司', taxNo: GOOD_CODE },
    email,
  });
  if (made.code !== '200') throw new Error(`invoice refused: ${made.msg}`);
  return made.data.invoiceNo;
}

/** The driver's by-plate read (按车牌) of visitor-issued invoices. */
export const BY_PLATE = '/invoice/v2/api/invoices/byPlate';

/**
 * A visitor (no account, no token) pays 京A12345's 30.00元 bill U20001 at P1001's exit lane E1, as the lane's page asks,
 * and WeChat settles it. Answers the pay order.
 */
export async function visitorPaysAtLane(): Promise<string> {
  const res = await fetch('http://localhost/api/charge/v2/api/visitorPay/orders', {
    method: 'POST',
    headers: { ClientType: '2', 'Content-Type': 'application/json' },
    body: JSON.stringify({ uniqueId: 'U20001', parkId: 'P1001', plateNo: '京A12345', laneCode: 'E1', payChannel: 3, returnUrl: '/BarrierRslt', expectedCents: 3000 }),
  });
  const made = (await res.json()) as { code: string; msg: string; data: { payOrderId: string } | null };
  if (!made.data) throw new Error(`visitor order refused: ${made.msg}`);
  await fetch(`http://localhost/__mock/payments/${made.data.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'paid' }) });
  return made.data.payOrderId;
}

/** The visitor asks for the order's invoice without an account (the receipt's 开具电子发票), by e-mail or by phone. */
export async function visitorInvoice(plateNo: string, orderNo: string, to: { email: string } | { phone: string }, name = '张伟'): Promise<string> {
  const res = await fetch('http://localhost/api/invoice/v2/api/selfService/invoices', {
    method: 'POST',
    headers: { ClientType: '2', 'Content-Type': 'application/json' },
    body: JSON.stringify({ plateNo, orderNo, title: { titleType: 2, name }, ...to }),
  });
  const made = (await res.json()) as { code: string; msg: string; data: { invoiceNo: string } | null };
  if (!made.data) throw new Error(`self-service invoice refused: ${made.msg}`);
  return made.data.invoiceNo;
}
