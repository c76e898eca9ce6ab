import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

/** One line of a glance: a label and its value; `figure` marks what the driver came for. */
export interface GlanceRow {
  label?: string;
  value: string;
  figure?: boolean;
}

/** What a page's glance shows: its title, where (the lot, the station…) and a few rows. */
export interface GlanceView {
  title: string;
  place?: string;
  rows: GlanceRow[];
}

/**
 * What each page a reminder opens shows of its early answers before the app has drawn it (glance/showGlance.ts):
 * the page's title and the figure the driver came for, from the same answers the page will use (`answers[i]` is the
 * data of the page's i-th early read, app/earlyReads.ts; undefined when it failed). Only what the answer states
 * plainly: a field of the wrong kind (money not in whole cents, a number as a string, a missing name) leaves its row
 * out, and a missing figure means no glance at all. The app's page, with its schema checks, has the last word.
 */
type Answer = Record<string, unknown> | undefined;

const cents = (v: unknown): string | null => (typeof v === 'number' && Number.isSafeInteger(v) ? formatMoney(v) : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const positive = (v: unknown): boolean => typeof v === 'number' && v > 0;
/** The wire's 'YYYY-MM-DD HH:mm:ss' to the minute, as the pages show it (lib/time would bring dayjs into the early script). */
const minute = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(v) ? v.slice(0, 16) : null);
const record = (v: unknown): Answer => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

function row(label: string | undefined, value: string | null, figure?: boolean): GlanceRow[] {
  return value === null ? [] : [{ label, value, figure }];
}

/** A view, or none when it has no figure: a glance without what the driver came for is only in the way. */
function view(title: string, place: string | null, rows: GlanceRow[]): GlanceView | null {
  return rows.some((r) => r.figure) ? { title, place: place ?? undefined, rows } : null;
}

function bill([detail]: Answer[]): GlanceView | null {
  // A bill being paid or paid already has a state only the page can say: no glance then.
  if (!detail || (detail.orderState !== 1 && detail.orderState !== 2) || detail.pendingPayOrderId) return null;
  // As the page words it (BillPay): part paid or taken off before, what is left is 待缴.
  const earlier = positive(detail.paidFee) || positive(detail.discountFee);
  const lot = text(detail.parkName);
  const plate = text(detail.formatPlateNo);
  return view('停车缴费', lot && plate ? `${lot} · ${plate}` : lot, [
    ...row('入场时间', minute(detail.parkStartTime)),
    ...row('泊位', text(detail.berthNo)),
    ...row(earlier ? '待缴停车费' : '停车费', cents(detail.parkFee), true),
  ]);
}

function idleFee(session: Record<string, unknown>): string | null {
  const fee = record(session.idleFee);
  if (!fee || fee.carLeft || session.state !== 'finished') return null;
  const serverTime = minute(session.serverTime) && (session.serverTime as string);
  const graceEnds = minute(fee.graceEndsAt) && (fee.graceEndsAt as string);
  // Before the grace ends the page counts down on the server's clock; the glance says nothing it cannot.
  if (!serverTime || !graceEnds || serverTime < graceEnds) return null;
  const accrued = cents(fee.accruedCents);
  if (accrued === null) return null;
  return typeof fee.capCents === 'number' && (fee.accruedCents as number) >= fee.capCents ? `已达封顶 ${accrued}` : `已产生 ${accrued}`;
}

function session([s]: Answer[]): GlanceView | null {
  if (!s) return null;
  const kwh = typeof s.kwh === 'number' && Number.isFinite(s.kwh) ? `${s.kwh.toFixed(2)} 度` : null;
  const station = text(s.stationName);
  const gun = [text(s.pileName), text(s.gunName)].filter(Boolean).join(' ');
  const idle = idleFee(s);
  return view('充电详情', station && gun ? `${station} · ${gun}` : station, [
    ...row('状态', text(s.stateText)),
    ...row('已充电量', kwh, !idle),
    ...row('当前费用', cents(s.feeCents)),
    ...row('占位费', idle, true),
  ]);
}

