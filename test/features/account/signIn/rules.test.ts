import fc from 'fast-check';
import { PASSWORD_RULE_TEXT, validatePassword, validatePasswordConfirm } from '@/features/account/components/PasswordRules';
import { couponValue } from '@/features/account/components/WelcomeCoupons';
import { validateVerifyCode } from '@/features/account/signIn/codes';
import { carriedQuery, oauthCodeIn, signInTarget } from '@/features/account/signIn/targets';
import type { UserCoupon } from '@/api/coupon/types';

/** The mock's rule (mocks/services/driver/account.ts): what the client accepts, the server must accept. */
const SERVER_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

describe('validatePassword', () => {
  test.each([
    ['', '请输入密码'],
    ['a1', '密码长度须为8-20位'],
    ['a1234567890123456789x', '密码最多20位，当前21位'],
    ['abcdefgh', '密码须同时包含字母和数字'],
    ['12345678', '密码须同时包含字母和数字'],
    ['!@#$%^&*', '密码须同时包含字母和数字'],
    ['abcd 1234', '密码不能包含空格、中文或全角字符'],
    ['ａｂｃ12345', '密码不能包含空格、中文或全角字符'],
    ['密码abcd1234', '密码不能包含空格、中文或全角字符'],
    ['abcd1234', null],
    ['Driver@2026', null],
    ['a1234567890123456789', null],
  ])('%j → %s', (p, message) => {
    expect(validatePassword(p)).toBe(message);
  });

  test('agrees with the server rule for any string', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (p) => (validatePassword(p) === null) === SERVER_RULE.test(p)));
    fc.assert(fc.property(fc.stringMatching(/^[\x20-\x7e]{0,24}$/), (p) => (validatePassword(p) === null) === SERVER_RULE.test(p)));
  });

  test('the rule is stated in words, and the confirmation check', () => {
    expect(PASSWORD_RULE_TEXT).toContain('8-20位');
    expect(validatePasswordConfirm('abcd1234', '')).toBe('请再次输入密码');
    expect(validatePasswordConfirm('abcd1234', 'abcd1235')).toBe('两次输入的密码不一致');
    expect(validatePasswordConfirm('abcd1234', 'abcd1234')).toBeNull();
  });
});

test('verify codes are six digits', () => {
  expect(validateVerifyCode('')).toBe('请输入验证码');
  expect(validateVerifyCode('12345')).toBe('验证码为6位数字');
  expect(validateVerifyCode('12345a')).toBe('验证码为6位数字');
  expect(validateVerifyCode('123456')).toBeNull();
});

describe('signInTarget', () => {
  const t = (q: string) => signInTarget(new URLSearchParams(q));
  test.each([
    ['', '/home'],
    ['redirect=%2Fmine', '/mine'],
    ['enCodeUrl=%252FcarManage%253Fa%253D1', '/carManage?a=1'],
    ['redirect=%2Fmine&enCodeUrl=%2FcarManage', '/mine'],
    ['redirect=%2F%2Fevil.com', '/home'],
    ['redirect=%2F%5Cevil.com', '/home'],
    ['redirect=https%3Aevil.com', '/home'],
    ['redirect=%252F%252Fevil.com', '/home'],
    ['redirect=%2Flogin%3Fredirect%3D%2Fmine', '/home'],
    ['redirect=%2Fregistor', '/home'],
    ['redirect=%2FbindPhone', '/home'],
    ['redirect=%2Floginloading%3Fredirect%3D%252Fmine%26code%3Dx%26state%3Dy', '/mine'],
    ['redirect=%2Floginloading%3Fredirect%3D%252F%252Fevil.com%26code%3Dx', '/home'],
    ['redirect=%2Floginloading%3Fcode%3Dx', '/home'],
  ])('%j → %s', (q, target) => {
    expect(t(q)).toBe(target);
  });

  test('never leaves the origin, never a sign-in page, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (redirect, enCodeUrl) => {
        const target = signInTarget(new URLSearchParams({ redirect, enCodeUrl }));
        const url = new URL(target, 'https://app.invalid');
        return url.origin === 'https://app.invalid' && target.startsWith('/') && !target.startsWith('//')
          && !['/login', '/loginIndex', '/registor', '/loginloading', '/bindPhone'].includes(url.pathname);
      }),
    );
  });
});

test('carriedQuery passes redirect and enCodeUrl only', () => {
  expect(carriedQuery(new URLSearchParams('redirect=%2Fmine&mode=code&x=1'))).toBe('?redirect=%2Fmine');
  expect(carriedQuery(new URLSearchParams('enCodeUrl=%2Fa'), '&')).toBe('&enCodeUrl=%2Fa');
  expect(carriedQuery(new URLSearchParams(''))).toBe('');
});

test('oauthCodeIn reads the code only from our own /loginloading address', () => {
  expect(oauthCodeIn(new URLSearchParams({ redirect: '/loginloading?redirect=%2Fmine&code=wxc_1&state=s' }))).toBe('wxc_1');
  expect(oauthCodeIn(new URLSearchParams({ redirect: '//evil.com/loginloading?code=wxc_1' }))).toBeUndefined();
  expect(oauthCodeIn(new URLSearchParams({ redirect: '/mine?code=wxc_1' }))).toBeUndefined();
  expect(oauthCodeIn(new URLSearchParams(''))).toBeUndefined();
});

test('coupon values in the words of the card', () => {
  const base = { couponType: 1, faceValue: 500, discountRate: null } as UserCoupon;
  expect(couponValue(base)).toBe('5.00元');
  expect(couponValue({ ...base, couponType: 2, discountRate: 90 })).toBe('9折');
  expect(couponValue({ ...base, couponType: 2, discountRate: 85 })).toBe('8.5折');
  expect(couponValue({ ...base, couponType: 3 })).toBe('免费停车');
});
