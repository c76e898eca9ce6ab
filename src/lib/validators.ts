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
/**
 * Invisible characters that reverse how text reads (U+202A–U+202E, U+2066–U+2069): a name like 'abc\u202Egnp.exe'
 * shows as something it is not, so no name or free text takes them.
 */
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

export function hasDirectionOverride(text: string): boolean {
  return DIRECTION_OVERRIDE.test(text);
}

/** The message for free text (descriptions, remarks, replies) that carries them, or null. */
export function validateFreeText(text: string): string | null {
  return hasDirectionOverride(text) ? '不能包含不可见的文字方向控制字符' : null;
}

export function validateName(name: string): string | null {
  if (name === '') return null;
  if (hasDirectionOverride(name)) return '名称不能包含不可见的文字方向控制字符';
  if (NAME_FORBIDDEN.test(name)) return '名称不能包含下列任何字符：/ \\ : * ? " < \' >';
  if (hasEmoji(name)) return '名称不能包含表情符号';
  if (name !== name.trim()) return '首尾不能有空格';
  return null;
}

/** The most characters the server keeps of a person's or company's name it is sent (所有人, 车主姓名). */
export const MAX_PERSON_NAME = 30;

/**
 * A name the server keeps (the owner on a driving licence, a pass's 车主姓名): required, validateName's rule, at most
 * MAX_PERSON_NAME characters. One rule for the server's check (mocks/services/special/input.ts) and the forms', so
 * a form never lets through what the server refuses, and both say it in the same words.
 */
export function personNameError(name: string, label: string): string | null {
  if (name.trim() === '') return `请输入${label}`;
  return validateName(name) ?? ([...name].length > MAX_PERSON_NAME ? `${label}不能超过${MAX_PERSON_NAME}个字` : null);
}

/**
 * The owner (所有人) as printed on a driving licence, as a claim form checks it before sending it trimmed (a plate's,
 * a VIN's): the server's rule on what it will receive.
 */
export function licenceOwnerError(raw: string): string | null {
  const name = raw.trim();
  return name === '' ? '请输入行驶证上的所有人' : personNameError(name, '所有人');
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * First two digits of a citizen number: the province-level codes of GB/T 2260 (11-15, 21-23, 31-37, 41-46, 50-54,
 * 61-65), 71 Taiwan, 81 Hong Kong and 82 Macau, and 83, which the residence permits of Taiwan residents use (the
 * permits of Hong Kong and Macau residents use 81 and 82).
 */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

/**
 * Whether the number's region is a real one. The 2023 foreigners' permanent residence card is built like a citizen
 * number with a leading 9 before the issuing province's code ('911…' issued in Beijing), so its next two digits count.
 */
function knownRegion(id: string): boolean {
  const code = id[0] === '9' && id.length === 18 ? Number(id.slice(1, 3)) : Number(id.slice(0, 2));
  return PROVINCES.has(code);
}

/** 'YYYYMMDD' of a day in Beijing (UTC+8), whatever the device's zone: birth dates are Beijing calendar days. */
function beijingYmd(now: number): string {
  const d = new Date(now + 8 * 3600_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** A birth date that existed: a real calendar day, from 1900 on, not after today. */
function possibleBirthDate(ymd: string, now: number): boolean {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const day = new Date(Date.UTC(y, m - 1, d));
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return real && y >= 1900 && ymd <= beijingYmd(now);
}

/**
 * GB 11643: 15 digits (old cards, born 19YYMMDD), or 17 digits and a check digit 0-9/X whose weighted sum mod 11
 * must agree. Beyond the spec's check digit, a number whose first two digits name no province, or whose birth date
 * is impossible (19921340) or after today, is '身份证号非法' too: a matching check digit says nothing about those
 * digits, and a number made up to pass the check usually fails them. `now` is the clock that decides "today".
 */
export function validateIdCard(id: string, now: number = Date.now()): string | null {
  if (!/^(\d{15}|\d{17}[\dXx])$/.test(id)) return '身份证长度或格式错误';
  if (!knownRegion(id)) return '身份证号非法';
  const birth = id.length === 15 ? `19${id.slice(6, 12)}` : id.slice(6, 14);
  if (!possibleBirthDate(birth, now)) return '身份证号非法';
  if (id.length === 15) return null;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17]!.toUpperCase() ? null : '身份证号非法';
}

/** The check digit a 17-digit body needs (for tests and for building sample data). */
export function idCardCheckDigit(body17: string): string {
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body17[i]), 0);
  return ID_CHECK[sum % 11]!;
}

/** The categories of the second-generation disability certificate (第二代残疾人证), its 19th digit. */
export const DISABILITY_CATEGORIES: Readonly<Record<number, string>> = {
  1: '视力残疾', 2: '听力残疾', 3: '言语残疾', 4: '肢体残疾', 5: '智力残疾', 6: '精神残疾', 7: '多重残疾',
};

/** Its levels, the 20th digit: 一级 is the most severe. */
export const DISABILITY_LEVELS: Readonly<Record<number, string>> = { 1: '一级', 2: '二级', 3: '三级', 4: '四级' };

/**
 * A second-generation disability certificate number: the holder's 18-character citizen number (its last may be X),
 * then the category (1-7) and the level (1-4). The citizen number is checked by validateIdCard's rules.
 */
export function validateDisabilityCertNo(certNo: string, now: number = Date.now()): string | null {
  if (!/^\d{17}[\dXx]\d{2}$/.test(certNo)) return '残疾人证号应为20位数字';
  if (validateIdCard(certNo.slice(0, 18), now) !== null) return '残疾人证号中的身份证号非法';
  if (!DISABILITY_CATEGORIES[Number(certNo[18])]) return '残疾类别应为1-7';
  if (!DISABILITY_LEVELS[Number(certNo[19])]) return '残疾等级应为1-4';
  return null;
}

const PHONE = /^(?:\+86|0086)?1[3-9]\d{9}$/;

export function validatePhone(phone: string): string | null {
  return PHONE.test(phone) ? null : '请输入正确的手机号';
}

/** The eleven digits the server wants, without the +86/0086 prefix. */
export function normalisePhone(phone: string): string {
  return phone.replace(/^(\+86|0086)/, '');
}
