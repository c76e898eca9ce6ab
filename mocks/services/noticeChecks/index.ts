import { ownCodeHosts } from '../../../config/hosts';
import { NOTICE_CHECK_LIMITS, type CheckedLink, type NoticeCheck, type OwedBill } from '../../../src/api/charge/noticeChecks.types';
import { badRequest, notFound } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { optNum, optStr, plateNo, str } from '../../core/validate';
import type { Db } from '../../db';
import type { ParkOrderRecord } from '../../db/parking';
import { fmtTime, operatorNameOf, parkInfo, payableFee } from '../charge/bills';
import { FAKE_NOTICES, noticesOf, type NoticeRecord } from './notices';

// The app's own limits: what it says it could not check is exactly what the server would refuse.
const { links: MAX_LINKS, linkChars: MAX_LINK_CHARS, partChars: MAX_TEXT_CHARS } = NOTICE_CHECK_LIMITS;

/** The hosts that are ours: the app's own origin and the configured official domains. */
export function officialHosts(origin: string): string[] {
  let own = '';
  try {
    own = new URL(origin).hostname.toLowerCase();
  } catch {
    own = '';
  }
  return [...new Set([own, ...ownCodeHosts].filter(Boolean))];
}

/** A link's host as the server reads it (scheme or not), lower case; '' when none. */
function hostOf(link: string): string {
  const text = link.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text.replace(/^hxxp/i, 'http') : `http://${text}`;
  try {
    return new URL(withScheme).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return '';
  }
}

function owedBillsOf(db: Db, plate: string, color: number | undefined, now: number): ParkOrderRecord[] {
  return db.parkOrders
    .filter((o) => o.plateNo === plate && (color === undefined || o.plateColor === color) && o.state === 'arrears' && payableFee(o, now) > 0)
    .sort((a, b) => a.inTime - b.inTime);
}

function owedView(db: Db, o: ParkOrderRecord, now: number, notices: NoticeRecord[]): OwedBill {
  const { parkName, parkAddr } = parkInfo(db, o.parkId);
  return {
    uniqueId: o.uniqueId, parkId: o.parkId, parkName, place: o.berthNo ? `${parkAddr} ${o.berthNo}`.trim() : parkAddr,
    inTime: fmtTime(o.inTime), owedCents: payableFee(o, now), noticeNo: notices.find((n) => n.uniqueId === o.uniqueId)?.noticeNo ?? null,
  };
}

/**
 * 核实通知: POST /charge/v2/api/noticeChecks (visitor or driver; nothing changes). The matching rule
 * (docs/rules/scam-check.md): the plate's bills really owed are its arrears with something left to pay. A notice
 * is genuine when its number is one this platform sent for that plate and its bill is still owed, or, with no
 * number, when its amount is exactly one owed bill's or the plate's whole debt; anything else is noMatch. Each link
 * is official only when its host is exactly one of the official hosts. Control: POST /__mock/notices (a real
 * notice for an owed bill), GET /__mock/notices/fakes (the corpus of fakes).
 */
export function registerNoticeChecks(r: MockRouter) {
  r.post('/charge/v2/api/noticeChecks', ({ db, req, now }) => {
    const plate = plateNo(req.input);
    const color = optNum(req.input, 'plateColor');
    const noticeNo = optStr(req.input, 'noticeNo')?.trim().toUpperCase() || undefined;
    const amountCents = optNum(req.input, 'amountCents');
    const place = optStr(req.input, 'place');
    const rawLinks = req.input.links;
    if (!Array.isArray(rawLinks) || rawLinks.some((l) => typeof l !== 'string')) badRequest('链接列表格式不正确');
    const links = rawLinks as string[];
    if (links.length > MAX_LINKS || links.some((l) => l.length > MAX_LINK_CHARS)) badRequest('链接过多或过长');
    if ((noticeNo?.length ?? 0) > MAX_TEXT_CHARS || (place?.length ?? 0) > MAX_TEXT_CHARS) badRequest('通知编号或地点过长');
    if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents < 0)) badRequest('金额格式不正确');

    const at = now();
    const notices = noticesOf(db);
    const owed = owedBillsOf(db, plate, color, at);
    const total = owed.reduce((s, o) => s + payableFee(o, at), 0);
    let matched: ParkOrderRecord | undefined;
    if (noticeNo) {
      const real = notices.find((n) => n.noticeNo === noticeNo && n.plateNo === plate);
      matched = real ? owed.find((o) => o.uniqueId === real.uniqueId) : undefined;
    } else if (amountCents !== undefined && amountCents > 0) {
      matched = owed.find((o) => payableFee(o, at) === amountCents) ?? (amountCents === total ? owed[0] : undefined);
    }
    const hosts = officialHosts(req.origin);
    const checked: CheckedLink[] = links.map((link) => {
      const host = hostOf(link);
      return { link, host, official: host !== '' && hosts.includes(host) };
    });
    const genuine = matched !== undefined;
    const answer: NoticeCheck = {
      plateNo: plate,
      verdict: genuine ? 'genuine' : 'noMatch',
      payee: matched ? operatorNameOf(db, matched.parkId) || parkInfo(db, matched.parkId).parkName : null,
      bills: genuine ? owed.map((o) => owedView(db, o, at, notices)) : [],
      owedCents: genuine ? total : 0,
      amountDiffers: !!matched && amountCents !== undefined && amountCents !== payableFee(matched, at) && amountCents !== total,
      links: checked,
      officialHosts: hosts,
    };
    return answer;
  });

  /** A real notice sent for an owed bill: {uniqueId, noticeNo?, channel?}; answers the notice. */
  r.post('/__mock/notices', ({ db, req, now }) => {
    const uniqueId = str(req.input, 'uniqueId', '账单编号');
    const bill = db.parkOrders.find((o) => o.uniqueId === uniqueId);
    if (!bill) notFound('未找到该停车订单');
    if (payableFee(bill, now()) <= 0) badRequest('该账单没有待缴金额，不会发送通知');
    const notices = noticesOf(db);
    const noticeNo = optStr(req.input, 'noticeNo')?.trim().toUpperCase() || `TZ2026${String(900001 + notices.length)}`;
    if (notices.some((n) => n.noticeNo === noticeNo)) badRequest('通知编号已存在');
    const notice: NoticeRecord = { noticeNo, plateNo: bill.plateNo, uniqueId, channel: req.input.channel === 'paper' ? 'paper' : 'sms' };
    notices.push(notice);
    return notice;
  });

  r.get('/__mock/notices/fakes', () => ({ results: FAKE_NOTICES }));
}
