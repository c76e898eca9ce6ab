import type { PayChannel } from '@/lib/wire';

/** The channels' names as the result page and the dialogs say them (spec section 3: 2 Alipay, 3 WeChat, 6 balance). */
export const CHANNEL_NAMES: Record<PayChannel, string> = { 2: '支付宝', 3: '微信支付', 6: '余额支付' };

/** The balance: paid the moment the order is made, with no client pay UI in between, so the driver confirms first. */
export const BALANCE_CHANNEL: PayChannel = 6;
