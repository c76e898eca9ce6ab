import type { AccountCheck, ChallengeCode } from '../../src/api/auth/types';
import { badRequest, MockFail } from '../core/fail';
import type { MockRouter } from '../core/router';
import { optStr, phone, str } from '../core/validate';
import type { Db } from '../db';
import { OPENID_A } from '../db/accounts';
import { revokeDriverTokens, rotateTokenPair } from '../db/tokens';
import { svgDataUrl } from '../db/content';
import {
  activeDriverByPhone, activeDriverByThirdId, CODE_BIND_PHONE, CODE_NEED_CHALLENGE, maskPhone, requireVerifyCode, signIn, wireTime,
} from './driver/account';

/**
 * Wrong-password protection, kept simple: after MAX_FAILS consecutive wrong passwords for a phone, a password
 * sign-in must also carry {challengeId, challengeCode} from getChallengeCode (a 4-digit picture code, single use,
 * 5 minutes). Without one the answer is 0xd12501023; a right password with a right code clears the count, as
 * does a code sign-in or a password reset. Tests read the code from db.challenges; people read the picture.
 */
const MAX_FAILS = 3;
const CHALLENGE_TTL_MS = 5 * 60_000;
const OAUTH_CODE_TTL_MS = 5 * 60_000;

function challengeImage(code: string): string {
  const chars = [...code].map((c, i) =>
    `<text x="${18 + i * 24}" y="${30 + (i % 2 ? 4 : -3)}" transform="rotate(${i % 2 ? 8 : -8} ${18 + i * 24} 28)" font-size="26" font-family="monospace" fill="#2b3a67">${c}</text>`).join('');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#eef2fb"/>` +
      `<path d="M4 30 C30 6, 70 40, 116 12" stroke="#9fb0d8" fill="none"/>${chars}</svg>`,
  );
}

function failuresOf(db: Db, p: string): number {
  return db.loginFailures.get(p) ?? 0;
}

/** Checks and consumes the challenge the sign-in carries; throws when it is required and wrong or missing. */
function passChallenge(db: Db, p: string, input: Record<string, unknown>, now: number) {
  if (failuresOf(db, p) < MAX_FAILS) return;
  const id = optStr(input, 'challengeId');
  const code = optStr(input, 'challengeCode');
  if (!id || !code) throw new MockFail(CODE_NEED_CHALLENGE, '密码错误次数过多，请输入图形验证码后再登录');
  const ch = db.challenges.find((c) => c.challengeId === id && c.phone === p && !c.used && c.expiresAt > now);
  if (ch) ch.used = true;
  if (!ch || ch.code !== code) throw new MockFail(CODE_NEED_CHALLENGE, '图形验证码错误或已过期，请刷新后重新输入');
}

/** The auth service: sign-in by password, code or WeChat; sign-out; token refresh. */
export function registerAuth(r: MockRouter) {
  r.post('/auth/v2/api/driver/login', ({ db, req, now }) => {
    const p = phone(req.input);
    const password = str(req.input, 'password', '密码');
    const d = activeDriverByPhone(db, p);
    if (!d) throw new MockFail('0xd12501003', '该手机号未注册，请先注册');
    passChallenge(db, p, req.input, now());
    if (!d.password) throw new MockFail('0xd12501002', '该账号尚未设置密码，请使用验证码登录');
    if (password !== d.password) {
      const fails = failuresOf(db, p) + 1;
      db.loginFailures.set(p, fails);
      const left = MAX_FAILS - fails;
      throw new MockFail('0xd12501002', left > 0 ? `手机号或密码错误，还可尝试${left}次` : '手机号或密码错误，请输入图形验证码后重试');
    }
    return signIn(db, d, now());
  });

  r.get('/auth/v2/api/driver/loginInfo', ({ requireDriver }) => {
    const d = requireDriver();
    return {
      driverId: d.driverId, phone: d.phone, maskedPhone: maskPhone(d.phone), userName: d.userName, nickName: d.nickName,
      dealerId: d.dealerId, thirdBound: d.thirdIds.length > 0, registeredAt: wireTime(d.registeredAt),
    };
  });

  // Signs the driver out everywhere: every token of the driver stops working, refresh tokens too.
  r.get('/auth/v2/api/driver/logout', ({ db, requireDriver }) => {
    revokeDriverTokens(db, requireDriver().driverId);
    return null;
  });

  r.post('/auth/v2/api/driver/loginByVerifyCode', ({ db, req, now }) => {
    const p = phone(req.input);
    requireVerifyCode(req.input);
    const d = activeDriverByPhone(db, p);
    if (!d) throw new MockFail('0xd12501003', '该手机号未注册，请先注册');
    return signIn(db, d, now());
  });

  r.post('/auth/v2/api/getChallengeCode', ({ db, req, now }) => {
    const p = phone(req.input);
    const challengeId = db.seq.next('CH');
    // Deterministic from the sequence so runs repeat; 4 digits the picture shows.
    const code = String((Number(challengeId.slice(2)) * 7919) % 10000).padStart(4, '0');
    db.challenges.push({ challengeId, phone: p, code, expiresAt: now() + CHALLENGE_TTL_MS, used: false });
    const answer: ChallengeCode = { challengeId, image: challengeImage(code), expiresIn: CHALLENGE_TTL_MS / 1000 };
    return answer;
  });

  r.post('/auth/v2/api/checkAccount', ({ db, req }) => {
    const p = phone(req.input);
    const fails = failuresOf(db, p);
    const answer: AccountCheck = { registered: !!activeDriverByPhone(db, p), needChallenge: fails >= MAX_FAILS, attemptsLeft: Math.max(0, MAX_FAILS - fails) };
    return answer;
  });

  /**
   * The mock stands in for WeChat: instead of WeChat's authorise page it answers the app's own redirectUri
   * (default `${origin}/loginloading`) with a fresh code, as WeChat would after the user agreed. The WeChat
   * user is driver A's openid unless the (mock-only) `openid` query names another, e.g. 'oWx_demo_new'.
   */
  r.get('/auth/v2/api/wechat/oAuthUrl', ({ db, req, now }) => {
    const redirect = optStr(req.input, 'redirectUri') ?? `${req.origin}/loginloading`;
    let target: URL;
    try {
      target = new URL(redirect);
    } catch {
      badRequest('回调地址格式不正确');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') badRequest('回调地址格式不正确');
    const code = `wxc_${db.seq.next('OA')}`;
    db.oauthCodes.push({ code, openid: optStr(req.input, 'openid') ?? OPENID_A, expiresAt: now() + OAUTH_CODE_TTL_MS, used: false });
    target.searchParams.set('code', code);
    target.searchParams.set('state', optStr(req.input, 'state') ?? 'STATE');
    return { url: target.href };
  });

  // An openid with no driver answers 0xd12501022 (bind a phone) and leaves the code usable for bindPhone.
  r.post('/auth/v2/api/driver/oAuthLogin', ({ db, req, now }) => {
    const code = str(req.input, 'code', '授权码');
    const rec = db.oauthCodes.find((c) => c.code === code && !c.used && c.expiresAt > now());
    if (!rec) badRequest('微信授权已失效，请重新授权');
    const d = activeDriverByThirdId(db, rec.openid);
    if (!d) throw new MockFail(CODE_BIND_PHONE, '该微信尚未绑定手机号，请先绑定手机号');
    rec.used = true;
    return { ...signIn(db, d, now()), openid: rec.openid };
  });

  r.post('/auth/v2/api/refreshToken', ({ db, req, now }) => rotateTokenPair(db, str(req.input, 'refreshToken', '刷新令牌'), now()));
}
