/**
 * A vehicle identification number (VIN, 车辆识别代号) as GB 16735 / ISO 3779 define it: 17 letters and digits,
 * never I, O or Q (they read as 1 and 0), position 9 a check digit over the other sixteen. The charging service
 * binds a VIN to a driver for plug-and-charge, so a mistyped one must be caught before it is saved.
 */
export const VIN_LENGTH = 17;
/** Position 9 (index 8) holds the check digit. */
export const CHECK_DIGIT_INDEX = 8;

/** What can be wrong with a VIN; each comes with its own message so the driver knows what to fix. */
export type VinFault = 'empty' | 'length' | 'forbiddenLetters' | 'otherCharacters' | 'checkDigit';

export interface VinIssue {
  fault: VinFault;
  message: string;
}

export interface VinCheck {
  /** The VIN as it would be saved (see normaliseVin). */
  vin: string;
  /** Nothing is wrong. */
  valid: boolean;
  /** Every fault found, in the order the driver should fix them. */
  issues: VinIssue[];
  /**
   * The check digit is the only fault. Imported cars often carry a VIN without the check digit (position 9 is
   * a plain character in Europe), so such a VIN may still be saved once the driver confirms it.
   */
  onlyCheckDigit: boolean;
  /** The check digit the other sixteen characters call for; null when they cannot be read. */
  expectedCheckDigit: string | null;
}

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Transliteration of GB 16735 appendix: A–H 1–8, J–N 1–5, P 7, R 9, S–Z 2–9; digits are themselves. */
const VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
};

/** Every character a VIN may hold. */
export const VIN_CHARACTERS = Object.keys(VALUES).sort().join('');

const FORBIDDEN = new Set(['I', 'O', 'Q']);

/**
 * What the driver typed, as a VIN is written: upper case, no spaces. Full-width letters and digits (a Chinese
 * keyboard's) become ASCII, and spaces anywhere go, since VINs are often copied from a registration certificate
 * that prints them in groups.
 */
export function normaliseVin(raw: string | null | undefined): string {
  return (raw ?? '')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]+/g, '')
    .toUpperCase();
}

/**
 * The check digit for a VIN's 17 characters (position 9 itself has weight 0, so whatever it holds is ignored):
 * the weighted sum modulo 11, 10 written 'X'. Null when a character has no value (wrong length, I/O/Q, others).
 */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = VALUES[vin.charAt(i)];
    if (value === undefined) return null;
    sum += value * (WEIGHTS[i] as number);
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

const unique = (chars: string[]) => [...new Set(chars)];

/** Checks a VIN as typed (normalised first) and names each fault with a message in the driver's words. */
export function checkVin(raw: string | null | undefined): VinCheck {
  const vin = normaliseVin(raw);
  if (vin === '') {
    return { vin, valid: false, issues: [{ fault: 'empty', message: '请输入17位VIN码' }], onlyCheckDigit: false, expectedCheckDigit: null };
  }
  const chars = Array.from(vin);
  const issues: VinIssue[] = [];
  if (chars.length !== VIN_LENGTH) {
    issues.push({ fault: 'length', message: `VIN码应为17位，当前为${chars.length}位` });
  }
  const forbidden = unique(chars.filter((c) => FORBIDDEN.has(c)));
  if (forbidden.length > 0) {
    issues.push({ fault: 'forbiddenLetters', message: `VIN码不含字母${forbidden.join('、')}，请核对是否为数字1或0` });
  }
  const others = unique(chars.filter((c) => !FORBIDDEN.has(c) && VALUES[c] === undefined));
  if (others.length > 0) {
    issues.push({ fault: 'otherCharacters', message: `VIN码只能包含字母和数字，请删除“${others.join('')}”` });
  }
  const expected = issues.length === 0 ? vinCheckDigit(vin) : null;
  if (expected !== null && vin.charAt(CHECK_DIGIT_INDEX) !== expected) {
    issues.push({ fault: 'checkDigit', message: `VIN码第9位校验位应为${expected}，请核对后重新输入` });
  }
  return {
    vin,
    valid: issues.length === 0,
    issues,
    onlyCheckDigit: issues.length === 1 && issues[0]?.fault === 'checkDigit',
    expectedCheckDigit: expected,
  };
}
