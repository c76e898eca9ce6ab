import type { PayChannel } from '../../src/api/types/envelope';
import type { PayModel, PayModelOption } from '../../src/api/types/pay';
import type { MockRouter } from '../core/router';
import { badRequest, MockFail } from '../core/fail';
import { optStr } from '../core/validate';

const NAMES: Record<PayChannel, string> = { 2: '支付宝', 3: '微信支付', 6: '余额支付' };

/**
 * The pay service: which channels a client may use (WeChat-type pays by WeChat, Alipay-type by Alipay), narrowed
 * to what the park accepts when a parkId is given.
 */
export function registerPay(r: MockRouter) {
  r.get('/pay/v2/api/payModel', ({ db, req, driverId }) => {
    const clientType = req.headers.clienttype ?? '2';
    if (!['1', '2', '3'].includes(clientType)) badRequest('客户端类型不正确');
    let channels: PayChannel[] = clientType === '3' ? [2, 6] : clientType === '2' ? [3, 6] : [3, 2, 6];
    const parkId = optStr(req.input, 'parkId');
    // Parks are another domain's seed: an unknown park does not narrow the choice.
    const park = parkId ? db.parks.find((p) => p.parkId === parkId) : undefined;
    if (park) channels = channels.filter((c) => park.payTypes.includes(c));
    if (!channels.length) throw new MockFail('0xd09510001', '该停车场暂不支持当前客户端的支付方式');
    const driver = driverId ? db.drivers.find((d) => d.driverId === driverId) : undefined;
    const options: PayModelOption[] = channels.map((c) => ({ payChannel: c, name: NAMES[c] }));
    const model: PayModel = { options, defaultChannel: channels[0] as PayChannel, balanceCents: driver ? driver.balanceCents : null };
    return model;
  });
}
