import { setupStore, type RootState } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from './fakes';
import type { DialogOptions } from '@/ui/feedback/types';

/** A fresh store with recording fakes for the platform, navigator and UI effects. */
export function storeWithFakes(options: { at?: string; answer?: (d: DialogOptions) => string | null; clientType?: 1 | 2 | 3; preloaded?: Partial<RootState> } = {}) {
  const ui = fakeUi(options.answer);
  const navigator = fakeNavigator(options.at ?? '/home');
  const platform = fakePlatform(options.clientType ?? 2);
  const store = setupStore(options.preloaded, { ui, navigator, platform });
  return { store, ui, navigator, platform };
}
