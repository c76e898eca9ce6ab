import type { Cents, PayChannel } from '../../lib/wire';

/** GET /pay/v2/api/payModel: the channels a driver may pay with here and now. */
export interface PayModelParams {
  /** When given, only the channels this park accepts (its payTypes). */
  parkId?: string;
  /** 'topUp': the channels a wallet top-up may use (never the balance; no park narrows them). */
  purpose?: 'topUp';
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
