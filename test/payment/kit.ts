import { screen, waitFor } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { feature as booking } from '@/features/booking/feature';
import { chargingFeature } from '@/features/charging/feature';
import { feature as merchant } from '@/features/merchant/feature';
import { feature as offPeak } from '@/features/offPeak/feature';
import { feature as parkingPay } from '@/features/parkingPay/feature';
import { feature as passes } from '@/features/passes/feature';
import { feature as wallet } from '@/features/wallet/feature';
import { paymentTiming } from '@/payment/paymentSaga';
import { selectPayment } from '@/payment/paymentSlice';
import type { PaymentEntry, PaymentStatus } from '@/payment/types';
import type { Platform } from '@/platform/types';
import { fakeNavigator, fakePlatform, fakeUi, type FakePlatform } from '../support/fakes';
import { backend } from '../support/mockServer';

/** Fast polling for tests: the same backoff shape, in milliseconds instead of seconds. */
const realTiming = { ...paymentTiming, delaysMs: [...paymentTiming.delaysMs] };
export function fastTiming() {
  paymentTiming.delaysMs = [10, 20, 30];
  paymentTiming.capMs = 250;
  paymentTiming.shortCapMs = 40;
}
export function restoreTiming() {
  Object.assign(paymentTiming, { ...realTiming, delaysMs: [...realTiming.delaysMs] });
}

/** Every feature that registers pay kinds: a pay test may pay any kind, as a store that opened their pages could. */
export const payingFeatures = [parkingPay, chargingFeature, passes, booking, offPeak, wallet, merchant];

/** A real store (real reducers, sagas, API, mock backend) with the payment slice, every pay kind and recording fakes. */
export function payStore<P extends Platform = FakePlatform>(platform: P = fakePlatform(2) as unknown as P) {
  const ui = fakeUi();
  const navigator = fakeNavigator('/payPage');
  const store = setupStore(undefined, { ui, navigator, platform });
  for (const f of payingFeatures) store.startFeature(f);
  const entry = (key: string): PaymentEntry | undefined => selectPayment(store.getState(), key);
  const until = async (key: string, status: PaymentStatus, timeout = 3000) => {
    await waitFor(() => expect(entry(key)?.status).toBe(status), { timeout });
    return entry(key) as PaymentEntry;
  };
  return { store, ui, navigator, platform, entry, until };
}

/** The provider settles a payment, as POST /__mock/payments/{id} does. */
export async function settle(payOrderId: string, state: 'paid' | 'failed' | 'closed') {
  const res = await fetch(`http://localhost/__mock/payments/${encodeURIComponent(payOrderId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  return (await res.json()) as { code: string; data: { state: string } | null };
}

export const payChargesCalls = () => backend.calls.list('/charge/v2/api/payCharges', 'POST');
export const ordersFor = (uniqueId: string) => backend.db.payOrders.filter((o) => o.items.some((i) => i.uniqueId === uniqueId));
export const pendingOf = (uniqueId: string) => ordersFor(uniqueId).find((o) => o.state === 'pending');

/**
 * Loads the lazy pages a test file opens before the first test's clock starts: a cold page with antd-mobile takes
 * seconds to load on the shared machine, longer than a `findBy` waits. Later tests find them loaded anyway.
 */
export async function warmPages(routePaths: string[]) {
  const { featureRoutes: entryRoutes, loadLaterRoutes } = await import('@/app/routes');
  const featureRoutes = [...entryRoutes, ...(await loadLaterRoutes())];
  const wanted = new Set(routePaths);
  await Promise.all(
    featureRoutes
      .filter((r) => r.path !== undefined && wanted.has(r.path))
      .map((r) => (typeof r.lazy === 'function' ? (r.lazy as () => Promise<unknown>)() : undefined)),
  );
}

/** The page's 立即支付, once it may be tapped (the channels, the bill and whatever else it waits for are in). */
export async function payWhenReady() {
  const pay = await screen.findByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  return pay;
}
