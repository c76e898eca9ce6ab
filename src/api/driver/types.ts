import type { Cents } from '../../lib/wire';
import type { LoginResult } from '../auth/types';

/** Types of the driver service (/driver/v2/api): account, phone, password, balance, wallets, deletion. */

/** GET /driver/v2/api/plateCount */
export interface PlateCount {
  count: number;
}

/** GET /driver/v2/api/loginStates: whether the caller's token names a driver (visitors get loginState 0). */
export interface LoginStates {
  loginState: 0 | 1;
  driverId: string | null;
  /** Whether that driver has bound a WeChat/Alipay account. */
  thirdBound: boolean;
}

/** GET /driver/v2/api/getDriverIdByThirdId */
export interface DriverIdByThirdIdParams {
  thirdId: string;
}

export interface DriverIdByThirdId {
  driverId: string | null;
  bound: boolean;
}

/**
 * What a verify code is for: 1 login, 2 register, 3 reset password, 4 change phone, 5 bind phone, 6 delete account,
 * 7 withdraw (sent by POST wallet/withdrawals/verifyCode to the driver's own phone, not by sendVerifyCode).
 */
export type VerifyCodeType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** POST /driver/v2/api/sendVerifyCode. One send per phone per 60 s. */
export interface SendVerifyCodeBody {
  phone: string;
  type?: VerifyCodeType;
  /** The openid the code will bind (type 5). */
  thirdId?: string;
}

export interface VerifyCodeSent {
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds before another code may be sent to this phone. */
  resendAfter: number;
}

/** POST /driver/v2/api/register: answers a token pair, the new driver is signed in. */
export interface RegisterBody {
  phone: string;
  verifyCode: string;
  /** 8-20 characters with letters and digits. */
  password: string;
  nickName?: string;
  /** A friend's invitation code (/registor?inviteCode from /registerShare): its owner earns a reward. */
  inviteCode?: string;
}

export type RegisterResult = LoginResult;

/** POST /driver/v2/api/isPhoneRegistered */
export interface PhoneBody {
  phone: string;
}

export interface PhoneRegistered {
  registered: boolean;
}

/** PUT /driver/v2/api/resetPassword (forgotten password). */
export interface ResetPasswordBody {
  phone: string;
  verifyCode: string;
  newPassword: string;
}

/** PUT /driver/v2/api/password (signed in). */
export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
}

/** PUT /driver/v2/api/phone */
export interface ChangePhoneBody {
  phone: string;
  verifyCode: string;
}

/** PUT /driver/v2/api/userName (the real name; a call the screens need beyond endpoints.json). */
export interface UserNameBody {
  userName: string;
}

/** PUT /driver/v2/api/nickName */
export interface NickNameBody {
  nickName: string;
}

/**
 * POST /driver/v2/api/bindPhone: ties a WeChat/Alipay account to the driver with this phone (creating the
 * driver when the phone is new) and signs in. The account is named by thirdId, or by the OAuth code that
 * oAuthLogin refused with 0xd12501022.
 */
export interface BindPhoneBody {
  phone: string;
  verifyCode: string;
  thirdId?: string;
  code?: string;
}

export interface BindPhoneResult extends LoginResult {
  openid: string;
  /** True when the phone was new and an account was created for it. */
  created: boolean;
}

/** GET /driver/v2/api/balanceInfo */
export interface BalanceInfo {
  /** Everything in the driver's own wallets now (a top-up counts once the server sees it paid). */
  balance: Cents;
  /** What can be spent now. */
  availableBalance: Cents;
  /** On its way out: withdrawals still 处理中 (already off the balance; back in it if one fails). */
  frozenBalance: Cents;
  /** What may be withdrawn now (the default wallet less its gifts, at most what top-ups can take back). */
  withdrawableBalance: Cents;
  /** The gift part of the default wallet: spent last, never withdrawn. */
  giftBalance: Cents;
  supportBalance: 0 | 1;
}

/** A fleet or company group the driver belongs to (GET /driver/v2/api/driverGroupMembers/getMineGroups). */
export interface DriverGroup {
  groupId: string;
  groupName: string;
  /** 1 owner, 2 member. */
  role: 1 | 2;
  roleText: string;
  memberCount: number;
  /** Plates the group pays for. */
  plateNos: string[];
  joinedAt: string;
  /** The group's wallet (walletPlan 2), or null when the group has none. */
  wallet: GroupWallet | null;
}

/** A group's wallet as a member sees it: its movements are GET wallet/movements?walletId. */
export interface GroupWallet {
  walletId: string;
  walletName: string;
  balance: Cents;
  /** Only the group's administrator (role 1) tops it up; nobody withdraws from it here. */
  canTopUp: boolean;
}

export interface MineGroups {
  results: DriverGroup[];
}

/** What can block deleting the account. */
export type DeleteCheckType = 'UNPAID_BILL' | 'BALANCE' | 'ACTIVE_PASS' | 'CHARGING_ORDER';

export interface DeleteCheckItem {
  checkType: DeleteCheckType;
  title: string;
  /** What is in the way, or that nothing is. */
  desc: string;
  passed: boolean;
  /** Bills, passes or orders found (0 for balance). */
  count: number;
  /** For BALANCE: the amount to withdraw first. */
  amount?: Cents;
}

/** GET /driver/v2/api/accountDeleteCheckList */
export interface DeleteCheckList {
  results: DeleteCheckItem[];
}

/** GET /driver/v2/api/accountDeleteCheckResult */
export interface DeleteCheckResult {
  canDelete: boolean;
  /** One line per failed check, for the confirmation page. */
  reasons: string[];
}

/** A wallet (stored value) of the driver; the general wallet is the balance. */
export interface Wallet {
  walletId: string;
  walletName: string;
  /** 1 general balance (pays parking and charging), 2 charging-only. */
  walletType: 1 | 2;
  balance: Cents;
  isDefault: boolean;
  dealerId: string;
}

/** GET /driver/v2/api/wallets */
export interface WalletList {
  results: Wallet[];
}

/** GET /driver/v2/api/getTokenByTicket: the app shell's ticket exchanged for a token pair. */
export interface TicketParams {
  ticket: string;
  openid?: string;
}

/** DELETE /driver/v2/api/account: needs a verify code (type 6) and no blocking item. */
export interface DeleteAccountParams {
  verifyCode: string;
}
