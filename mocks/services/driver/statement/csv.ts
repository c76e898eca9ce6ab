import type { Statement, StatementLine, StatementTotal } from '../../../../src/api/driver/statement.types';

/**
 * The statement as a CSV file for Excel and expense claims: UTF-8 with a BOM, CRLF, RFC 4180 quoting, one row per
 * line, then a blank row and the totals. Amounts are yuan with two decimals written from integer cents; a text cell
 * a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe. Amounts are our own numbers and
 * safe, so a negative amount stays a number.
 */

export const CSV_HEADER = ['时间', '类型', '说明', '车牌', '地点', '支付渠道', '金额(元)', '余额变动(元)', '发票状态', '订单号'] as const;

type Cell = { text: string } | { yuan: number };

/** Integer cents as yuan, '-12.05': no floating point on the way. */
export function yuanText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function guard(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(c: Cell): string {
  return 'yuan' in c ? yuanText(c.yuan) : quote(guard(c.text));
}

const t = (text: string | null): Cell => ({ text: text ?? '' });
const y = (yuan: number): Cell => ({ yuan });

function lineRow(l: StatementLine): Cell[] {
  const f = l.fapiao;
  const fapiao = [f.stateText, f.reason ? `（${f.reason}）` : '', f.invoiceNo ? ` ${f.invoiceNo}` : ''].join('');
  return [
    t(l.time), t(l.kindText), t(l.note ? `${l.title}（${l.note}）` : l.title), t(l.formatPlateNo), t(l.place), t(l.channelText),
    y(l.amountCents), y(l.balanceCents), t(fapiao), t(l.orderNos.join(' ')),
  ];
}

function section(title: string, rows: (StatementTotal & { label: string })[]): Cell[][] {
  return [[t(title), t('收入(元)'), t('支出(元)')], ...rows.map((r) => [t(r.label), y(r.inCents), y(r.outCents)])];
}

export function statementCsv(s: Statement): string {
  const { totals } = s;
  const rows: Cell[][] = [
    CSV_HEADER.map((h) => t(h)),
    ...s.lines.map(lineRow),
    [],
    [t('账单期间'), t(`${s.from} 至 ${s.to}`)],
    [t('收入合计'), y(totals.inCents)],
    [t('支出合计'), y(totals.outCents)],
    [t('净额'), y(totals.netCents)],
    [t('余额净变动'), y(totals.balanceNetCents)],
    ...section('按月份', totals.byMonth.map((m) => ({ ...m, label: m.month }))),
    ...section('按车牌', totals.byPlate.map((p) => ({ ...p, label: p.formatPlateNo }))),
    ...section('按类型', totals.byKind.map((k) => ({ ...k, label: k.kindText }))),
  ];
  return `\uFEFF${rows.map((r) => r.map(cellText).join(',')).join('\r\n')}\r\n`;
}
