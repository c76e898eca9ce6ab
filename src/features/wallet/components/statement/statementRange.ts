import { STATEMENT_KINDS, type StatementParams } from '@/api/driver/statement.types';
import { dayjs, parseServerTime, recentMonths, type MonthChoice } from '@/lib/time';

/**
 * The statement's range and filters as the address holds them (?from&to&plateNo&kind&groupId), so Back from an order
 * or a reload shows the same statement. Days are Beijing days ('YYYY-MM-DD', inclusive), as the server reads them.
 */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The server refuses a longer range (STATEMENT_CODES.badRange): the form says so first. */
export const MAX_RANGE_DAYS = 366;

export const isDay = (value: string | null | undefined): value is string => !!value && DAY.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid();

/** A month ('YYYY-MM') as the range of its days. */
export function monthRange(month: string): { from: string; to: string } {
  const first = dayjs(`${month}-01`, 'YYYY-MM-DD', true);
  return { from: first.format('YYYY-MM-DD'), to: first.endOf('month').format('YYYY-MM-DD') };
}

/** The month a range covers whole, or null (a custom range). */
export function wholeMonthOf(range: { from: string; to: string }): string | null {
  const month = range.from.slice(0, 7);
  const whole = monthRange(month);
  return whole.from === range.from && whole.to === range.to ? month : null;
}

/** The Beijing month of a server time (the statement's serverTime); the phone's clock only until the server has answered. */
export function serverMonth(serverTime: string | undefined): string {
  const at = parseServerTime(serverTime ?? null);
  return at ? at.format('YYYY-MM') : recentMonths(1)[0]!.value;
}

/** This month and the five before it on the server's clock, as chips: '本月', '10月', '2025年12月'. */
export function monthChoices(serverTime: string | undefined): MonthChoice[] {
  const at = parseServerTime(serverTime ?? null);
  return at ? recentMonths(6, at) : recentMonths(6);
}

/** Why a range typed by hand cannot be asked for, or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return '请选择开始日期和结束日期';
  if (from > to) return '开始日期不能晚于结束日期';
  if (dayjs(to).diff(dayjs(from), 'day') + 1 > MAX_RANGE_DAYS) return `查询范围不能超过${MAX_RANGE_DAYS}天`;
  return null;
}

/** '2026-11-01 至 2026-11-30', or '2026年11月' for a whole month. */
export function rangeText(range: { from: string; to: string }): string {
  const month = wholeMonthOf(range);
  return month ? `${month.slice(0, 4)}年${Number(month.slice(5))}月` : `${range.from} 至 ${range.to}`;
}

/**
 * What the address asks for. Without a valid range it is the server's current month (`thisMonth`), so a kept link
 * without dates always opens on the month the driver is in.
 */
export function readStatementParams(search: URLSearchParams, thisMonth: string): StatementParams {
  const from = search.get('from');
  const to = search.get('to');
  const range = isDay(from) && isDay(to) && rangeProblem(from, to) === null ? { from, to } : monthRange(thisMonth);
  const kind = STATEMENT_KINDS.find((k) => k === search.get('kind'));
  const plateNo = search.get('plateNo') ?? '';
  const groupId = search.get('groupId') ?? '';
  return { ...range, ...(plateNo ? { plateNo } : {}), ...(kind ? { kind } : {}), ...(groupId ? { groupId } : {}) };
}

/** The address's query for these params (what is not set is left out), keeping the page's other parameters. */
export function writeStatementParams(search: URLSearchParams, params: StatementParams): URLSearchParams {
  const q = new URLSearchParams(search);
  for (const key of ['from', 'to', 'plateNo', 'kind', 'groupId'] as const) {
    const value = params[key];
    if (value) q.set(key, value);
    else q.delete(key);
  }
  return q;
}
