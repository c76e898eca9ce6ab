import { http, HttpResponse } from 'msw';
import type { Statement, StatementCsv, StatementLine } from '@/api/driver/statement.types';
import { wireTime } from '@mocks/core/wireTime';
import { server } from '../../../support/mockServer';
import { signInAs } from '../../../support/session';

export const STATEMENT = '/driver/v2/api/statement';
export const CSV = '/driver/v2/api/statement/csv';
export const MAIL = '/driver/v2/api/statement/mail';

/** A Beijing 'YYYY-MM' of a moment, and its first and last day. */
export const beijingMonth = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);
export function monthDays(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
/** The month before a 'YYYY-MM'. */
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function line(over: Partial<StatementLine> & Pick<StatementLine, 'lineId' | 'title' | 'amountCents'>): StatementLine {
  return {
    time: '2026-11-20 09:30:00', kind: 'parking', kindText: '停车费', plateNo: '京A12345', formatPlateNo: '京A·12345', place: '王府井百货地下停车场',
    channel: 'wechat', channelText: '微信支付', balanceCents: 0, orderNos: [], refundOf: null, note: null,
    fapiao: { state: 'invoiceable', stateText: '可开票', reason: null, invoiceNo: null }, ...over,
  };
}

/**
 * A statement as a server would answer it; `lines` many parking lines when asked for a long list. Its serverTime is
 * now and its range this Beijing month, as a server's would be: a fixed date would turn the page's first guess (the
 * phone's month) into a second ask on another month's first day.
 */
export function statementFixture(over: Partial<Statement> & { many?: number } = {}): Statement {
  const { many, ...rest } = over;
  const month = beijingMonth(Date.now());
  const lines: StatementLine[] = many
    ? Array.from({ length: many }, (_, i) => line({ lineId: `L${i}`, title: `停车费 第${i + 1}笔`, amountCents: -100 }))
    : [
        line({ lineId: 'L3', title: '停车费 重复支付退款', amountCents: 1500, kind: 'refund', kindText: '退款', channel: 'wechat', refundOf: 'L2', note: '重复支付自动退回',
          fapiao: { state: 'notInvoiceable', stateText: '不可开票', reason: '已退款', invoiceNo: null } }),
        line({ lineId: 'L2', title: '停车费 王府井百货地下停车场', amountCents: -1500, channel: 'withholdWechat', channelText: '微信无感支付' }),
        line({ lineId: 'L1', title: '微信充值', amountCents: 5000, kind: 'topUp', kindText: '充值', plateNo: null, formatPlateNo: null, place: null, balanceCents: 5000,
          fapiao: { state: 'notInvoiceable', stateText: '不可开票', reason: '充值金额在消费时开票', invoiceNo: null } }),
      ];
  return {
    ...monthDays(month), lines,
    totals: {
      inCents: 6500, outCents: 1500, netCents: 5000, balanceNetCents: 5000,
      byMonth: [{ month, inCents: 6500, outCents: 1500 }],
      byPlate: [{ plateNo: '京A12345', formatPlateNo: '京A·12345', inCents: 1500, outCents: 1500 }, { plateNo: null, formatPlateNo: '无车牌', inCents: 5000, outCents: 0 }],
      byKind: [{ kind: 'parking', kindText: '停车费', inCents: 0, outCents: 1500 }, { kind: 'refund', kindText: '退款', inCents: 1500, outCents: 0 }, { kind: 'topUp', kindText: '充值', inCents: 5000, outCents: 0 }],
    },
    plates: [{ plateNo: '京A12345', formatPlateNo: '京A·12345' }],
    fleets: [],
    serverTime: wireTime(Date.now()),
    ...rest,
  };
}

/** What the mock answers A for these params, asked directly (not through the app): what the screen must show. */
export async function serverStatement(params: Record<string, string>): Promise<Statement> {
  return (await ask(STATEMENT, params)) as Statement;
}
export async function serverCsv(params: Record<string, string>): Promise<StatementCsv> {
  return (await ask(CSV, params)) as StatementCsv;
}
async function ask(path: string, params: Record<string, string>): Promise<unknown> {
  const res = await fetch(`http://localhost/api${path}?${new URLSearchParams(params)}`, { headers: { ClientType: '2', Authorization: signInAs('A').token } });
  const body = (await res.json()) as { code: string; data: unknown };
  if (body.code !== '200') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The statement answered by msw with a fixture, for what the seed has no case of (a month of many lines, a refund
 * beside what it refunds); the other tests talk to the mock. Each request's query is kept in order.
 */
export function serveStatement(answer: Statement) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`*${STATEMENT}`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ code: '200', msg: 'ok', data: answer });
    }),
  );
  return asked;
}
