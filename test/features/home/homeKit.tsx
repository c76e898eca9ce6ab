import { act, screen } from '@testing-library/react';
import type { MenuConfig } from '@/api/basic/types';
import type { FakePlatformAnswers } from '../../support/fakes';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

/**
 * A controllable IntersectionObserver: cards stay unseen until a test "swipes" one into view with `showCard`.
 * Installed by `installFakeIntersectionObserver` for the tests of this folder.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  fire(el: Element) {
    const entry = { target: el, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver() {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}

/** Swipes the card holding `el` (or the element itself) into view. */
export function showCard(el: Element) {
  const card = el.closest('.bcard, .wrap') ?? el;
  act(() => {
    for (const io of FakeIntersectionObserver.all) if (io.targets.has(card)) io.fire(card);
  });
}

/** Swipes the first plate card into view, as the browser reports for the card that starts visible. */
export function showFirstCard() {
  const first = document.querySelector('.track .bcard, .track .wrap');
  if (first) showCard(first);
}

export const DRIVER_ONLY_PATHS = [
  '/charge/v2/api/parkOrders/msp',
  '/charge/v2/api/parkOrders/msp/boundVehicleParkingBills',
  '/charge/v2/api/parkOrders/msp/boundVehicleParkingBill',
  '/charge/v2/api/parkOrders/msp/driverPlate',
  '/driver/v2/api/plateCount',
  '/cps/v2/api/chargingOrders/msp',
  '/special/v2/api/bagPasses',
];

/** /home as a visitor or a demo driver, waiting for the page itself. */
export async function openHome(options: { as?: Parameters<typeof signInAs>[0]; clientType?: 1 | 2 | 3; url?: string; answers?: Partial<FakePlatformAnswers> } = {}) {
  if (options.as) signInAs(options.as);
  const view = renderApp(options.url ?? '/home', { clientType: options.clientType });
  // The page mounts after its lazy chunk loads: answers set now are in place before it asks the platform.
  Object.assign(view.platform.answers, options.answers);
  await screen.findByRole('heading', { name: '车主服务', level: 1 });
  return view;
}

/** Edits the dealer's menu config in the mock (the before-each saga loads it). */
export function setMenuConfig(patch: Partial<MenuConfig>) {
  const configs = backend.db.menuConfigs;
  for (const id of Object.keys(configs)) configs[id] = { ...(configs[id] as MenuConfig), ...patch };
}
