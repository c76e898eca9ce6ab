import type { PayChannel } from './envelope';

/** GET /pay/v2/api/payModel: the channels a driver may pay with here and now. */
export interface PayModelParams {
  parkId?: string;
}

export interface PayModelOption {
  payChannel: PayChannel;
  name: string;
}

export interface PayModel {
  options: PayModelOption[];
  defaultChannel: PayChannel;
}
