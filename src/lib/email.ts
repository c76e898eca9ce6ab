/**
 * An e-mail address a driver types to receive an invoice. The rule is the invoice service's (local part of letters,
 * digits and . _ % + -, a domain of dot-separated labels ending in a 2+ letter top level, at most 64 characters),
 * so an address the form accepts is one the server accepts. Full-width characters typed on a Chinese keyboard
 * (＠, ．) are narrowed first: they are the commonest reason a correct-looking address is refused.
 */

export const MAX_EMAIL_LENGTH = 64;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** What the driver typed, as it will be sent: full-width characters narrowed, spaces at either end dropped. */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFKC').replace(/。/g, '.').trim();
}

/** Why this is not an address the invoice can be sent to, or null when it is. Reads the normalised form. */
export function emailProblem(raw: string): string | null {
  const v = normalizeEmail(raw);
  if (v === '') return '请填写接收发票的邮箱';
  if (/\s/.test(v)) return '邮箱地址不能包含空格';
  if (!v.includes('@')) return '邮箱地址缺少“@”，如name@example.com';
  if (v.length > MAX_EMAIL_LENGTH) return `邮箱地址不能超过${MAX_EMAIL_LENGTH}个字符`;
  if (!EMAIL.test(v)) return '请输入正确的邮箱地址，如name@example.com';
  return null;
}
