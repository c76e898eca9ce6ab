import { formatMoney } from '../../../src/lib/format';
import { href, paths, withQuery } from '../../../src/lib/paths';
import { walletPath } from '../../../src/lib/walletPath';
import { wireTime } from '../../core/wireTime';
import type { Db } from '../../db';
import { DEALER_ID } from '../../db/ids';
import type { WithdrawalRecord } from '../../db/wallet';
import { parkInfo } from '../../services/charge/bills';
import { APPEAL_HANDLE_AFTER_MS } from '../../services/cps/bills';
import { OCCUPY_APPEAL_HANDLE_AFTER_MS, occupyAppealState } from '../../services/cps/idleFees';
import { CHANNEL_NAMES, DEFAULT_WITHDRAW_FAIL_REASON, withdrawalState } from '../../services/driver/walletBook';
import { invoiceState, KIND_TEXT } from '../../services/invoice/orders';
import type { ReminderDue, ReminderRule } from '../types';

const hhmm = (ms: number) => wireTime(ms, 'HH:mm');
const REPLY_CHARS = 40;

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

function stationName(db: Db, stationId: string | undefined): string {
  return db.stations.find((s) => s.stationId === stationId)?.stationName ?? '充电站';
}

/** A withdrawal's result page, on the face of the wallet the driver's menu shows (lib/walletPath). */
function withdrawalUrl(db: Db, w: WithdrawalRecord): string {
  const dealerId = db.drivers.find((d) => d.driverId === w.driverId)?.dealerId ?? DEALER_ID;
  const inWallet = walletPath(db.menuConfigs[dealerId] ?? db.menuConfigs[DEALER_ID]) === paths.wallet;
  return inWallet
    ? withQuery(paths.walletReslut, { withdrawNo: w.withdrawNo, walletId: w.walletId })
    : withQuery(paths.accountBalanceReslut, { withdrawNo: w.withdrawNo });
}

/** A withdrawal arrived (2 hours after the request) or was refused (armed to fail: 10 minutes after), as its state says. */
function withdrawals(db: Db, now: number): ReminderDue[] {
  return db.walletWithdrawals.flatMap((w): ReminderDue[] => {
    const { state, at } = withdrawalState(w, now);
    if (state === 1 || at === null) return [];
    const amount = formatMoney(w.amountCents);
    const base = { key: `withdrawalResult:${w.withdrawNo}`, driverId: w.driverId, kind: 'withdrawalResult' as const, dueAt: at, url: withdrawalUrl(db, w) };
    if (state === 3) {
      return [{
        ...base, title: '提现失败',
        body: `您 ${hhmm(w.createdAt)} 申请的提现 ${amount} 未成功：${w.failReason ?? DEFAULT_WITHDRAW_FAIL_REASON}`,
      }];
    }
    const to = [...new Set(w.parts.map((p) => CHANNEL_NAMES[p.payChannel]))].join('、') || '原支付账户';
    const fee = w.feeCents > 0 ? `（扣除手续费 ${formatMoney(w.feeCents)}）` : '';
    return [{
      ...base, title: '提现已到账',
      body: `您 ${hhmm(w.createdAt)} 申请的提现 ${amount} 已于 ${hhmm(at)} 原路退回${to}，到账 ${formatMoney(w.amountCents - w.feeCents)}${fee}`,
    }];
  });
}

/**
 * An invoice issued or failed at its readyAt (5 minutes after the request). One issued on the spot (the quick
 * invoice) was read in the answer, and one asked for without an account has nobody to tell.
 */
function invoices(db: Db, now: number): ReminderDue[] {
  return db.invoices.flatMap((inv): ReminderDue[] => {
    if (inv.driverId === null || inv.readyAt <= inv.createdAt || invoiceState(inv, now) === 1) return [];
    const issuer = db.invoiceIssuers.find((i) => i.issuerId === inv.issuerId)?.issuerName ?? '开票方';
    const what = `${[...new Set(inv.items.map((i) => KIND_TEXT[i.kind]))].join('、')}发票 ${formatMoney(inv.amountCents)}（抬头：${inv.title.name}）`;
    const base = {
      key: `invoiceResult:${inv.invoiceNo}`, driverId: inv.driverId, kind: 'invoiceResult' as const, dueAt: inv.readyAt,
      url: withQuery(paths.invoiceRecordDetail, { invoiceNo: inv.invoiceNo }),
    };
    if (inv.failReason !== null) {
      return [{ ...base, title: '发票开具失败', body: `${issuer} 的${what}开具失败：${inv.failReason}` }];
    }
    return [{ ...base, title: '发票已开具', body: `${issuer} 已为您开具${what}${inv.email ? `，已发送至 ${inv.email}` : ''}` }];
  });
}

