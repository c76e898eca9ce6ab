import { serviceApis } from '@/api';
import { staleActions, staleAfter } from '@/api/staleness';

const servicesOf = (event: keyof typeof staleAfter) =>
  staleActions(event).map((a) => ({ type: a.type, tags: (a as unknown as { payload: string[] }).payload }));

test('a payment makes bills, records, coupons, the balance and the pay model stale, each in its own service', () => {
  expect(servicesOf('paid')).toEqual([
    { type: 'chargeApi/invalidateTags', tags: ['Bill', 'PayRecord', 'UsableCoupon', 'Evaluation'] },
    { type: 'couponApi/invalidateTags', tags: ['Coupon'] },
    { type: 'driverApi/invalidateTags', tags: ['Balance', 'Wallet'] },
    { type: 'payApi/invalidateTags', tags: ['PayModel'] },
  ]);
});

test('every service the table names is a service of the store', () => {
  const paths = new Set<string>(serviceApis.map((a) => a.reducerPath));
  for (const event of Object.keys(staleAfter) as (keyof typeof staleAfter)[]) {
    for (const { type } of servicesOf(event)) expect(paths).toContain(type.split('/')[0]);
  }
});

test('a paid order does not make its own state stale (a result page would poll it for ever)', () => {
  expect(staleAfter.paid.charge).not.toContain('PayOrder');
});
