import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, wireTime } from '../../lib/schema';
import { LoginResult } from '../auth/types';

/**
 * Schemas of the driver service (/driver/v2/api): account, phone, password, balance, wallets, deletion. Types are
 * inferred from them.
 */

/** GET /driver/v2/api/plateCount */
export const PlateCount = v.object({ count: int });
export type PlateCount = v.InferOutput<typeof PlateCount>;

/** GET /driver/v2/api/loginStates: whether the caller's token names a driver (visitors get loginState 0). */
export const LoginStates = v.object({
  loginState: flag,
  driverId: v.nullable(v.string()),
  /** Whether that driver has bound a WeChat/Alipay account. */
  thirdBound: v.boolean(),
});
export type LoginStates = v.InferOutput<typeof LoginStates>;

/** GET /driver/v2/api/getDriverIdByThirdId */
export const DriverIdByThirdIdParams = v.object({ thirdId: v.string() });
export type DriverIdByThirdIdParams = v.InferOutput<typeof DriverIdByThirdIdParams>;

export const DriverIdByThirdId = v.object({
  driverId: v.nullable(v.string()),
  bound: v.boolean(),
});
export type DriverIdByThirdId = v.InferOutput<typeof DriverIdByThirdId>;

/**
 * What a verify code is for: 1 login, 2 register, 3 reset password, 4 change phone, 5 bind phone, 6 delete account,
 * 7 withdraw (sent by POST wallet/withdrawals/verifyCode to the driver's own phone, not by sendVerifyCode).
 */
export const VerifyCodeType = v.picklist([1, 2, 3, 4, 5, 6, 7]);
export type VerifyCodeType = v.InferOutput<typeof VerifyCodeType>;

/** POST /driver/v2/api/sendVerifyCode. One send per phone per 60 s. */
export const SendVerifyCodeBody = v.object({
  phone: v.string(),
  type: v.optional(VerifyCodeType),
  /** The openid the code will bind (type 5). */
  thirdId: v.optional(v.string()),
});
export type SendVerifyCodeBody = v.InferOutput<typeof SendVerifyCodeBody>;

export const VerifyCodeSent = v.object({
  /** Seconds the code stays valid. */
  expiresIn: int,
  /** Seconds before another code may be sent to this phone. */
  resendAfter: int,
});
export type VerifyCodeSent = v.InferOutput<typeof VerifyCodeSent>;

