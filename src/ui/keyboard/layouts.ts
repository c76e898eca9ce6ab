import { PROVINCES, SPECIAL_KEYS } from '@/lib/plate';

/**
 * The on-screen keyboard layouts (spec section 2):
 * - full: digits and the 26 letters (QWERTY);
 * - compact: digits and letters without I, O and Q (vehicle identification numbers, e.g. the charging VIN);
 * - number: a digit pad (card passwords, amounts without decimals);
 * - plate: provinces or digits + letters without I/O (whichever the focused cell needs), and a second board of
 *   special plates (WJ, Hong Kong, Macau, learner, police, trailer, emergency) behind the switch key.
 */
export type KeyboardLayout = 'full' | 'compact' | 'number' | 'plate';

const DIGIT_ROW = '1234567890'.split('');
const row = (s: string) => s.split('');

export const BOARDS = {
  full: [DIGIT_ROW, row('QWERTYUIOP'), row('ASDFGHJKL'), row('ZXCVBNM')],
  compact: [DIGIT_ROW, row('WERTYUP'), row('ASDFGHJKL'), row('ZXCVBNM')],
  number: [row('123'), row('456'), row('789'), row('0')],
  plateProvince: [PROVINCES.slice(0, 10), PROVINCES.slice(10, 20), PROVINCES.slice(20, 30), PROVINCES.slice(30)],
  plateChars: [DIGIT_ROW, row('QWERTYUP'), row('ASDFGHJKL'), row('ZXCVBNM')],
  plateSpecial: [[...SPECIAL_KEYS]],
} satisfies Record<string, readonly (readonly string[])[]>;

/** What a screen reader says for keys whose face is not self-explanatory. */
export const KEY_LABELS: Record<string, string> = {
  WJ: 'WJ 武警车牌',
  港: '港 香港车牌',
  澳: '澳 澳门车牌',
  学: '学 教练车牌',
  警: '警 警用车牌',
  挂: '挂 挂车车牌',
  应急: '应急 应急车牌',
};
