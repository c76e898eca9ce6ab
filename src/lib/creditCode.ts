/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from 0-9 and the capital
 * letters but I, O, S, V and Z; positions 3-8 are the registering authority's region code (digits); position 18
 * is a check character over the first 17 (weights 3^i mod 31). Pure: the app's forms and the mock server both use
 * it, so a code the form accepts is one the server accepts.
 */

export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_LENGTH = 18;
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const BASE = CREDIT_CODE_CHARS.length;

/** What a driver types, as the rule reads it: full-width characters narrowed, spaces and dashes out, capitals. */
export function normalizeCreditCode(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s-]+/g, '').toUpperCase();
}

/** The check character of 17 valid leading characters. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARS.indexOf(first17.charAt(i)) * (WEIGHTS[i] as number);
  return CREDIT_CODE_CHARS.charAt((BASE - (sum % BASE)) % BASE);
}

/**
 * Why this is not a valid code, in words a driver can act on, or null when it is. Strict: lower-case letters
 * and separators are faults here (normalizeCreditCode first for what a person typed).
 */
export function creditCodeProblem(code: string): string | null {
  if (code === '') return '请输入统一社会信用代码';
  const chars = [...code];
  if (chars.length !== CREDIT_CODE_LENGTH) return `统一社会信用代码应为18位，当前为${chars.length}位`;
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    if (/[a-z]/.test(c)) return `第${i + 1}位“${c}”应为大写字母`;
    if (!CREDIT_CODE_CHARS.includes(c)) return `第${i + 1}位“${c}”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母`;
  }
  for (let i = 2; i < 8; i += 1) {
    if (!/\d/.test(chars[i] as string)) return `第${i + 1}位应为数字：第3至8位是登记管理机关行政区划码`;
  }
  const expected = creditCodeCheckChar(code.slice(0, 17));
  if (code.charAt(17) !== expected) return '校验位（第18位）与前17位不符，请逐位核对';
  return null;
}

export function isCreditCode(code: string): boolean {
  return creditCodeProblem(code) === null;
}
