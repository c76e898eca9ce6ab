import type { PlateColor } from '../../src/lib/wire';
import type { VerifyCodeType } from '../../src/api/driver/types';
import { DEALER_ID, DEMO_PASSWORD, DRIVER_A, DRIVER_B, DRIVER_CUSTOMER, DRIVER_MERCHANT_CLERK, DRIVER_MERCHANT_OWNER } from './ids';

/** A driver account as the server keeps it. */
export interface DriverRecord {
  driverId: string;
  phone: string;
  password: string;
  userName: string;
  nickName: string;
  dealerId: string;
  balanceCents: number;
  /** Third-party ids (WeChat/Alipay openid) bound to this driver. */
  thirdIds: string[];
  registeredAt: number;
  deleted: boolean;
  /** When the driver deleted the account (set with deleted). */
  deletedAt?: number;
}

/** A plate bound to a driver. */
export interface BoundPlate {
  plateId: string;
  driverId: string;
  plateNo: string;
  plateColor: PlateColor;
  isDefault: boolean;
  /** Auto-deduction (pay from balance on exit) for this plate. */
  autoDeduct: boolean;
  boundAt: number;
}

/** A verify code the server "sent" by SMS: the code itself is always VERIFY_CODE; this is for the 60 s limit. */
export interface SentVerifyCode {
  phone: string;
  type: VerifyCodeType;
  thirdId?: string;
  sentAt: number;
}

/** A picture challenge handed out after repeated wrong passwords; single use. */
export interface ChallengeRecord {
  challengeId: string;
  phone: string;
  code: string;
  expiresAt: number;
  used: boolean;
}

/** A WeChat OAuth code the stand-in for WeChat issued for an openid; used once a driver signs in with it. */
export interface OAuthCodeRecord {
  code: string;
  openid: string;
  expiresAt: number;
  used: boolean;
}

/** A ticket the native app shell hands the web app (reqJson.ticket), exchanged for a token pair. */
export interface TicketRecord {
  ticket: string;
  driverId: string;
  /** When set, the exchange must name the same openid. */
  openid: string | null;
  expiresAt: number;
}

/** A fleet or company group; its owner pays for the listed plates. */
export interface DriverGroupRecord {
  groupId: string;
  groupName: string;
  plateNos: string[];
  members: { driverId: string; role: 1 | 2; joinedAt: number }[];
}

/**
 * A wallet. The general wallet (walletType 1) holds drivers[].balanceCents — its own balanceCents is null so
 * there is one source of truth that payments lower; other wallets keep their own amount.
 */
export interface WalletRecord {
  walletId: string;
  driverId: string;
  walletName: string;
  walletType: 1 | 2;
  dealerId: string;
  isDefault: boolean;
  balanceCents: number | null;
}

export interface AccountTables {
  drivers: DriverRecord[];
  plates: BoundPlate[];
  verifyCodesSent: SentVerifyCode[];
  /** Consecutive wrong passwords per phone; reset by a successful sign-in or a password reset. */
  loginFailures: Map<string, number>;
  challenges: ChallengeRecord[];
  oauthCodes: OAuthCodeRecord[];
  tickets: TicketRecord[];
  driverGroups: DriverGroupRecord[];
  wallets: WalletRecord[];
}

/** openids the stand-in WeChat knows: A's is bound; the other has no driver yet (oAuthLogin asks to bind a phone). */
export const OPENID_A = 'oWx_demo_A';
/** A's Alipay user id: Alipay's service messages reach A there once A turns them on. */
export const ALIPAY_UID_A = '2088102146225135';
export const OPENID_UNBOUND = 'oWx_demo_new';
/** The app shell's demo ticket for driver A (reqJson {"ticket":"TICKET-DEMO-A","openid":"oWx_demo_A"}). */
export const TICKET_A = 'TICKET-DEMO-A';

