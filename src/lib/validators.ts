/**
 * Input rules of spec section 5 as pure functions. Each returns the message to show, or null when the input is
 * acceptable, so a form can show it under the field and keep what the driver typed.
 */

/** Emoji and the characters / : * ? < | ' % > & " \ (the server rejects them in free text). */
const FORBIDDEN = /[/:*?<|'%>&"\\]|\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Emoji, including the invisible parts of emoji sequences (skin tones, the emoji variation selector, keycaps, the
 * zero-width joiner) that survive when a picture is half-deleted.
 */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u{FE0F}|\u{20E3}|\u{200D}/u;

export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

const NAME_FORBIDDEN = /[/\\:*?"<'>]/;

/**
 * Names: empty is fine (optional field); no / \ : * ? " < ' >; no emoji (a name is printed on invoices and read
 * out by parking staff); no leading or trailing spaces.
 */
export function validateName(name: string): string | null {
  if (name === '') return null;
  if (NAME_FORBIDDEN.test(name)) return '名称不能包含下列任何字符：/ \\ : * ? " < \' >';
  if (hasEmoji(name)) return '名称不能包含表情符号';
  if (name !== name.trim()) return '首尾不能有空格';
  return null;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643: 15 digits (old cards), or 17 digits and a check digit 0-9/X whose weighted sum mod 11 must agree. */
export function validateIdCard(id: string): string | null {
  if (!/^(\d{15}|\d{17}[\dXx])$/.test(id)) return '身份证长度或格式错误';
  if (id.length === 15) return null;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17]!.toUpperCase() ? null : '身份证号非法';
}

/** The check digit a 17-digit body needs (for tests and for building sample data). */
export function idCardCheckDigit(body17: string): string {
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body17[i]), 0);
  return ID_CHECK[sum % 11]!;
}

const PHONE = /^(?:\+86|0086)?1[3-9]\d{9}$/;

export function validatePhone(phone: string): string | null {
  return PHONE.test(phone) ? null : '请输入正确的手机号';
}

/** The eleven digits the server wants, without the +86/0086 prefix. */
export function normalisePhone(phone: string): string {
  return phone.replace(/^(\+86|0086)/, '');
}
