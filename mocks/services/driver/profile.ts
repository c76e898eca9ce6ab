import type { VerifyCodeType } from '../../../src/api/driver/types';
import { badRequest, MockFail } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { oneOf, optStr, phone, str } from '../../core/validate';
import { revokeDriverTokens } from '../../db/tokens';
import {
  activeDriverByPhone, activeDriverByThirdId, CODE_TOO_OFTEN, createDriver, requirePassword, requireVerifyCode, signIn,
} from './account';
import { creditInvitation } from './rewards';

const RESEND_MS = 60_000;
const CODE_TTL_S = 300;
const NICK_FORBIDDEN = /[/\\:*?"<'>|%&]/;
const EMOJI = /\p{Extended_Pictographic}/u;

/** Sign-up, verify codes, password, phone, nickname, WeChat binding and the app shell's ticket. */
export function registerProfileRoutes(r: MockRouter) {
  r.get('/driver/v2/api/plateCount', ({ db, requireDriver }) => {
    const d = requireDriver();
    return { count: db.plates.filter((p) => p.driverId === d.driverId).length };
  });

  // Visitors get loginState 0 rather than a 401: the app asks this to decide what to show.
  r.get('/driver/v2/api/loginStates', ({ db, driverId }) => {
    const d = driverId ? db.drivers.find((x) => x.driverId === driverId && !x.deleted) : undefined;
    return { loginState: d ? 1 : 0, driverId: d?.driverId ?? null, thirdBound: !!d && d.thirdIds.length > 0 };
  });

  r.get('/driver/v2/api/getDriverIdByThirdId', ({ db, req }) => {
    const thirdId = str(req.input, 'thirdId', '第三方账号');
    const d = activeDriverByThirdId(db, thirdId);
    return { driverId: d?.driverId ?? null, bound: !!d };
  });

  r.post('/driver/v2/api/sendVerifyCode', ({ db, req, now }) => {
    const p = phone(req.input);
    const type: VerifyCodeType = req.input.type === undefined ? 1 : oneOf(req.input, 'type', '验证码类型', [1, 2, 3, 4, 5, 6] as const);
    const registered = !!activeDriverByPhone(db, p);
    if (type === 2 && registered) badRequest('该手机号已注册，请直接登录');
    if (type === 4 && registered) badRequest('该手机号已被其他账号使用');
    if ((type === 1 || type === 3 || type === 6) && !registered) badRequest('该手机号未注册');
    const last = db.verifyCodesSent.filter((s) => s.phone === p).at(-1);
    const t = now();
    if (last && t - last.sentAt < RESEND_MS) {
      const left = Math.ceil((RESEND_MS - (t - last.sentAt)) / 1000);
      throw new MockFail(CODE_TOO_OFTEN, `验证码发送过于频繁，请${left}秒后再试`);
    }
    db.verifyCodesSent.push({ phone: p, type, thirdId: optStr(req.input, 'thirdId'), sentAt: t });
    return { expiresIn: CODE_TTL_S, resendAfter: RESEND_MS / 1000 };
  });

  r.post('/driver/v2/api/register', ({ db, req, now }) => {
    const p = phone(req.input);
    requireVerifyCode(req.input);
    const password = requirePassword(req.input, 'password', '密码');
    if (activeDriverByPhone(db, p)) throw new MockFail('0xd12501012', '该手机号已注册，请直接登录');
    const nickName = optStr(req.input, 'nickName');
    const driver = createDriver(db, p, password, now(), nickName);
    // A friend's invitation code (registerShare's link): its owner earns a reward; an unknown code is ignored.
    creditInvitation(db, optStr(req.input, 'inviteCode'), driver, now());
    return signIn(db, driver, now());
  });

  r.post('/driver/v2/api/isPhoneRegistered', ({ db, req }) => ({ registered: !!activeDriverByPhone(db, phone(req.input)) }));

  // A forgotten password: every session of the driver ends, as after any credential reset.
  r.put('/driver/v2/api/resetPassword', ({ db, req }) => {
    const p = phone(req.input);
    requireVerifyCode(req.input);
    const password = requirePassword(req.input, 'newPassword', '新密码');
    const d = activeDriverByPhone(db, p);
    if (!d) badRequest('该手机号未注册');
    d.password = password;
    db.loginFailures.delete(p);
    revokeDriverTokens(db, d.driverId);
    return null;
  });

  r.put('/driver/v2/api/password', ({ req, requireDriver }) => {
    const d = requireDriver();
    const old = str(req.input, 'oldPassword', '原密码');
    const next = requirePassword(req.input, 'newPassword', '新密码');
    if (old !== d.password) throw new MockFail('0xd12501015', '原密码错误');
    if (next === d.password) badRequest('新密码不能与原密码相同');
    d.password = next;
    return null;
  });

  r.put('/driver/v2/api/phone', ({ db, req, requireDriver }) => {
    const d = requireDriver();
    const p = phone(req.input);
    requireVerifyCode(req.input);
    if (p === d.phone) badRequest('新手机号不能与当前手机号相同');
    if (activeDriverByPhone(db, p)) throw new MockFail('0xd12501016', '该手机号已被其他账号使用');
    d.phone = p;
    return null;
  });

  r.put('/driver/v2/api/nickName', ({ req, requireDriver }) => {
    const d = requireDriver();
    const nick = str(req.input, 'nickName', '昵称');
    if (nick !== nick.trim()) badRequest('首尾不能有空格');
    if (NICK_FORBIDDEN.test(nick) || EMOJI.test(nick)) badRequest('昵称不能包含表情或 / \\ : * ? " < \' > 等特殊字符');
    if ([...nick].length > 20) badRequest('昵称不能超过20个字');
    d.nickName = nick;
    return null;
  });

  // Not in endpoints.json: the real name (spec §5 name rule) has no call there, so /changeUserName needs one.
  r.put('/driver/v2/api/userName', ({ req, requireDriver }) => {
    const d = requireDriver();
    const name = str(req.input, 'userName', '姓名');
    if (/[/\\:*?"<'>]/.test(name)) badRequest('名称不能包含下列任何字符：/ \\ : * ? " < \' >');
    if (name !== name.trim()) badRequest('首尾不能有空格');
    if ([...name].length > 20) badRequest('姓名不能超过20个字');
    d.userName = name;
    return null;
  });

  /**
   * Binds a WeChat/Alipay account to the driver with this phone, creating the driver for a new phone. The
   * account is named by thirdId, or by the OAuth code oAuthLogin refused with 0xd12501022 (that code stays
   * usable for binding until it expires, since the app never learnt the openid).
   */
  r.post('/driver/v2/api/bindPhone', ({ db, req, now }) => {
    const p = phone(req.input);
    requireVerifyCode(req.input);
    const t = now();
    const code = optStr(req.input, 'code');
    const oauth = code ? db.oauthCodes.find((c) => c.code === code && !c.used && c.expiresAt > t) : undefined;
    if (code && !oauth) badRequest('微信授权已失效，请重新授权');
    const openid = optStr(req.input, 'thirdId') ?? oauth?.openid;
    if (!openid) badRequest('缺少微信授权信息，请重新授权');
    const owner = activeDriverByThirdId(db, openid);
    let d = activeDriverByPhone(db, p);
    if (owner && owner !== d) throw new MockFail('0xd12501013', '该微信已绑定其他手机号');
    const created = !d;
    // A driver created here has no password yet: only codes sign it in until it sets one (resetPassword).
    d ??= createDriver(db, p, '', t);
    if (!d.thirdIds.includes(openid)) d.thirdIds.push(openid);
    if (oauth) oauth.used = true;
    return { ...signIn(db, d, t), openid, created };
  });

  /**
   * The app shell's ticket → token pair. Tickets stay valid until they expire (the app exchanges the one in
   * reqJson before each page, so a single-use ticket would sign the driver out on the second page).
   */
  r.get('/driver/v2/api/getTokenByTicket', ({ db, req, now }) => {
    const ticket = str(req.input, 'ticket', '票据');
    const openid = optStr(req.input, 'openid');
    const rec = db.tickets.find((x) => x.ticket === ticket);
    if (!rec || rec.expiresAt < now()) throw new MockFail('0xd12501014', '票据无效或已过期，请重新进入');
    if (openid && rec.openid && openid !== rec.openid) throw new MockFail('0xd12501014', '票据与当前用户不匹配，请重新进入');
    const d = db.drivers.find((x) => x.driverId === rec.driverId && !x.deleted);
    if (!d) throw new MockFail('0xd12501014', '账号不存在或已注销');
    return signIn(db, d, now());
  });
}
