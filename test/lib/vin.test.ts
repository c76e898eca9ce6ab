import fc from 'fast-check';
import { CHECK_DIGIT_INDEX, checkVin, normaliseVin, VIN_CHARACTERS, vinCheckDigit, type VinFault } from '@/lib/vin';

const faults = (raw: string) => checkVin(raw).issues.map((i) => i.fault);

describe('real VINs pass', () => {
  test.each([
    '1M8GDM9AXKP042788', // the check digit is X
    '11111111111111111',
    '1HGCM82633A004352',
    '5GZCZ43D13S812715',
    'LRWYGCEE6PC123456',
    'LSVAU218XN2183294',
  ])('%s', (vin) => {
    expect(checkVin(vin)).toEqual({ vin, valid: true, issues: [], onlyCheckDigit: false, expectedCheckDigit: vin.charAt(8) });
  });
});

describe('each fault is named on its own', () => {
  test.each<[string, VinFault[], string[]]>([
    ['', ['empty'], ['请输入17位VIN码']],
    ['   ', ['empty'], ['请输入17位VIN码']],
    ['1M8GDM9AXKP04278', ['length'], ['VIN码应为17位，当前为16位']],
    ['1M8GDM9AXKP0427888', ['length'], ['VIN码应为17位，当前为18位']],
    ['1M8GDM9AXKP04278O', ['forbiddenLetters'], ['VIN码不含字母O，请核对是否为数字1或0']],
    ['IM8GDM9AXKPQ4278O', ['forbiddenLetters'], ['VIN码不含字母I、Q、O，请核对是否为数字1或0']],
    ['1M8GDM9AXKP04278-', ['otherCharacters'], ['VIN码只能包含字母和数字，请删除“-”']],
    ['1M8GDM9AXKP04278京', ['otherCharacters'], ['VIN码只能包含字母和数字，请删除“京”']],
    ['1M8GDM9A1KP042788', ['checkDigit'], ['VIN码第9位校验位应为X，请核对后重新输入']],
    ['WP0ZZZ99ZTS392124', ['checkDigit'], ['VIN码第9位校验位应为8，请核对后重新输入']],
    // several at once: every one is said, and the check digit is not judged on characters it cannot read
    ['O-1', ['length', 'forbiddenLetters', 'otherCharacters'], ['VIN码应为17位，当前为3位', 'VIN码不含字母O，请核对是否为数字1或0', 'VIN码只能包含字母和数字，请删除“-”']],
    ['1M8GDM9A1KP04278O', ['forbiddenLetters'], ['VIN码不含字母O，请核对是否为数字1或0']],
  ])('%j → %j', (raw, expected, messages) => {
    const check = checkVin(raw);
    expect(check.issues.map((i) => i.fault)).toEqual(expected);
    expect(check.issues.map((i) => i.message)).toEqual(messages);
    expect(check.valid).toBe(false);
  });
});

describe('only a check-digit fault can be confirmed (imported cars)', () => {
  test.each([
    ['WP0ZZZ99ZTS392124', true],
    ['1M8GDM9A1KP042788', true],
    ['1M8GDM9AXKP042788', false],
    ['1M8GDM9A1KP04278', false],
    ['WP0ZZZ99ZTS39212O', false],
  ])('%s → %s', (raw, only) => {
    expect(checkVin(raw).onlyCheckDigit).toBe(only);
  });
});

describe('normalising', () => {
  test.each([
    [' 1m8gdm9axkp042788 ', '1M8GDM9AXKP042788'],
    ['1M8 GDM9 AXKP 042788', '1M8GDM9AXKP042788'],
    ['１Ｍ８ＧＤＭ９ＡＸＫＰ０４２７８８', '1M8GDM9AXKP042788'],
    ['\u30001M8GDM9AXKP042788\t', '1M8GDM9AXKP042788'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (raw, vin) => {
    expect(normaliseVin(raw)).toBe(vin);
  });

  test('what the driver typed is checked as normalised', () => {
    expect(checkVin(' lsvau218xn2183294 ')).toMatchObject({ vin: 'LSVAU218XN2183294', valid: true });
  });
});

test('the check digit of 17 readable characters, and none otherwise', () => {
  expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  expect(vinCheckDigit('11111111111111111')).toBe('1');
  expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeNull();
  expect(vinCheckDigit('1M8GDM9AXKP04278O')).toBeNull();
});

describe('properties', () => {
  const readable = fc.constantFrom(...Array.from(VIN_CHARACTERS));
  /** Seventeen readable characters with the correct check digit put in position 9. */
  const validVin = fc.array(readable, { minLength: 17, maxLength: 17 }).map((cs) => {
    const draft = cs.join('');
    const digit = vinCheckDigit(draft) as string;
    return draft.slice(0, CHECK_DIGIT_INDEX) + digit + draft.slice(CHECK_DIGIT_INDEX + 1);
  });

  test('a VIN built with its check digit is valid, however it is typed', () => {
    fc.assert(
      fc.property(validVin, fc.boolean(), (vin, lower) => {
        const typed = lower ? ` ${vin.toLowerCase()} ` : vin;
        expect(checkVin(typed)).toEqual({ vin, valid: true, issues: [], onlyCheckDigit: false, expectedCheckDigit: vin.charAt(8) });
      }),
    );
  });

  test('another character in position 9 fails the check digit and nothing else', () => {
    fc.assert(
      fc.property(validVin, readable, (vin, other) => {
        fc.pre(other !== vin.charAt(CHECK_DIGIT_INDEX));
        const changed = vin.slice(0, CHECK_DIGIT_INDEX) + other + vin.slice(CHECK_DIGIT_INDEX + 1);
        const check = checkVin(changed);
        expect(check.issues.map((i) => i.fault)).toEqual(['checkDigit']);
        expect(check.onlyCheckDigit).toBe(true);
        expect(check.expectedCheckDigit).toBe(vin.charAt(CHECK_DIGIT_INDEX));
      }),
    );
  });

  test('any other single change of a valid VIN is caught', () => {
    fc.assert(
      fc.property(validVin, fc.integer({ min: 0, max: 16 }), readable, (vin, at, other) => {
        fc.pre(at !== CHECK_DIGIT_INDEX && other !== vin.charAt(at));
        const changed = vin.slice(0, at) + other + vin.slice(at + 1);
        // A single substitution changes the weighted sum by (a−b)·w, w ≠ 0; it can still cancel mod 11 when two
        // letters share a value (A and J are both 1), so only a change of value must be caught.
        const sameValue = vinCheckDigit(changed) === vinCheckDigit(vin);
        expect(faults(changed)).toEqual(sameValue ? [] : ['checkDigit']);
      }),
    );
  });

  test('normalising is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => expect(normaliseVin(normaliseVin(s))).toBe(normaliseVin(s))));
  });
});
