import { serviceApis } from '@/api';
import { domainEvent, staleActions, staleAfter } from '@/api/staleness';

const servicesOf = (event: keyof typeof staleAfter) =>
  staleActions(event)
    .filter((a) => a.type !== domainEvent.type)
    .map((a) => ({ type: a.type, tags: (a as unknown as { payload: string[] }).payload }));

test('the event itself goes last (its data already stale), for DevTools and for sagas that keep their own copies', () => {
  expect(staleActions('paid').at(-1)).toEqual(domainEvent('paid'));
});

test('a payment makes bills, records, coupons, charging bills, idle fees and prepays, passes, bookings, the balance and the pay model stale, each in its own service', () => {
  expect(servicesOf('paid')).toEqual([
    { type: 'chargeApi/invalidateTags', tags: ['Bill', 'PayRecord', 'UsableCoupon', 'Evaluation'] },
    { type: 'couponApi/invalidateTags', tags: ['Coupon'] },
    { type: 'cpsApi/invalidateTags', tags: ['ChargingBill', 'ChargingBills', 'ChargingOrders', 'OccupyBill', 'OccupyBills', 'OccupyOrders', 'ChargingPrepay'] },
    { type: 'specialApi/invalidateTags', tags: ['BagPass', 'BagApplication', 'BagPayRecord'] },
    { type: 'bookingApi/invalidateTags', tags: ['BookOrders', 'BookOrder', 'User', { type: 'Locks', id: 'LIST' }, 'DiffTimePark', 'DiffTimeOrders', 'DiffTimeViolations', 'ShareIncome'] },
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
