import { setupStore } from '@/app/store';
import { DRIVER_A } from '@mocks/db/ids';
import { DEMO_MERCHANT_ID, MERCHANT_TYPES, walletCouponOf } from '@mocks/db/merchants';
import { fakeNavigator, fakePlatform, fakeUi } from '../../support/fakes';
import { backend } from '../../support/mockServer';

/** Shared steps of the coverage tests: a store, A's contract on 京A12345, and the mock's control calls. */
export function store() {
  return setupStore(undefined, { ui: fakeUi(), navigator: fakeNavigator(), platform: fakePlatform() });
}

export const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;

/** A signs 京A12345 (parked now as U20001) up for 无感支付 through WeChat. */
export function signWithholding(channel: 2 | 3 = 3) {
  backend.db.withholdContracts.push({
    contractId: 'WH9001', driverId: DRIVER_A, plateId: 'PL1', plateNo: '京A12345', plateColor: 1, channel, state: 'active', signedAt: backend.clock.now(), terminatedAt: null,
  });
}

export async function control(path: string, body: unknown = {}) {
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; msg: string; data: unknown };
}

/** The demo merchant (星光咖啡) gives A's 京A12345 a coupon of its type (MT03 全天免费: the whole fee of U20001) now. */
export function giveMerchantCoupon(typeId = 'MT03', couponId = 'C39001') {
  const type = MERCHANT_TYPES.find((t) => t.typeId === typeId)!;
  const merchant = backend.db.merchants.find((m) => m.merchantId === DEMO_MERCHANT_ID)!;
  const coupon = walletCouponOf(type, merchant, couponId, DRIVER_A, '京A12345', backend.clock.now());
  backend.db.coupons.push(coupon);
  return coupon;
}
