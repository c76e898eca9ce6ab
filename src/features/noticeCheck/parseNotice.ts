import { isValidPlate } from '@/lib/plate';

/**
 * What the app reads from a notice the driver pasted, typed or scanned (an SMS, a paper ticket's text or code, a
 * link): the plate, the amount asked, the place, the notice number, and every link or bare domain. Pure: nothing
 * is opened, fetched, stored or logged. The driver sees each part and corrects the plate before anything is sent
 * (docs/rules/scam-check.md).
 */
export interface ReadNotice {
  plateNo?: string;
  /** The amount the notice asks for, in integer cents. */
  amountCents?: number;
  place?: string;
  noticeNo?: string;
  /** Every link or bare domain, as written (trailing punctuation dropped), each once, in order. */
  links: string[];
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** A plate, with the separators notices print inside it ('京A·12345', '京A 12345') allowed after the letter. */
const PLATE = new RegExp(`[${PROVINCES}][A-Z][·•・.\\s-]?[A-Z0-9]{5,6}(?![A-Z0-9])`, 'g');

/** A new-energy plate: a small car's letter third (D, F, or A–K), or a large one's D or F last. */
const NEW_ENERGY = /^..[A-HJK]|[DF]$/;

/** The plate a notice names: a new-energy plate's 8 characters when they make one, else the ordinary 7. */
export function readPlate(text: string): string | undefined {
  const upper = text.toUpperCase();
  for (const m of upper.matchAll(PLATE)) {
    const plate = m[0].replace(/[·•・.\s-]/g, '');
    if (plate.length === 8 ? NEW_ENERGY.test(plate) && isValidPlate(plate) : isValidPlate(plate)) return plate;
    const seven = plate.slice(0, 7);
    if (plate.length === 8 && isValidPlate(seven)) return seven;
  }
  return undefined;
}

/** '86', '86.5', '86.00' → cents, in integer arithmetic (no float rounding). */
export function yuanToCents(yuan: string): number | undefined {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(yuan.replace(/,/g, ''));
  if (!m) return undefined;
  const [, whole = '0', frac = ''] = m;
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** An amount with its unit: '86.00元', '86.00 元', '￥86', '¥ 86.5', 'RMB86', '人民币86元'. */
const AMOUNT = /(?:[¥￥]|RMB|人民币)\s*(\d[\d,]*(?:\.\d{1,2})?)|(\d[\d,]*(?:\.\d{1,2})?)\s*元/gi;
/** Words that put an amount forward as the one asked for (欠费 86 元), not a fine's threshold or a fee per hour. */
const ASKED = /(欠费|欠缴|欠款|应缴|待缴|缴纳|缴费|补缴|罚款|金额|费用|共计|合计|需缴|滞纳)/;

/** The amount asked: the first one after a word that asks for it, else the first amount at all. */
export function readAmount(text: string): number | undefined {
  let first: number | undefined;
  for (const m of text.matchAll(AMOUNT)) {
    const cents = yuanToCents(m[1] ?? m[2] ?? '');
    if (cents === undefined) continue;
    first ??= cents;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
    if (ASKED.test(before)) return cents;
  }
  return first;
}

/** A number written after its name ('通知编号：TZ20260001', '单号 TZ…'), or a bare TZ number. */
const NOTICE_NO = /(?:通知书?(?:编号|单号|号)|罚单号|单号|编号|票号|No\.?)\s*[:：]?\s*([A-Z0-9]{6,24})/i;
/** No lookbehind anywhere here: older iPhones' WebKit lacks it (.browserslistrc), so the character before is matched. */
const BARE_TZ = /(?:^|[^A-Z0-9])(TZ\d{6,18})(?![A-Z0-9])/i;

export function readNoticeNo(text: string): string | undefined {
  const named = NOTICE_NO.exec(text)?.[1];
  if (named && /\d/.test(named)) return named.toUpperCase();
  return BARE_TZ.exec(text)?.[1]?.toUpperCase();
}

/** The place: after 地点/位置/路段/停车场 with a colon, else '在…' up to a road, lot or berth word. */
const PLACE_NAMED = /(?:停车地点|违停地点|地点|位置|路段|停车场)\s*[:：]\s*([^，,。；;\s]{2,30})/;
const PLACE_AT = /在([^，,。；;\s]{2,24}?(?:路|街|道|大道|胡同|巷|广场|停车场|泊位|车场))/;

export function readPlace(text: string): string | undefined {
  return PLACE_NAMED.exec(text)?.[1] ?? PLACE_AT.exec(text)?.[1];
}

/** A link with a scheme: up to whitespace, full-width punctuation or anything not a URL character. */
const LINK = /\b(?:https?|hxxps?):\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
/** A bare domain ('tcjf-pay.cc/x', 'www.etc-tcjf.com'): labels, then a top-level domain of letters, then an optional path. */
const BARE_DOMAIN = /(?:^|[^A-Za-z0-9@.\-/])((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,12}(?::\d{2,5})?(?:\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*)?)/g;
/** What a domain cannot end in but a sentence puts after it. */
const TRAILING = /[.,;:!?'")\]]+$/;
/** Endings that read as a domain but are numbers or file names in an SMS ('3.5元' never gets here: no letters). */
const NOT_A_TLD = new Set(['jpg', 'png', 'gif', 'pdf', 'doc', 'txt']);

export function readLinks(text: string): string[] {
  const found: string[] = [];
  const add = (raw: string) => {
    const link = raw.replace(TRAILING, '');
    if (link && !found.includes(link)) found.push(link);
  };
  const withScheme = [...text.matchAll(LINK)].map((m) => m[0]);
  withScheme.forEach(add);
  // Blank out the links already read, so their hosts are not read a second time as bare domains.
  let rest = text;
  for (const l of withScheme) rest = rest.split(l).join(' ');
  for (const m of rest.matchAll(BARE_DOMAIN)) {
    const domain = m[1] ?? '';
    const tld = /\.([A-Za-z]{2,12})(?::\d+)?(?:\/|$)/.exec(domain.replace(TRAILING, ''))?.[1]?.toLowerCase();
    if (tld && !NOT_A_TLD.has(tld)) add(domain);
  }
  return found;
}

/** Everything the app reads from a notice. */
export function parseNotice(text: string): ReadNotice {
  const read: ReadNotice = { links: readLinks(text) };
  const plateNo = readPlate(text);
  const amountCents = readAmount(text);
  const place = readPlace(text);
  const noticeNo = readNoticeNo(text);
  if (plateNo) read.plateNo = plateNo;
  if (amountCents !== undefined) read.amountCents = amountCents;
  if (place) read.place = place;
  if (noticeNo) read.noticeNo = noticeNo;
  return read;
}

/** The host a link or bare domain names, lower case; '' when it names none. Never fetched. */
export function hostOf(link: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link.replace(/^hxxp/i, 'http') : `http://${link}`;
  try {
    return new URL(withScheme).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return '';
  }
}
