import type { HomeFuncEntries, HomeFuncEntry } from '@/api/basic/types';

/**
 * The menu as the server last gave it on this device: on the next start its tiles are drawn (and work) at once,
 * and the answer then only brings them up to date, so nothing jumps. Unreadable, refused or implausible storage
 * reads as none (the build's default menu applies then).
 */
const KEY = 'homeMenu';
/** The icons are data URLs: a menu whose copy would crowd the device's storage is not kept. */
const MAX_CHARS = 64_000;

const isEntry = (e: unknown): e is HomeFuncEntry => {
  const v = e as Partial<HomeFuncEntry> | null;
  return !!v && typeof v.entryId === 'string' && typeof v.entryName === 'string' && typeof v.icon === 'string';
};

export function lastMenu(): HomeFuncEntries | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<HomeFuncEntries> | null;
    const list = v?.list;
    const column = Number(v?.column);
    if (Array.isArray(list) && list.length >= 1 && list.length <= 40 && list.every(isEntry) && column >= 1 && column <= 6) return { list, column };
  } catch {
    // as on a first visit
  }
  return null;
}

export function rememberMenu(menu: HomeFuncEntries): void {
  try {
    const next = JSON.stringify({ list: menu.list, column: menu.column });
    // A larger one leaves the last copy: the next start draws it, and the answer brings it up to date.
    if (next.length <= MAX_CHARS && localStorage.getItem(KEY) !== next) localStorage.setItem(KEY, next);
  } catch {
    // the next start draws the default menu
  }
}
