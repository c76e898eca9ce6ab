import fc from 'fast-check';
import {
  hasDirectionOverride, hasEmoji, hasForbiddenCharacters, idCardCheckDigit, normalisePhone, validateDisabilityCertNo, validateIdCard, validateFreeText, validateName, validatePhone,
} from '@/lib/validators';

describe('forbidden characters', () => {
  test.each(['/', ':', '*', '?', '<', '|', "'", '%', '>', '&', '"', '\\', '😀', '🚗', '👍🏻'])('%s is rejected', (c) => {
    expect(hasForbiddenCharacters(`停车${c}场`)).toBe(true);
  });
  test.each(['张伟', '京A12345', 'Parking Lot 3', '朝阳区建国路88号', '（东门）'])('%s is fine', (t) => {
    expect(hasForbiddenCharacters(t)).toBe(false);
  });
});

describe('name', () => {
  test.each([
    ['', null],
    ['张伟', null],
    ['Li Na', null],
    ['张/伟', '名称不能包含下列任何字符：/ \\ : * ? " < \' >'],
    ['a"b', '名称不能包含下列任何字符：/ \\ : * ? " < \' >'],
    [' 张伟', '首尾不能有空格'],
    ['张伟 ', '首尾不能有空格'],
    ['张伟🚗', '名称不能包含表情符号'],
    ['李娜👍🏻', '名称不能包含表情符号'],
    ['老王❤️', '名称不能包含表情符号'],
    ['🇨🇳张伟', '名称不能包含表情符号'],
    ['张伟\u{1F3FB}', '名称不能包含表情符号'],
    ['张\u200D伟', '名称不能包含表情符号'],
    ['欧阳·娜娜', null],
    ['Zhang Wei 3', null],
  ])('%j → %j', (name, msg) => {
    expect(validateName(name)).toBe(msg);
  });
});

describe('direction overrides (U+202A–U+202E, U+2066–U+2069)', () => {
  test.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])('%j is refused in a name and in free text', (c) => {
    expect(validateName(`张${c}伟`)).toBe('名称不能包含不可见的文字方向控制字符');
    expect(validateFreeText(`收费${c}不对`)).toBe('不能包含不可见的文字方向控制字符');
  });

  test('ordinary text, with its marks and the left-to-right mark, passes', () => {
    expect(hasDirectionOverride('京A12345 我14:05就离场了\u200E')).toBe(false);
    expect(validateFreeText('收费<预期')).toBeNull();
  });
});

describe('emoji', () => {
  test.each(['😀', '🚗', '👍🏻', '❤️', '1️⃣', '👨‍👩‍👧', '🇨🇳'])('%s is an emoji', (e) => {
    expect(hasEmoji(`张${e}伟`)).toBe(true);
  });
  test.each(['张伟', '京A·12345', '（东门）', '100%', '《用户协议》', '①号停车场'])('%s is not', (t) => {
    expect(hasEmoji(t)).toBe(false);
  });
});

/** A 17-digit body with the check digit it needs: only the other rules can fail it. */
const withCheck = (body17: string) => body17 + idCardCheckDigit(body17);
/** 2026-03-02 00:30 in Beijing (still 1 March in UTC): "today" for the birth-date rule. */
const NOW = Date.UTC(2026, 2, 1, 16, 30);

