import { paymentFeature } from '@/payment/feature';
import { registerPayKinds } from '@/payment/kinds';
import type { Feature } from '@/ui/lazyPage';
import { walletTopUpKind } from './payKinds';

/** The wallet's top-ups. Its data (balance, wallets) follows every money event through the entry's rows. */
export const feature: Feature = {
  name: 'wallet',
  needs: [paymentFeature],
  *saga() {
    yield* registerPayKinds([walletTopUpKind]);
  },
};