/**
 * Answers: each reply of customer service to a request; a charging bill's and an idle fee's appeal handled (2 hours
 * after filing, read from the clock); a parking bill's appeal replied to.
 */
function answers(db: Db, now: number): ReminderDue[] {
  const out: ReminderDue[] = [];
  for (const r of db.serviceRequests) {
    for (const m of r.messages) {
      if (m.from !== 'service') continue;
      out.push({
        key: `serviceAnswered:${r.requestNo}:${m.messageId}`, driverId: r.driverId, kind: 'serviceAnswered', dueAt: m.at,
        url: href(paths.customerServiceFeedDetail, { requestNo: r.requestNo }),
        title: '客服已回复您的问题',
        body: `${r.plateNo ? `${r.plateNo} ` : ''}${r.category}：${clip(m.text, REPLY_CHARS)}`,
      });
    }
  }
  for (const a of db.chargingAppeals) {
    const handledAt = a.createdAt + APPEAL_HANDLE_AFTER_MS;
    if (now < handledAt) continue;
    const bill = db.chargingOrders.find((o) => o.orderNo === a.orderNo);
    const refund = a.refundCents > 0 ? `退款 ${formatMoney(a.refundCents)}` : '无退款';
    out.push({
      key: `serviceAnswered:${a.appealNo}`, driverId: a.driverId, kind: 'serviceAnswered', dueAt: handledAt,
      url: href(paths.chargingAppealDetail, { appealNo: a.appealNo }),
      title: '充电账单申诉已处理',
      body: `${stationName(db, bill?.stationId)} 充电订单 ${a.orderNo}：${refund}。${a.resultText}`,
    });
  }
  for (const a of db.occupyAppeals) {
    if (occupyAppealState(a, now) !== 3) continue;
    const fee = db.occupyOrders.find((o) => o.occupyOrderNo === a.occupyOrderNo);
    const relief = a.reliefCents > 0 ? `${a.refundTo ? '退还' : '减免'} ${formatMoney(a.reliefCents)}` : '费用维持';
    out.push({
      key: `serviceAnswered:${a.appealNo}`, driverId: a.driverId, kind: 'serviceAnswered', dueAt: a.createdAt + OCCUPY_APPEAL_HANDLE_AFTER_MS,
      url: href(paths.occupyAppealDetail, { appealNo: a.appealNo }),
      title: '占位费申诉已处理',
      body: `${stationName(db, fee?.stationId)} 占位费 ${a.occupyOrderNo}：${relief}。${a.resultText}`,
    });
  }
  for (const a of db.appeals) {
    if (a.state === 1 || a.repliedAt === null) continue;
    const plate = db.parkOrders.find((o) => o.uniqueId === a.uniqueId)?.plateNo;
    out.push({
      key: `serviceAnswered:${a.appealId}`, driverId: a.driverId, kind: 'serviceAnswered', dueAt: a.repliedAt,
      url: href(paths.billComplainDetail, { appealId: a.appealId, uniqueId: a.uniqueId, parkId: a.parkId }),
      title: a.state === 2 ? '停车账单申诉成功' : '停车账单申诉未通过',
      body: `${parkInfo(db, a.parkId).parkName}${plate ? ` ${plate}` : ''} 的账单申诉：${clip(a.reply ?? '', REPLY_CHARS)}`,
    });
  }
  return out;
}

/**
 * Money and service, each sent once when it happens: a withdrawal arrived or failed, an invoice issued or failed,
 * customer service or an appeal answered. Each stays true once it happened, so it is returned for good.
 */
export const accountReminders: ReminderRule = (db, now) => [...withdrawals(db, now), ...invoices(db, now), ...answers(db, now)];
