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
}

const STORAGE_KEY = 'driverApp.visitorReceipts';
const MAX_KEPT = 20;

function isReceipt(v: unknown): v is KeptReceipt {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return ['payOrderId', 'payToken', 'uniqueId', 'parkId', 'plateNo'].every((k) => typeof r[k] === 'string');
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

export function keepReceipt(r: KeptReceipt) {
  const next = [
    { payOrderId: r.payOrderId, payToken: r.payToken, uniqueId: r.uniqueId, parkId: r.parkId, plateNo: r.plateNo },
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
  return keptReceipts().find((k) => k.uniqueId === uniqueId);
}
