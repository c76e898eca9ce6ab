import type { PayChannel } from '../../src/lib/wire';
import type { PayModel, PayModelOption } from '../../src/api/pay/types';
import type { MockRequest, MockRouter } from '../core/router';
import { badRequest, MockFail } from '../core/fail';
import { optStr } from '../core/validate';
import { syncWallets } from './driver/walletBook';

export const PAY_CHANNEL_NAMES: Record<PayChannel, string> = { 2: '支付宝', 3: '微信支付', 6: '余额支付' };

/** What a client type may pay with: WeChat-type by WeChat, Alipay-type by Alipay, the app shell by either; all by balance. */
export function clientChannels(req: MockRequest): PayChannel[] {
  const clientType = req.headers.clienttype ?? '2';
  if (!['1', '2', '3'].includes(clientType)) badRequest('客户端类型不正确');
  return clientType === '3' ? [2, 6] : clientType === '2' ? [3, 6] : [3, 2, 6];
}

/**
 * The pay service: which channels a client may use, narrowed to what the park accepts when a parkId is given.
 * purpose 'topUp' is the top-up page's question: the balance cannot top itself up, and no park narrows it.
 */
export function registerPay(r: MockRouter) {
  r.get('/pay/v2/api/payModel', ({ db, req, driverId, now }) => {
    let channels = clientChannels(req);
    const purpose = optStr(req.input, 'purpose');
    if (purpose !== undefined && purpose !== 'topUp') badRequest('用途不正确');
    if (purpose === 'topUp') {
      channels = channels.filter((c) => c !== 6);
    } else {
      const parkId = optStr(req.input, 'parkId');
      // Parks are another domain's seed: an unknown park does not narrow the choice.
      const park = parkId ? db.parks.find((p) => p.parkId === parkId) : undefined;
      if (park) channels = channels.filter((c) => park.payTypes.includes(c));
    }
    if (!channels.length) throw new MockFail('0xd09510001', '该停车场暂不支持当前客户端的支付方式');
    const driver = driverId ? db.drivers.find((d) => d.driverId === driverId) : undefined;
    // A top-up the provider settled since the last look is in the balance shown here.
    if (driver) syncWallets(db, now());
    const options: PayModelOption[] = channels.map((c) => ({ payChannel: c, name: PAY_CHANNEL_NAMES[c] }));
    const model: PayModel = { options, defaultChannel: channels[0] as PayChannel, balanceCents: driver ? driver.balanceCents : null };
    return model;
  });
}
