import type { InvoiceType } from '../../../src/api/invoice/records.types';
import { INVOICE_CODES } from '../../../src/api/invoice/records.types';
import type { InvoiceTitle, InvoiceTitleList } from '../../../src/api/invoice/titles.types';
import { MAX_INVOICE_TITLES } from '../../../src/api/invoice/titles.types';
import { creditCodeProblem, normalizeCreditCode } from '../../../src/lib/creditCode';
import { badRequest, MockFail, notFound } from '../../core/fail';
import type { MockContext, MockRouter } from '../../core/router';
import { oneOf, type Input } from '../../core/validate';
import type { Db } from '../../db';
import type { InvoiceTitleRecord, InvoiceTitleSnapshot } from '../../db/invoices';

/** The title rules the invoice form, the saved titles and self-service share; the saved titles' calls. */

const EMOJI = /\p{Extended_Pictographic}/u;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

function text(input: Input, key: string, label: string, max: number, required: boolean): string | null {
  const raw = input[key];
  if (raw !== undefined && raw !== null && typeof raw !== 'string') badRequest(`${label}格式不正确`);
  const v = (raw ?? '').trim();
  if (!v) {
    if (required) badRequest(`请填写${label}`);
    return null;
  }
  if ([...v].length > max) badRequest(`${label}不能超过${max}个字`);
  if (EMOJI.test(v) || /[<>]/.test(v)) badRequest(`${label}不能包含表情或<>符号`);
  return v;
}

/**
 * A title as typed, checked. A company needs its credit code (GB 32100-2015, the message says what is wrong); a
 * special VAT invoice needs a company with address, phone, bank and account. A person's title is the name only.
 */
export function titleFrom(raw: unknown, invoiceType: InvoiceType): InvoiceTitleSnapshot {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) badRequest('请填写发票抬头');
  const input = raw as Input;
  const titleType = oneOf(input, 'titleType', '抬头类型', [1, 2] as const);
  if (invoiceType === 2 && titleType !== 1) badRequest('增值税专用发票仅限单位抬头');
  const name = text(input, 'name', titleType === 1 ? '单位名称' : '个人名称', 100, true) as string;
  if (titleType === 2) return { titleType, name, taxNo: null, address: null, phone: null, bank: null, account: null };
  const taxNo = normalizeCreditCode(typeof input.taxNo === 'string' ? input.taxNo : '');
  const problem = creditCodeProblem(taxNo);
  if (problem) badRequest(problem);
  const special = invoiceType === 2;
  const address = text(input, 'address', '注册地址', 100, special);
  const phone = text(input, 'phone', '注册电话', 20, special);
  if (phone && !/^[0-9+\-() ]{7,20}$/.test(phone)) badRequest('注册电话格式不正确，如010-65001234');
  const bank = text(input, 'bank', '开户银行', 50, special);
  const rawAccount = text(input, 'account', '银行账号', 40, special);
  const account = rawAccount === null ? null : rawAccount.replace(/[\s-]/g, '');
  if (account !== null && !/^\d{8,30}$/.test(account)) badRequest('银行账号应为8至30位数字');
  return { titleType, name, taxNo, address, phone, bank, account };
}

export function emailFrom(input: Input, key = 'email'): string {
  const raw = input[key];
  const v = typeof raw === 'string' ? raw.trim() : '';
  if (!v) badRequest('请填写接收发票的邮箱');
  if (v.length > 64 || !EMAIL.test(v)) badRequest('请输入正确的邮箱地址，如name@example.com');
  return v;
}

function toTitle(t: InvoiceTitleRecord): InvoiceTitle {
  return {
    titleId: t.titleId, titleType: t.titleType, name: t.name, taxNo: t.taxNo, address: t.address, phone: t.phone, bank: t.bank, account: t.account,
    isDefault: t.isDefault,
  };
}

function titlesOf(db: Db, driverId: string): InvoiceTitleRecord[] {
  return db.invoiceTitles.filter((t) => t.driverId === driverId);
}

