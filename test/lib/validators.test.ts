import fc from 'fast-check';
import { hasEmoji, hasForbiddenCharacters, idCardCheckDigit, normalisePhone, validateIdCard, validateName, validatePhone } from '@/lib/validators';

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

describe('emoji', () => {
  test.each(['😀', '🚗', '👍🏻', '❤️', '1️⃣', '👨‍👩‍👧', '🇨🇳'])('%s is an emoji', (e) => {
    expect(hasEmoji(`张${e}伟`)).toBe(true);
  });
  test.each(['张伟', '京A·12345', '（东门）', '100%', '《用户协议》', '①号停车场'])('%s is not', (t) => {
    expect(hasEmoji(t)).toBe(false);
  });
});

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
    expect(validateIdCard(id)).toBe(msg);
  });

  test('a body with its own check digit is valid, and any other digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), fc.constantFrom(...'0123456789X'), (body, digit) => {
        const right = idCardCheckDigit(body);
        expect(validateIdCard(body + right)).toBeNull();
        if (digit !== right) expect(validateIdCard(body + digit)).toBe('身份证号非法');
      }),
    );
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
