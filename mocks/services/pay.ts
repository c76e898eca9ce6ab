import type { PayModel, PayModelOption } from '../../src/api/types/pay';
import type { MockRouter } from '../core/router';
import { badRequest } from '../core/fail';

const NAMES: Record<PayModelOption['payChannel'], string> = { 2: '支付宝', 3: '微信支付', 6: '余额支付' };

/** The pay service: which channels a client may use (WeChat-type pays by WeChat, Alipay-type by Alipay). */
export function registerPay(r: MockRouter) {
  r.get('/pay/v2/api/payModel', ({ req }) => {
    const clientType = req.headers.clienttype ?? '2';
    if (!['1', '2', '3'].includes(clientType)) badRequest('客户端类型不正确');
    const channels: PayModelOption['payChannel'][] = clientType === '3' ? [2, 6] : clientType === '2' ? [3, 6] : [3, 2, 6];
    const model: PayModel = { options: channels.map((c) => ({ payChannel: c, name: NAMES[c] })), defaultChannel: channels[0] as 2 | 3 };
    return model;
  });
}
