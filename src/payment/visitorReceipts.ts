import { plainPlate } from './ui/plate';

/**
 * A visitor's receipts, kept on this phone (localStorage): the order's id and its payToken are what the server
 * answers for without an account, so the receipt link opens again after a reload, and the paid bill's page offers
 * it. The newest 20 are kept; storage that refuses only means the receipt is not found again on this phone.
 */
export interface KeptReceipt {
  payOrderId: string;
  payToken: string;
  uniqueId: string;
  parkId: string;
  plateNo: string;
  /** Every bill the order paid (a car's arrears are paid in one order); absent on receipts kept before. */
  uniqueIds?: string[];
  /** For the list of this phone's receipts (the server's words when the order was made); absent on older ones. */
  parkName?: string;
  amountCents?: number;
  createTime?: string;
}

const STORAGE_KEY = 'driverApp.visitorReceipts';
const MAX_KEPT = 20;

function isReceipt(v: unknown): v is KeptReceipt {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  const bills = r.uniqueIds === undefined || (Array.isArray(r.uniqueIds) && r.uniqueIds.every((id) => typeof id === 'string'));
  return bills && ['payOrderId', 'payToken', 'uniqueId', 'parkId', 'plateNo'].every((k) => typeof r[k] === 'string');
}

export function keptReceipts(): KeptReceipt[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const v: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(v) ? v.filter(isReceipt) : [];
  } catch {
    return [];
  }
}

/** Only what the list and the link need is kept (never the cashier's address or the host's pay parameters). */
function pick(r: KeptReceipt): KeptReceipt {
  const { payOrderId, payToken, uniqueId, parkId, plateNo, uniqueIds, parkName, amountCents, createTime } = r;
  return {
    payOrderId, payToken, uniqueId, parkId, plateNo,
    ...(uniqueIds ? { uniqueIds } : {}), ...(parkName ? { parkName } : {}), ...(amountCents !== undefined ? { amountCents } : {}), ...(createTime ? { createTime } : {}),
  };
}

export function keepReceipt(r: KeptReceipt) {
  const next = [
    pick(r),
    ...keptReceipts().filter((k) => k.payOrderId !== r.payOrderId),
  ].slice(0, MAX_KEPT);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage refused: the receipt link in the address still works
  }
}

/** The read token of an order this phone made, if kept. */
export function tokenOf(payOrderId: string): string | undefined {
  return keptReceipts().find((k) => k.payOrderId === payOrderId)?.payToken;
}

/** The newest receipt kept for a bill, if any. */
export function receiptOfBill(uniqueId: string): KeptReceipt | undefined {
  return keptReceipts().find((k) => k.uniqueId === uniqueId || !!k.uniqueIds?.includes(uniqueId));
}

/** The receipts kept for a plate, newest first (the plate query offers them to a visitor who paid before). */
export function receiptsOfPlate(plateNo: string): KeptReceipt[] {
  const plain = (p: string) => plainPlate(p).toUpperCase();
  return keptReceipts().filter((k) => plain(k.plateNo) === plain(plateNo));
}
