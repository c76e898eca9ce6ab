import type { DeleteCheckType } from '@/api/driver/types';
import { href, paths } from '@/lib/paths';

/** Where each blocking item is settled, and what the link says (an item the app does not know yet has no link). */
export const SETTLE_LINKS: Partial<Record<DeleteCheckType, { to: string; text: string }>> = {
  UNPAID_BILL: { to: href(paths.multiPayPage, { arrearsOnly: 1 }), text: '去缴费' },
  BALANCE: { to: paths.wallet, text: '去提现' },
  ACTIVE_PASS: { to: paths.myMounthlyPay, text: '去查看' },
  CHARGING_ORDER: { to: paths.chargeBillManage, text: '去处理' },
};

/** What deleting the account means, stated before the driver goes on. */
export const DELETION_CONSEQUENCES = [
  '注销后，账号将无法登录，且无法恢复。',
  '账号下绑定的车辆、优惠券、停车和充电记录、发票信息将被清除，无法找回。',
  '账号绑定的微信、支付宝授权将被解除，手机号可用于重新注册新账号。',
  '注销前请确认已缴清停车费、提现账户余额、月卡已到期且没有未完成的充电订单。',
];
