import type { BookingBindPhoneResult, BookingLoginState, BookingUserDetail, UserCenterData } from '../../../src/api/booking/types';
import type { Db } from '../../db';
import type { DriverRecord } from '../../db/accounts';
import type { BookingProfileRecord } from '../../db/booking';
import { VERIFY_CODE } from '../../db/ids';
import { badRequest } from '../../core/fail';
import type { MockRouter } from '../../core/router';
import { type Input, oneOf, optStr, phone, str } from '../../core/validate';
import { monthStart } from './beijing';
import { bookingUser, driverByThirdId, maskPhone } from './common';
import { bringBookingsUpToDate } from './orderLife';

const NAME_FORBIDDEN = /[/\\:*?"<'>]/;
const MAX_NICKNAME = 16;

function profileOf(db: Db, driverId: string): BookingProfileRecord {
  let p = db.bookingProfiles.find((x) => x.driverId === driverId);
  if (!p) {
    p = { driverId, avatarUrl: '', gender: 0 };
    db.bookingProfiles.push(p);
  }
  return p;
}

function detailOf(db: Db, d: DriverRecord): BookingUserDetail {
  const p = profileOf(db, d.driverId);
  return {
    driverId: d.driverId,
    nickName: d.nickName,
    userName: d.userName,
    phone: maskPhone(d.phone),
    avatarUrl: p.avatarUrl,
    gender: p.gender,
    plateCount: db.plates.filter((x) => x.driverId === d.driverId).length,
    berthOwner: db.berths.some((b) => b.ownerDriverId === d.driverId),
  };
}

/** Spec section 5 name rules: forbidden characters and edge spaces are refused. */
function nickName(input: Input): string | undefined {
  const v = optStr(input, 'nickName');
  if (v === undefined) return undefined;
  if (v.trim() !== v) badRequest('首尾不能有空格');
  if (NAME_FORBIDDEN.test(v)) badRequest('昵称不能包含 / \\ : * ? " < \' > 等特殊字符');
  if (v.length > MAX_NICKNAME) badRequest(`昵称不能超过${MAX_NICKNAME}个字`);
  return v;
}

/** The booking service's view of the user: login state, phone binding, profile, the personal centre. */
export function registerBookingAccount(r: MockRouter) {
  r.post('/api/v1/getLoginState', (ctx) => {
    const thirdId = optStr(ctx.req.input, 'thirdId');
    if (!thirdId && !ctx.driverId) badRequest('缺少用户标识，请从微信或支付宝重新进入');
    const byThird = thirdId ? driverByThirdId(ctx.db, thirdId) : undefined;
    const d = byThird ?? (ctx.driverId ? ctx.db.drivers.find((x) => x.driverId === ctx.driverId && !x.deleted) : undefined);
    const state: BookingLoginState = {
      isLogin: !!d,
      // Without an openid (plain browser) the account itself stands in for the binding.
      isBindPhone: thirdId ? !!byThird : !!d,
      driverId: d?.driverId ?? null,
      phone: d ? maskPhone(d.phone) : null,
    };
    return state;
  });

  r.post('/api/v1/bindPhone', ({ db, req }) => {
    const thirdId = str(req.input, 'thirdId', '用户标识');
    const mobile = phone(req.input);
    const code = str(req.input, 'verifyCode', '验证码');
    if (driverByThirdId(db, thirdId)) badRequest('该账号已绑定手机号，无需重复绑定');
    if (code !== VERIFY_CODE) badRequest('验证码错误或已过期');
    const d = db.drivers.find((x) => x.phone === mobile && !x.deleted);
    if (!d) badRequest('该手机号尚未注册，请先注册');
    d.thirdIds.push(thirdId);
    const result: BookingBindPhoneResult = { driverId: d.driverId, phone: maskPhone(d.phone) };
    return result;
  });

  r.post('/api/v1/getUserDetailInfo', (ctx) => {
    oneOf(ctx.req.input, 'type', '账号类型', [1, 2] as const);
    return detailOf(ctx.db, bookingUser(ctx));
  });

  r.post('/api/v1/updateDriverUserInfo', (ctx) => {
    const user = bookingUser(ctx);
    const { input } = ctx.req;
    const name = nickName(input);
    const avatarUrl = optStr(input, 'avatarUrl');
    if (avatarUrl !== undefined && !/^https?:\/\/\S+$/.test(avatarUrl)) badRequest('头像地址不正确');
    const gender = input.gender === undefined || input.gender === null ? undefined : oneOf(input, 'gender', '性别', [0, 1, 2] as const);
    if (name === undefined && avatarUrl === undefined && gender === undefined) badRequest('请填写要修改的信息');
    const profile = profileOf(ctx.db, user.driverId);
    if (name !== undefined) user.nickName = name;
    if (avatarUrl !== undefined) profile.avatarUrl = avatarUrl;
    if (gender !== undefined) profile.gender = gender;
    return detailOf(ctx.db, user);
  });

  r.post('/api/v1/getUserCenterData', (ctx) => {
    const user = bookingUser(ctx);
    const { db } = ctx;
    const now = ctx.now();
    bringBookingsUpToDate(db, now);
    const orders = db.bookOrders.filter((o) => o.driverId === user.driverId);
    const ownBerths = new Set(db.berths.filter((b) => b.ownerDriverId === user.driverId).map((b) => b.berthId));
    const incomes = db.shareIncomes.filter((s) => s.ownerDriverId === user.driverId);
    const month = incomes.filter((s) => s.at >= monthStart(now));
    const sum = (xs: { amountCents: number }[]) => xs.reduce((n, x) => n + x.amountCents, 0);
    const data: UserCenterData = {
      nickName: user.nickName,
      phone: maskPhone(user.phone),
      avatarUrl: profileOf(db, user.driverId).avatarUrl,
      plateCount: db.plates.filter((p) => p.driverId === user.driverId).length,
      activeBookCount: orders.filter((o) => o.state === 1 || o.state === 2).length,
      bookOrderCount: orders.length,
      lockCount: db.locks.filter((l) => ownBerths.has(l.berthId)).length,
      berthCount: ownBerths.size,
      evasionCount: db.evasionControls.filter((e) => e.ownerDriverId === user.driverId && e.controlState === 1).length,
      earningsCents: sum(incomes),
      shareCount: incomes.length,
      monthEarningsCents: sum(month),
      monthShareCount: month.length,
    };
    return data;
  });
}
