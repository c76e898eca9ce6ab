import { registerEvents } from '@/api/events';
import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { walletEvents } from './events';
import { walletTopUpKind } from './payKinds';

/**
 * The wallet's top-ups, and a withdrawal seen coming back (events.ts). Its data (balance, wallets) follows every
 * money event through the entry's rows.
 */
export const feature: Feature = {
  name: 'wallet',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([walletTopUpKind]);
    yield* registerEvents(walletEvents);
  },
};
