import type { Cents, PayChannel } from './envelope';

/** GET /pay/v2/api/payModel: the channels a driver may pay with here and now. */
export interface PayModelParams {
  /** When given, only the channels this park accepts (its payTypes). */
  parkId?: string;
}

export interface PayModelOption {
  payChannel: PayChannel;
  name: string;
}

export interface PayModel {
  options: PayModelOption[];
  defaultChannel: PayChannel;
  /** The driver's wallet balance when logged in (shown next to 余额支付), else null. */
  balanceCents: Cents | null;
}
