import type { Statement, StatementLine, StatementParams } from '../../../../src/api/driver/statement.types';
import { STATEMENT_CODES, STATEMENT_KINDS } from '../../../../src/api/driver/statement.types';
import { MockFail, notFound } from '../../../core/fail';
import type { MockContext } from '../../../core/router';
import { oneOf, optStr } from '../../../core/validate';
import { wireTime } from '../../../core/wireTime';
import type { Db } from '../../../db';
import { formatPlate } from '../../charge/bills';
import { bringRefundsUpToDate } from '../../charge/billCover/duplicates';
import { syncWallets } from '../walletBook';
import { fapiaoDecider } from './fapiao';
import { channelText, driverDrafts, fleetDrafts, KIND_TEXT } from './lines';
import { totalsOf } from './totals';

/** The statement of a range of Beijing days: who asks, which lines, and their totals. */

const DAY = 86_400_000;
const BEIJING_MS = 8 * 3600_000;
export const MAX_DAYS = 366;
/** A fleet's administrator (role 2 is a member). */
const ADMIN_ROLE = 1;

function badRange(msg: string): never {
  throw new MockFail(STATEMENT_CODES.badRange, msg);
}

/** 'YYYY-MM-DD' → 00:00 Beijing of that day, or refused. */
function dayStart(raw: string | undefined, label: string): number {
  const m = raw === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== raw) badRange(`${label}格式不正确，应为YYYY-MM-DD`);
  return ms - BEIJING_MS;
}

/** The query as sent (same for the statement, the CSV and the mail). */
export function readParams(ctx: MockContext): StatementParams {
  const { input } = ctx.req;
  const from = optStr(input, 'from');
  const to = optStr(input, 'to');
  const start = dayStart(from, '开始日期');
  const end = dayStart(to, '结束日期');
  if (start > end) badRange('开始日期不能晚于结束日期');
  if ((end - start) / DAY + 1 > MAX_DAYS) badRange(`一次最多导出${MAX_DAYS}天`);
  const kind = optStr(input, 'kind') === undefined ? undefined : oneOf(input, 'kind', '账单类型', STATEMENT_KINDS);
  return { from: from ?? '', to: to ?? '', plateNo: optStr(input, 'plateNo')?.trim().toUpperCase(), kind, groupId: optStr(input, 'groupId') };
}

export function adminGroups(db: Db, driverId: string) {
  return db.driverGroups.filter((g) => g.members.some((m) => m.driverId === driverId && m.role === ADMIN_ROLE));
}

/** The fleet asked for, if its administrator asks. */
function fleetOf(db: Db, driverId: string, groupId: string) {
  const group = db.driverGroups.find((g) => g.groupId === groupId);
  if (!group) notFound('车队不存在');
  if (!adminGroups(db, driverId).includes(group)) throw new MockFail(STATEMENT_CODES.notFleetAdmin, '只有车队管理员可以查看车队账单');
  return group;
}

export function statementOf(ctx: MockContext, params: StatementParams): Statement {
  const { db } = ctx;
  const driver = ctx.requireDriver();
  const now = ctx.now();
  syncWallets(db, now);
  bringRefundsUpToDate(db, now);
  const fleet = params.groupId === undefined ? null : fleetOf(db, driver.driverId, params.groupId);
  const from = dayStart(params.from, '开始日期');
  const until = dayStart(params.to, '结束日期') + DAY;
  const drafts = fleet ? fleetDrafts(db, fleet.groupId, driver.driverId) : driverDrafts(db, driver.driverId, now);
  const decide = fapiaoDecider(db, drafts, now);
  const lines: StatementLine[] = drafts
    .filter((d) => d.at >= from && d.at < until && (!params.kind || d.kind === params.kind) && (!params.plateNo || d.plateNo === params.plateNo))
    .sort((a, b) => b.at - a.at || a.lineId.localeCompare(b.lineId))
    .map((d) => ({
      lineId: d.lineId, time: wireTime(d.at), kind: d.kind, kindText: KIND_TEXT[d.kind], title: d.title, plateNo: d.plateNo,
      formatPlateNo: d.plateNo === null ? null : formatPlate(d.plateNo), place: d.place, channel: d.channel, channelText: channelText(d.channel),
      amountCents: d.amountCents, balanceCents: d.balanceCents, fapiao: decide(d), orderNos: d.orderNos, refundOf: d.refundOf, note: d.note,
    }));
  const plateNos = fleet ? fleet.plateNos : db.plates.filter((p) => p.driverId === driver.driverId).map((p) => p.plateNo);
  return {
    from: params.from, to: params.to, lines, totals: totalsOf(lines),
    plates: plateNos.map((plateNo) => ({ plateNo, formatPlateNo: formatPlate(plateNo) })),
    fleets: adminGroups(db, driver.driverId).map((g) => ({ groupId: g.groupId, groupName: g.groupName })),
    serverTime: wireTime(now),
  };
}

/** The file's name: the range, and the fleet's name for a fleet's statement. */
export function fileNameOf(db: Db, params: StatementParams): string {
  const group = params.groupId ? db.driverGroups.find((g) => g.groupId === params.groupId) : undefined;
  return `${group ? `${group.groupName}_` : ''}停车充电账单_${params.from}_${params.to}.csv`;
}