function station([s]: Answer[]): GlanceView | null {
  const band = record(s?.currentBand);
  if (!s || !band) return null;
  const { energyCentsPerKwh: energy, serviceCentsPerKwh: service } = band;
  const price = typeof energy === 'number' && typeof service === 'number' ? cents(energy + service) : null;
  return view('充电站详情', text(s.stationName), [...row('当前电价', price && `${price}/度`, true), ...row('营业状态', text(record(s.openState)?.text))]);
}

function booking([order]: Answer[]): GlanceView | null {
  if (!order) return null;
  const start = minute(order.startTime);
  const end = minute(order.endTime);
  const period = start && end ? `${start} 至 ${start.slice(0, 10) === end.slice(0, 10) ? end.slice(11) : end}` : null;
  return view('预约详情', text(order.parkName), [...row('状态', text(order.stateText)), ...row('车位', text(order.berthNo)), ...row('预约时段', period, true)]);
}

function renewal([check, pass]: Answer[]): GlanceView | null {
  if (!check || !pass || check.renewable !== 1 || !Array.isArray(check.rules)) return null;
  // The page offers the pass's own kind first, one period: its price is the figure.
  const rules = check.rules.map(record);
  const rule = rules.find((r) => r?.ruleId === pass.ruleId) ?? rules[0];
  const price = cents(rule?.price);
  const period = text(rule?.periodType);
  const total = price && period && rule?.price !== 0 ? `${price}/${period} × 1 = ${price}` : null;
  return view('月卡续费', text(pass.parkName), [...row('月卡类型', text(rule?.ruleName)), ...row('有效期至', text(pass.endDate)), ...row('费用', total, true)]);
}

function balance([b]: Answer[]): GlanceView | null {
  if (!b) return null;
  return view('账户余额', '账户余额', [...row(undefined, cents(b.balance), true), ...row('可提现', cents(b.withdrawableBalance))]);
}

function invoice([inv]: Answer[]): GlanceView | null {
  if (!inv) return null;
  return view('发票详情', text(inv.issuerName), [...row('开票状态', text(inv.stateText)), ...row('开票金额', cents(inv.amountCents), true)]);
}

function reply([req]: Answer[]): GlanceView | null {
  if (!req || !Array.isArray(req.messages)) return null;
  const last = req.messages.map(record).filter((m) => m?.from === 'service').pop();
  return view('反馈详情', [text(req.kindText), text(req.stateText)].filter(Boolean).join(' · ') || null, [
    ...row('问题描述', text(req.description)),
    ...row('客服回复：', text(last?.text), true),
  ]);
}

/**
 * The glance of each page with early reads (app/earlyReads.ts), from its answers in the order of its reads, and how
 * many of those it reads (`reads`: the first ones): it is drawn once they are in, not held by the page's other reads
 * (the bill's coupons, channels and balance; the station's access; the top-up's rules).
 */
export const GLANCES: Record<string, { reads: number; draw: (answers: Answer[]) => GlanceView | null }> = {
  [paths.payPage]: { reads: 1, draw: bill },
  [paths.chargingResults]: { reads: 1, draw: session },
  [paths.chargeStationDetail]: { reads: 1, draw: station },
  [paths.bookRecordDetail]: { reads: 1, draw: booking },
  [paths.mounthlyRenew]: { reads: 2, draw: renewal },
  [paths.accountBalance]: { reads: 1, draw: balance },
  [paths.invoiceRecordDetail]: { reads: 1, draw: invoice },
  [paths.customerServiceFeedDetail]: { reads: 1, draw: reply },
};

/** How many of the page's early answers (the first ones) its glance reads; 0 for a page without a glance. */
export function glanceReads(pathname: string): number {
  return GLANCES[pathname]?.reads ?? 0;
}

export function glanceOf(pathname: string, answers: unknown[]): GlanceView | null {
  return GLANCES[pathname]?.draw(answers.map(record)) ?? null;
}