export function seedAccounts(now: number): AccountTables {
  const day = 86_400_000;
  return {
    drivers: [
      { driverId: DRIVER_A, phone: '13800138000', password: DEMO_PASSWORD, userName: '张伟', nickName: '张师傅', dealerId: DEALER_ID, balanceCents: 10000, thirdIds: [OPENID_A, ALIPAY_UID_A], registeredAt: now - 400 * day, deleted: false },
      { driverId: DRIVER_B, phone: '13900139000', password: DEMO_PASSWORD, userName: '李娜', nickName: '李女士', dealerId: DEALER_ID, balanceCents: 0, thirdIds: [], registeredAt: now - 200 * day, deleted: false },
      // Merchant management (mocks/db/merchants.ts): the demo merchant's owner (a driver too) and clerk, and a customer.
      { driverId: DRIVER_MERCHANT_OWNER, phone: '13600136000', password: DEMO_PASSWORD, userName: '陈明', nickName: '陈店长', dealerId: DEALER_ID, balanceCents: 50000, thirdIds: [], registeredAt: now - 300 * day, deleted: false },
      { driverId: DRIVER_MERCHANT_CLERK, phone: '13500135000', password: DEMO_PASSWORD, userName: '王芳', nickName: '王芳', dealerId: DEALER_ID, balanceCents: 0, thirdIds: [], registeredAt: now - 120 * day, deleted: false },
      { driverId: DRIVER_CUSTOMER, phone: '13700137070', password: DEMO_PASSWORD, userName: '赵敏', nickName: '赵女士', dealerId: DEALER_ID, balanceCents: 0, thirdIds: [], registeredAt: now - 60 * day, deleted: false },
    ],
    plates: [
      { plateId: 'PL1', driverId: DRIVER_A, plateNo: '京A12345', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: now - 300 * day },
      { plateId: 'PL2', driverId: DRIVER_A, plateNo: '粤B12345', plateColor: 2, isDefault: false, autoDeduct: false, boundAt: now - 250 * day },
      { plateId: 'PL3', driverId: DRIVER_A, plateNo: '京AD12345', plateColor: 5, isDefault: false, autoDeduct: false, boundAt: now - 100 * day },
      { plateId: 'PL4', driverId: DRIVER_B, plateNo: '京B88888', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: now - 150 * day },
      { plateId: 'PL7001', driverId: DRIVER_MERCHANT_OWNER, plateNo: '京N88666', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: now - 280 * day },
      { plateId: 'PL7002', driverId: DRIVER_CUSTOMER, plateNo: '京E55555', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: now - 50 * day },
      { plateId: 'PL7003', driverId: DRIVER_CUSTOMER, plateNo: '京E66666', plateColor: 1, isDefault: false, autoDeduct: false, boundAt: now - 50 * day },
      { plateId: 'PL7004', driverId: DRIVER_CUSTOMER, plateNo: '京F77777', plateColor: 1, isDefault: false, autoDeduct: false, boundAt: now - 40 * day },
    ],
    verifyCodesSent: [],
    loginFailures: new Map(),
    challenges: [],
    oauthCodes: [],
    tickets: [{ ticket: TICKET_A, driverId: DRIVER_A, openid: OPENID_A, expiresAt: now + 30 * day }],
    driverGroups: [
      {
        groupId: 'G3001',
        groupName: '朝阳区顺达物流车队',
        plateNos: ['京A12345', '粤B12345'],
        // 陈明 runs the fleet (administrator: its statement covers the fleet's plates); A drives in it.
        members: [{ driverId: DRIVER_MERCHANT_OWNER, role: 1, joinedAt: now - 150 * day }, { driverId: DRIVER_A, role: 2, joinedAt: now - 120 * day }],
      },
    ],
    wallets: [
      { walletId: 'W4001', driverId: DRIVER_A, walletName: '通用余额', walletType: 1, dealerId: DEALER_ID, isDefault: true, balanceCents: null },
      { walletId: 'W4002', driverId: DRIVER_A, walletName: '充电专用钱包', walletType: 2, dealerId: DEALER_ID, isDefault: false, balanceCents: 0 },
      { walletId: 'W4003', driverId: DRIVER_B, walletName: '通用余额', walletType: 1, dealerId: DEALER_ID, isDefault: true, balanceCents: null },
      { walletId: 'W4701', driverId: DRIVER_MERCHANT_OWNER, walletName: '通用余额', walletType: 1, dealerId: DEALER_ID, isDefault: true, balanceCents: null },
      { walletId: 'W4702', driverId: DRIVER_MERCHANT_CLERK, walletName: '通用余额', walletType: 1, dealerId: DEALER_ID, isDefault: true, balanceCents: null },
    ],
  };
}