describe('ID card (GB 11643)', () => {
  test.each([
    ['11010519491231002X', null],
    ['11010519491231002x', null],
    ['110105194912310021', '身份证号非法'],
    ['110105491231002', null],
    ['1101051949123100', '身份证长度或格式错误'],
    ['11010519491231002Y', '身份证长度或格式错误'],
    ['', '身份证长度或格式错误'],
  ])('%s → %j', (id, msg) => {
    expect(validateIdCard(id, NOW)).toBe(msg);
  });

  // Each number carries the check digit it needs, so only the region or the birth date can fail it.
  test.each([
    ['a real Beijing number', withCheck('11010519880512123'), null],
    ['month 13, day 40', withCheck('11010519921340123'), '身份证号非法'],
    ['31 April', withCheck('11010519920431123'), '身份证号非法'],
    ['29 February of a leap year', withCheck('11010520000229123'), null],
    ['29 February of 1900 (no leap year)', withCheck('11010519000229123'), '身份证号非法'],
    ['born before 1900', withCheck('11010518991231123'), '身份证号非法'],
    ['born today in Beijing (still yesterday in UTC)', withCheck('11010520260302123'), null],
    ['born tomorrow', withCheck('11010520260303123'), '身份证号非法'],
    ['born in 2099', withCheck('11010520990101123'), '身份证号非法'],
    ['region 10 (no province)', withCheck('10010519880512123'), '身份证号非法'],
    ['region 20', withCheck('20010519880512123'), '身份证号非法'],
    ['region 99', withCheck('99010519880512123'), '身份证号非法'],
    ['region 66', withCheck('66010519880512123'), '身份证号非法'],
    ['Inner Mongolia 15', withCheck('15010519880512123'), null],
    ['Xinjiang 65', withCheck('65010519880512123'), null],
    ['Hainan 46', withCheck('46010519880512123'), null],
    ['Taiwan 71', withCheck('71000019880512123'), null],
    ['Hong Kong residence permit 81', withCheck('81000019880512123'), null],
    ['Macau residence permit 82', withCheck('82000019880512123'), null],
    ['Taiwan residence permit 83', withCheck('83000019880512123'), null],
    ['foreigner card issued in Beijing (911…)', withCheck('91115619880512123'), null],
    ['foreigner card issued in Guangdong (944…)', withCheck('94415619880512123'), null],
    ['foreigner card with no province (910…)', withCheck('91015619880512123'), '身份证号非法'],
    ['15 digits: impossible date', '110105921340002', '身份证号非法'],
    ['15 digits: 29 February 1990', '110105900229002', '身份证号非法'],
    ['15 digits: 29 February 1992', '110105920229002', null],
    ['15 digits: no province', '990105880512002', '身份证号非法'],
    ['15 digits cannot be foreigners', '911056880512002', '身份证号非法'],
  ])('%s', (_what, id, msg) => {
    expect(validateIdCard(id, NOW)).toBe(msg);
  });

  test('the fault of the shape is reported before the others', () => {
    expect(validateIdCard('99991399999', NOW)).toBe('身份证长度或格式错误');
  });

  test('today is read on the clock it is given', () => {
    const id = withCheck('11010520260303123');
    expect(validateIdCard(id, NOW)).toBe('身份证号非法');
    expect(validateIdCard(id, NOW + 86_400_000)).toBeNull();
  });

  const provinces = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65];
  const realBody = fc
    .tuple(fc.constantFrom(...provinces), fc.stringMatching(/^\d{4}$/), fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true }), fc.stringMatching(/^\d{3}$/))
    .map(([p, area, born, seq]) => `${p}${area}${born.toISOString().slice(0, 10).replace(/-/g, '')}${seq}`);

  test('a real body with its own check digit is valid, and any other digit is not', () => {
    fc.assert(
      fc.property(realBody, fc.constantFrom(...'0123456789X'), (body, digit) => {
        const right = idCardCheckDigit(body);
        expect(validateIdCard(body + right, NOW)).toBeNull();
        expect(validateIdCard(body + right.toLowerCase(), NOW)).toBeNull();
        if (digit !== right) expect(validateIdCard(body + digit, NOW)).toBe('身份证号非法');
      }),
    );
  });

  test('whatever the check digit, a body without a province or a real birth date is refused', () => {
    const noProvince = fc.integer({ min: 0, max: 99 }).filter((n) => !provinces.includes(n) && ![71, 81, 82, 83].includes(n) && n < 90);
    fc.assert(
      fc.property(noProvince, fc.stringMatching(/^\d{11}$/), (p, rest) => {
        const body = `${String(p).padStart(2, '0')}0105${rest}`;
        expect(validateIdCard(withCheck(body.slice(0, 17)), NOW)).toBe('身份证号非法');
      }),
    );
  });
});

describe('disability certificate number (第二代残疾人证)', () => {
  const id = withCheck('11010519880512123');
  test.each([
    ['a real one: 肢体 二级', `${id}42`, null],
    ['a holder whose number ends in X', '11010519491231002X11', null],
    ['lower-case x', '11010519491231002x74', null],
    ['19 characters', `${id}4`, '残疾人证号应为20位数字'],
    ['21 characters', `${id}423`, '残疾人证号应为20位数字'],
    ['letters', `${id}A2`, '残疾人证号应为20位数字'],
    ['X in the wrong place', `${id.slice(0, 17)}4X2`, '残疾人证号应为20位数字'],
    ['empty', '', '残疾人证号应为20位数字'],
    ['a wrong check digit in the citizen number', '11010519491231002142', '残疾人证号中的身份证号非法'],
    ['an impossible birth date', `${withCheck('11010519921340123')}42`, '残疾人证号中的身份证号非法'],
    ['category 0', `${id}02`, '残疾类别应为1-7'],
    ['category 8', `${id}82`, '残疾类别应为1-7'],
    ['category 9', `${id}91`, '残疾类别应为1-7'],
    ['level 0', `${id}40`, '残疾等级应为1-4'],
    ['level 5', `${id}45`, '残疾等级应为1-4'],
    ['category 7, level 4', `${id}74`, null],
    ['category 1, level 1', `${id}11`, null],
  ])('%s', (_what, certNo, msg) => {
    expect(validateDisabilityCertNo(certNo, NOW)).toBe(msg);
  });
});

describe('phone', () => {
  test.each([
    ['13800138000', null],
    ['+8613800138000', null],
    ['008619912345678', null],
    ['12800138000', '请输入正确的手机号'],
    ['1380013800', '请输入正确的手机号'],
    ['+8513800138000', '请输入正确的手机号'],
    ['138 0013 8000', '请输入正确的手机号'],
  ])('%s → %j', (p, msg) => {
    expect(validatePhone(p)).toBe(msg);
  });

  test('any valid number normalises to its 11 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '+86', '0086'), fc.stringMatching(/^1[3-9]\d{9}$/), (prefix, digits) => {
        expect(validatePhone(prefix + digits)).toBeNull();
        expect(normalisePhone(prefix + digits)).toBe(digits);
      }),
    );
  });
});
