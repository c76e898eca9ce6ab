import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

/**
 * 长辈模式 (elder mode): larger type, 48 px touch targets, fewer grid columns, nothing that moves by itself. It is
 * the `data-elder` attribute on <html>, which src/ui/theme/tokens.css answers by overriding tokens; every screen
 * follows at once. Remembered on this phone (`elderMode` in local storage, 'on' or 'off'). Until the driver
 * chooses, the host's large text turns it on (src/platform/hostTextScale.ts); once they flip the switch on /mine,
 * their choice wins.
 *
 * index.html sets the attribute before the first paint with the same decision in a script of its own (src/page/elderMode.js; so
 * does the prerendered home, whose index.html is that file). This module is what the first screen needs (the
 * attribute, the switch, a hook); keeping it in sync afterwards (another tab's switch, the host's text size when
 * the driver comes back from its settings) is elderModeFollow.ts, loaded after the first paint.
 */

export const ELDER_ATTRIBUTE = 'data-elder';
export type ElderChoice = 'on' | 'off';

export function readElderChoice(): ElderChoice | undefined {
  return readStored('elderMode');
}

const listeners = new Set<() => void>();

function root(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

/** Whether 长辈模式 is on now: what <html> says. */
export function isElderMode(): boolean {
  return root()?.hasAttribute(ELDER_ATTRIBUTE) ?? false;
}

/** Sets the attribute (and tells the components) when it changes. */
export function applyElderMode(on: boolean): void {
  const el = root();
  if (!el || on === el.hasAttribute(ELDER_ATTRIBUTE)) return;
  if (on) el.setAttribute(ELDER_ATTRIBUTE, '');
  else el.removeAttribute(ELDER_ATTRIBUTE);
  for (const l of [...listeners]) l();
}

/** The driver's choice (the switch on /mine): applied at once to the whole app and remembered on this phone. */
export function setElderMode(on: boolean): void {
  writeStored('elderMode', on ? 'on' : 'off');
  applyElderMode(on);
}

export function subscribeElderMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 长辈模式 for a component: re-renders when it turns on or off. */
export function useElderMode(): boolean {
  return useSyncExternalStore(subscribeElderMode, isElderMode, () => false);
}
