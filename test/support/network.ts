import { act } from '@testing-library/react';

/** Takes the device off the network as a browser reports it: navigator.onLine false and an `offline` event. */
export function goOffline() {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    window.dispatchEvent(new Event('offline'));
  });
}

/** Brings it back: navigator.onLine as jsdom has it (true) and an `online` event. */
export function goOnline() {
  act(() => {
    delete (window.navigator as unknown as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  });
}

/** The driver switches back to the app: the window gets focus again (what RTK Query's focus listener follows). */
export function comeBackToApp() {
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
}
