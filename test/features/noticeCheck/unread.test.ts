import { NOTICE_CHECK_LIMITS } from '@/api/charge/noticeChecks.types';
import { READ_LIMIT, readNotice } from '@/features/noticeCheck/unread';

const links = (n: number) => Array.from({ length: n }, (_, i) => `http://a${i}.example.net/x`).join(' ');
const longLink = (chars: number) => `http://tcjf-pay.cc/${'x'.repeat(chars - 'http://tcjf-pay.cc/'.length)}`;

describe('readNotice: all of it read and checkable, or said what is not', () => {
  test.each([
    ['exactly the read limit, its last link included', `${'停'.repeat(READ_LIMIT - ' tcjf-pay.cc/x'.length)} tcjf-pay.cc/x`, null, ['tcjf-pay.cc/x']],
    ['one character past it', '停'.repeat(READ_LIMIT + 1), /^内容过长：共 5001 字，只读取了前 5000 字，第 5001 字起/, []],
    ['as many links as one check carries', links(NOTICE_CHECK_LIMITS.links), null, undefined],
    ['one link more', links(NOTICE_CHECK_LIMITS.links + 1), /^内容中有 21 个链接，一次最多核实 20 个/, undefined],
    ['a link as long as one check carries', longLink(NOTICE_CHECK_LIMITS.linkChars), null, undefined],
    ['a link one character longer', longLink(NOTICE_CHECK_LIMITS.linkChars + 1), /^内容中有链接超过 500 个字符，无法核实/, undefined],
  ])('%s', (_name, text, unread, read) => {
    const r = readNotice(text);
    if (unread === null) expect(r.unread).toBeNull();
    else expect(r.unread).toMatch(unread);
    if (read) expect(r.read.links).toEqual(read);
  });
});
