import { NOTICE_CHECK_LIMITS } from '@/api/charge/noticeChecks.types';
import { parseNotice, type ReadNotice } from './parseNotice';

/**
 * How much of a pasted notice the app reads: several long SMS and a paper ticket's words fit many times over. A scam
 * can hide its link after a screenful of filler; the box never cuts a paste, and a text past this is not judged at all
 * (docs/rules/scam-check.md, "What is read").
 */
export const READ_LIMIT = 5000;

/** What the app read of the text, and, when part of it could not be read or checked, that part said plainly. */
export interface NoticeReading {
  read: ReadNotice;
  /** Null when every character was read and every link can be checked; then, and only then, 核实 asks the server. */
  unread: string | null;
}

const AGAIN = '请只粘贴通知本身后再核实。';

/**
 * Reads the text up to READ_LIMIT. Nothing beyond what one check can carry is sent: a notice is never judged on part
 * of it, since the part left out may be the very link that makes it a scam.
 */
export function readNotice(text: string): NoticeReading {
  const read = parseNotice(text.slice(0, READ_LIMIT));
  if (text.length > READ_LIMIT) {
    return { read, unread: `内容过长：共 ${text.length} 字，只读取了前 ${READ_LIMIT} 字，第 ${READ_LIMIT + 1} 字起的内容（包括其中的链接）未读取，无法核实。${AGAIN}` };
  }
  const { links, linkChars } = NOTICE_CHECK_LIMITS;
  if (read.links.length > links) {
    return { read, unread: `内容中有 ${read.links.length} 个链接，一次最多核实 ${links} 个，其余无法核实。${AGAIN}` };
  }
  if (read.links.some((l) => l.length > linkChars)) {
    return { read, unread: `内容中有链接超过 ${linkChars} 个字符，无法核实。${AGAIN}` };
  }
  return { read, unread: null };
}
