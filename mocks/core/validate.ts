import { badRequest } from './fail';

/** Input checks every mock handler shares, each failing with a clear Chinese message. */
export type Input = Record<string, unknown>;

export function str(input: Input, key: string, label: string): string {
  const v = input[key];
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string' || v.trim() === '') badRequest(`${label}不能为空`);
  return v;
}

export function optStr(input: Input, key: string): string | undefined {
  const v = input[key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function num(input: Input, key: string, label: string): number {
  const v = input[key];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) badRequest(`${label}格式错误`);
  return n;
}

export function optNum(input: Input, key: string): number | undefined {
  const v = input[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

export function oneOf<T extends string | number>(input: Input, key: string, label: string, allowed: readonly T[]): T {
  const raw = input[key];
  const v = (typeof allowed[0] === 'number' && typeof raw === 'string' ? Number(raw) : raw) as T;
  if (!allowed.includes(v)) badRequest(`${label}不正确`);
  return v;
}

export function list<T = unknown>(input: Input, key: string, label: string): T[] {
  const v = input[key];
  if (Array.isArray(v) && v.length > 0) return v as T[];
  if (typeof v === 'string' && v !== '') return v.split(',') as T[];
  badRequest(`请选择${label}`);
}

const PHONE = /^(?:\+86|0086)?1[3-9]\d{9}$/;
export function phone(input: Input, key = 'phone'): string {
  const v = str(input, key, '手机号');
  if (!PHONE.test(v)) badRequest('请输入正确的手机号');
  return v.replace(/^(\+86|0086)/, '');
}

/** Mainland plates: province + letter + 5 (ordinary) or 6 (new-energy) characters; WJ plates; 学/警/挂/应急 suffixes. */
const PLATE = /^(?:[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]|WJ[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]?[0-9A-Z]{5}|[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}应急)$/;
export function plateNo(input: Input, key = 'plateNo'): string {
  const v = str(input, key, '车牌号').toUpperCase();
  if (!PLATE.test(v)) badRequest('车牌号格式不正确');
  return v;
}

export function isPlate(v: string): boolean {
  return PLATE.test(v);
}

export function page(input: Input, defaultSize = 10): { pageNo: number; pageSize: number } {
  const pageNo = optNum(input, 'pageNo') ?? 1;
  const pageSize = optNum(input, 'pageSize') ?? defaultSize;
  if (pageNo < 1 || pageSize < 1 || pageSize > 10000) badRequest('分页参数不正确');
  return { pageNo, pageSize };
}

export function paginate<T>(items: readonly T[], p: { pageNo: number; pageSize: number }) {
  const start = (p.pageNo - 1) * p.pageSize;
  return { results: items.slice(start, start + p.pageSize), total: items.length, pageNo: p.pageNo, pageSize: p.pageSize };
}
