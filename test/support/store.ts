import { setupStore, type RootState } from '@/app/store';
import { fakeNavigator, fakePlatform, fakeUi } from './fakes';
import type { TabLink } from '@/api/tabLink';
import type { DialogOptions } from '@/ui/feedback/types';

const made: { stop: () => void }[] = [];
// A store's sagas end with its test: one left running would answer the next test's online and visibility events
// (and, waiting on a refresh, refresh with the next test's cookies).
afterEach(() => made.splice(0).forEach((store) => store.stop()));

/** A fresh store with recording fakes for the platform, navigator and UI effects. */
export function storeWithFakes(options: { at?: string; answer?: (d: DialogOptions) => string | null; clientType?: 1 | 2 | 3; preloaded?: Partial<RootState>; tabLink?: TabLink; appSagasLater?: boolean } = {}) {
  const ui = fakeUi(options.answer);
  const navigator = fakeNavigator(options.at ?? '/home');
  const platform = fakePlatform(options.clientType ?? 2);
  const store = setupStore(options.preloaded, { ui, navigator, platform, appSagasLater: options.appSagasLater, ...(options.tabLink ? { tabLink: options.tabLink } : {}) });
  made.push(store);
  return { store, ui, navigator, platform };
}
