import { LARGE_TEXT_SCALE, measureHostTextScale, watchHostTextScale } from '@/platform/hostTextScale';
import { applyElderMode, readElderChoice, type ElderChoice } from './elderMode';

/**
 * Keeps 长辈模式 in sync for the life of the page, after the first paint (main.tsx loads this module then): the
 * decision from the stored choice and the host's text size (src/platform/hostTextScale.ts), another tab's switch,
 * and the host's text size when the driver may have changed it.
 */

/** The driver's choice wins; without one, the host's text scale decides. */
export function elderModeOn(choice: ElderChoice | undefined, hostScale: number): boolean {
  if (choice) return choice === 'on';
  return hostScale >= LARGE_TEXT_SCALE;
}

/** Decides again from the stored choice and the host's text size now, and applies it. */
export function refreshElderMode(): boolean {
  const choice = readElderChoice();
  const on = elderModeOn(choice, choice ? 1 : measureHostTextScale());
  applyElderMode(on);
  return on;
}

/**
 * Keeps the attribute in sync for the life of the page (boot calls it once): another tab's switch (the storage
 * event), and the host's text size when it may have changed. Returns the way to stop.
 */
export function followElderMode(win: Window = window): () => void {
  refreshElderMode();
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === 'elderMode') refreshElderMode();
  };
  win.addEventListener('storage', onStorage);
  const stopWatching = watchHostTextScale(() => {
    if (!readElderChoice()) refreshElderMode();
  }, win);
  return () => {
    win.removeEventListener('storage', onStorage);
    stopWatching();
  };
}