/** POST /driver/v2/api/register: answers a token pair, the new driver is signed in. */
export const RegisterBody = v.object({
  phone: v.string(),
  verifyCode: v.string(),
  /** 8-20 characters with letters and digits. */
  password: v.string(),
  nickName: v.optional(v.string()),
  /** A friend's invitation code (/registor?inviteCode from /registerShare): its owner earns a reward. */
  inviteCode: v.optional(v.string()),
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

export const RegisterResult = LoginResult;
export type RegisterResult = v.InferOutput<typeof RegisterResult>;

/** POST /driver/v2/api/isPhoneRegistered */
export const PhoneBody = v.object({ phone: v.string() });
export type PhoneBody = v.InferOutput<typeof PhoneBody>;

export const PhoneRegistered = v.object({ registered: v.boolean() });
export type PhoneRegistered = v.InferOutput<typeof PhoneRegistered>;

/** PUT /driver/v2/api/resetPassword (forgotten password). */
export const ResetPasswordBody = v.object({
  phone: v.string(),
  verifyCode: v.string(),
  newPassword: v.string(),
});
export type ResetPasswordBody = v.InferOutput<typeof ResetPasswordBody>;

/** PUT /driver/v2/api/password (signed in). */
export const ChangePasswordBody = v.object({
  oldPassword: v.string(),
  newPassword: v.string(),
});
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBody>;

/** PUT /driver/v2/api/phone */
export const ChangePhoneBody = v.object({
  phone: v.string(),
  verifyCode: v.string(),
});
export type ChangePhoneBody = v.InferOutput<typeof ChangePhoneBody>;

/** PUT /driver/v2/api/userName (the real name; a call the screens need beyond endpoints.json). */
export const UserNameBody = v.object({ userName: v.string() });
export type UserNameBody = v.InferOutput<typeof UserNameBody>;

/** PUT /driver/v2/api/nickName */
export const NickNameBody = v.object({ nickName: v.string() });
export type NickNameBody = v.InferOutput<typeof NickNameBody>;

/**
 * POST /driver/v2/api/bindPhone: ties a WeChat/Alipay account to the driver with this phone (creating the
 * driver when the phone is new) and signs in. The account is named by thirdId, or by the OAuth code that
 * oAuthLogin refused with 0xd12501022.
 */
export const BindPhoneBody = v.object({
  phone: v.string(),
  verifyCode: v.string(),
  thirdId: v.optional(v.string()),
  code: v.optional(v.string()),
});
export type BindPhoneBody = v.InferOutput<typeof BindPhoneBody>;

export const BindPhoneResult = v.object({
  ...entriesOf(LoginResult),
  openid: v.string(),
  /** True when the phone was new and an account was created for it. */
  created: v.boolean(),
});
export type BindPhoneResult = v.InferOutput<typeof BindPhoneResult>;

/** GET /driver/v2/api/balanceInfo */
export const BalanceInfo = v.object({
  /** Everything in the driver's own wallets now (a top-up counts once the server sees it paid). */
  balance: cents,
  /** What can be spent now. */
  availableBalance: cents,
  /** On its way out: withdrawals still 处理中 (already off the balance; back in it if one fails). */
  frozenBalance: cents,
  /** What may be withdrawn now (the default wallet less its gifts, at most what top-ups can take back). */
  withdrawableBalance: cents,
  /** The gift part of the default wallet: spent last, never withdrawn. */
  giftBalance: cents,
  supportBalance: flag,
});
export type BalanceInfo = v.InferOutput<typeof BalanceInfo>;

/** A group's wallet as a member sees it: its movements are GET wallet/movements?walletId. */
export const GroupWallet = v.object({
  walletId: v.string(),
  walletName: v.string(),
  balance: cents,
  /** Only the group's administrator (role 1) tops it up; nobody withdraws from it here. */
  canTopUp: v.boolean(),
});
export type GroupWallet = v.InferOutput<typeof GroupWallet>;

/** A fleet or company group the driver belongs to (GET /driver/v2/api/driverGroupMembers/getMineGroups). */
export const DriverGroup = v.object({
  groupId: v.string(),
  groupName: v.string(),
  /** 1 owner, 2 member. */
  role: known([1, 2]),
  roleText: v.string(),
  memberCount: int,
  /** Plates the group pays for. */
  plateNos: v.array(v.string()),
  joinedAt: wireTime,
  /** The group's wallet (walletPlan 2), or null when the group has none. */
  wallet: v.nullable(GroupWallet),
});
export type DriverGroup = v.InferOutput<typeof DriverGroup>;

export const MineGroups = v.object({ results: v.array(DriverGroup) });
export type MineGroups = v.InferOutput<typeof MineGroups>;

/** What can block deleting the account. */
export const DELETE_CHECK_TYPES = ['UNPAID_BILL', 'BALANCE', 'ACTIVE_PASS', 'CHARGING_ORDER'] as const;
export const DeleteCheckType = known(DELETE_CHECK_TYPES);
export type DeleteCheckType = v.InferOutput<typeof DeleteCheckType>;

export const DeleteCheckItem = v.object({
  checkType: DeleteCheckType,
  title: v.string(),
  /** What is in the way, or that nothing is. */
  desc: v.string(),
  passed: v.boolean(),
  /** Bills, passes or orders found (0 for balance). */
  count: int,
  /** For BALANCE: the amount to withdraw first. */
  amount: v.optional(cents),
});
export type DeleteCheckItem = v.InferOutput<typeof DeleteCheckItem>;

/** GET /driver/v2/api/accountDeleteCheckList */
export const DeleteCheckList = v.object({ results: v.array(DeleteCheckItem) });
export type DeleteCheckList = v.InferOutput<typeof DeleteCheckList>;

/** GET /driver/v2/api/accountDeleteCheckResult */
export const DeleteCheckResult = v.object({
  canDelete: v.boolean(),
  /** One line per failed check, for the confirmation page. */
  reasons: v.array(v.string()),
});
export type DeleteCheckResult = v.InferOutput<typeof DeleteCheckResult>;

/** A wallet (stored value) of the driver; the general wallet is the balance. */
export const Wallet = v.object({
  walletId: v.string(),
  walletName: v.string(),
  /** 1 general balance (pays parking and charging), 2 charging-only. */
  walletType: known([1, 2]),
  balance: cents,
  isDefault: v.boolean(),
  dealerId: v.string(),
});
export type Wallet = v.InferOutput<typeof Wallet>;

/** GET /driver/v2/api/wallets */
export const WalletList = v.object({ results: v.array(Wallet) });
export type WalletList = v.InferOutput<typeof WalletList>;

/** GET /driver/v2/api/getTokenByTicket: the app shell's ticket exchanged for a token pair. */
export const TicketParams = v.object({
  ticket: v.string(),
  openid: v.optional(v.string()),
});
export type TicketParams = v.InferOutput<typeof TicketParams>;

/** DELETE /driver/v2/api/account: needs a verify code (type 6) and no blocking item. */
export const DeleteAccountParams = v.object({ verifyCode: v.string() });
export type DeleteAccountParams = v.InferOutput<typeof DeleteAccountParams>;