function list(db: Db, driverId: string): InvoiceTitleList {
  return { results: titlesOf(db, driverId).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updatedAt - a.updatedAt).map(toTitle) };
}

/** The same company (by credit code) or the same person (by name) is saved once. */
function sameTitle(a: InvoiceTitleSnapshot, b: InvoiceTitleSnapshot): boolean {
  return a.titleType === b.titleType && (a.titleType === 1 ? a.taxNo === b.taxNo : a.name === b.name);
}

export function hasTitle(db: Db, driverId: string, title: InvoiceTitleSnapshot): boolean {
  return titlesOf(db, driverId).some((t) => sameTitle(t, title));
}

/**
 * Saves a title for the driver (or refuses: too many, or saved already). The first title is the default; a new
 * default unsets the old one; an update that does not say keeps the flag it had.
 */
export function saveTitle(db: Db, driverId: string, title: InvoiceTitleSnapshot, isDefault: boolean | undefined, now: number, replacing?: InvoiceTitleRecord): InvoiceTitleRecord {
  const mine = titlesOf(db, driverId).filter((t) => t !== replacing);
  if (mine.some((t) => sameTitle(t, title))) throw new MockFail(INVOICE_CODES.titleRefused, '该抬头已保存，请直接选用');
  if (!replacing && mine.length >= MAX_INVOICE_TITLES) throw new MockFail(INVOICE_CODES.titleRefused, `最多保存${MAX_INVOICE_TITLES}个抬头，请先删除不用的抬头`);
  const makeDefault = isDefault ?? (replacing ? replacing.isDefault : mine.length === 0);
  if (makeDefault) for (const t of mine) t.isDefault = false;
  if (replacing) return Object.assign(replacing, title, { isDefault: makeDefault, updatedAt: now });
  const saved: InvoiceTitleRecord = { ...title, titleId: db.seq.next('IT'), driverId, isDefault: makeDefault, updatedAt: now };
  db.invoiceTitles.push(saved);
  return saved;
}

export function savedTitle(db: Db, driverId: string, titleId: string): InvoiceTitleRecord {
  const t = db.invoiceTitles.find((x) => x.titleId === titleId && x.driverId === driverId);
  if (!t) notFound('发票抬头不存在');
  return t;
}

function isDefaultOf(ctx: MockContext): boolean | undefined {
  const v = ctx.req.input.isDefault;
  return v === undefined || v === null ? undefined : v === true || v === 'true';
}

export function registerInvoiceTitles(r: MockRouter) {
  r.get('/invoice/v2/api/titles', (ctx) => list(ctx.db, ctx.requireDriver().driverId));

  r.post('/invoice/v2/api/titles', (ctx) => {
    const driver = ctx.requireDriver();
    return toTitle(saveTitle(ctx.db, driver.driverId, titleFrom(ctx.req.body, 1), isDefaultOf(ctx), ctx.now()));
  });

  r.put('/invoice/v2/api/titles/{titleId}', (ctx) => {
    const driver = ctx.requireDriver();
    const t = savedTitle(ctx.db, driver.driverId, ctx.req.params.titleId ?? '');
    return toTitle(saveTitle(ctx.db, driver.driverId, titleFrom(ctx.req.body, 1), isDefaultOf(ctx), ctx.now(), t));
  });

  r.delete('/invoice/v2/api/titles/{titleId}', (ctx) => {
    const driver = ctx.requireDriver();
    const t = savedTitle(ctx.db, driver.driverId, ctx.req.params.titleId ?? '');
    ctx.db.invoiceTitles = ctx.db.invoiceTitles.filter((x) => x !== t);
    // The newest of the others becomes the default, so a driver with titles always has one.
    const next = titlesOf(ctx.db, driver.driverId).sort((a, b) => b.updatedAt - a.updatedAt)[0];
    if (t.isDefault && next) next.isDefault = true;
    return list(ctx.db, driver.driverId);
  });
}
