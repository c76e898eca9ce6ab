import fc from 'fast-check';
import {
  CREDIT_CODE_CHARS, creditCodeCheckChar, creditCodeProblem, isCreditCode, normalizeCreditCode,
} from '@/lib/creditCode';

describe('real codes pass', () => {
  test.each([
    '91350100M000100Y43', // the standard's own example
    '91440300708461136T',
    '91110000100006485K',
    '91110105MA01A2B3C4', // the mock's issuers and titles use codes made by the same rule
  ])('%s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
    expect(isCreditCode(code)).toBe(true);
  });
});

describe('each fault is said in words a driver can act on', () => {
  test.each([
    ['', '请输入统一社会信用代码'],
    ['91350100M000100Y4', '统一社会信用代码应为18位，当前为17位'],
    ['91350100M000100Y433', '统一社会信用代码应为18位，当前为19位'],
    ['91350100m000100Y43', '第9位“m”应为大写字母'],
    ['91350100M000100I43', '第16位“I”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母'],
    ['9135010OM000100Y43', '第8位“O”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母'],
    ['91350100M000100Y4-', '第18位“-”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母'],
    ['9135A100M000100Y43', '第5位应为数字：第3至8位是登记管理机关行政区划码'],
    ['91350100M000100Y44', '校验位（第18位）与前17位不符，请逐位核对'],
    ['91350100M000100Y34', '校验位（第18位）与前17位不符，请逐位核对'],
  ])('%j → %s', (code, message) => {
    expect(creditCodeProblem(code)).toBe(message);
    expect(isCreditCode(code)).toBe(false);
  });
});

test('what a person typed is normalised before the strict rule reads it', () => {
  expect(normalizeCreditCode(' 9135 0100-m000 100y43 ')).toBe('91350100M000100Y43');
  expect(normalizeCreditCode('９１３５０１００Ｍ０００１００Ｙ４３')).toBe('91350100M000100Y43');
  expect(isCreditCode(normalizeCreditCode('91350100m000100y43'))).toBe(true);
});

const codeChar = fc.constantFrom(...CREDIT_CODE_CHARS);
const digit = fc.constantFrom(...'0123456789');
/** 17 leading characters the rule allows (positions 3-8 digits), completed with their check character. */
const validCode = fc
  .tuple(fc.array(codeChar, { minLength: 2, maxLength: 2 }), fc.array(digit, { minLength: 6, maxLength: 6 }), fc.array(codeChar, { minLength: 9, maxLength: 9 }))
  .map(([a, b, c]) => {
    const first17 = [...a, ...b, ...c].join('');
    return first17 + creditCodeCheckChar(first17);
  });
/** Any character a person might type by mistake: the code's own, lower case, the excluded letters, punctuation, CJK. */
const anyChar = fc.oneof(codeChar, fc.constantFrom(...'abcxyzIOSVZ-_ .·京'), fc.string({ minLength: 1, maxLength: 1 }));

test('property: every code made by the rule passes', () => {
  fc.assert(fc.property(validCode, (code) => creditCodeProblem(code) === null), { numRuns: 500 });
});

test('property: any single changed character fails', () => {
  fc.assert(
    fc.property(validCode, fc.nat({ max: 17 }), anyChar, (code, at, c) => {
      fc.pre(code.charAt(at) !== c);
      const changed = code.slice(0, at) + c + code.slice(at + 1);
      return creditCodeProblem(changed) !== null;
    }),
    { numRuns: 2000 },
  );
});

test('property: a dropped or an added character fails on the length', () => {
  fc.assert(
    fc.property(validCode, fc.nat({ max: 17 }), codeChar, (code, at, c) => {
      const shorter = code.slice(0, at) + code.slice(at + 1);
      const longer = code.slice(0, at) + c + code.slice(at);
      return creditCodeProblem(shorter) === '统一社会信用代码应为18位，当前为17位' && creditCodeProblem(longer) === '统一社会信用代码应为18位，当前为19位';
    }),
  );
});
