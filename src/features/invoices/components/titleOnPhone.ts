import type { InvoiceTitleFields } from '@/api/invoice/titles.types';

/**
 * The invoice title (抬头) a driver without an account chose to keep on this phone (localStorage), for the next
 * /makeInvoiceBySelf: the type, the name and, for a company, its 税号. Nothing else of the form (never the e-mail), and
 * only with the driver's tick; unticking forgets it at once. Storage that refuses only means it is typed again.
 */
const KEY = 'driverApp.invoiceTitleOnPhone';

export interface TitleOnPhone {
  titleType: 1 | 2;
  name: string;
  taxNo: string;
}

export function titleOnPhone(): TitleOnPhone | null {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (!v || typeof v !== 'object') return null;
    const t = v as Record<string, unknown>;
    if ((t.titleType !== 1 && t.titleType !== 2) || typeof t.name !== 'string' || typeof t.taxNo !== 'string' || !t.name) return null;
    return { titleType: t.titleType, name: t.name, taxNo: t.titleType === 1 ? t.taxNo : '' };
  } catch {
    return null;
  }
}

export function keepTitleOnPhone(title: InvoiceTitleFields): void {
  const kept: TitleOnPhone = { titleType: title.titleType === 2 ? 2 : 1, name: title.name, taxNo: title.titleType === 1 ? (title.taxNo ?? '') : '' };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // refused: typed again next time
  }
}

export function forgetTitleOnPhone(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
