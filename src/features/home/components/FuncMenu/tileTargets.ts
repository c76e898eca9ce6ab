import type { MenuTarget } from '../../menuTarget';

/**
 * Where each tile leads, as the app last drew the menu for this kind of reader (a signed-in driver or a visitor):
 * index.html's tap keeper (src/page/homeTapKeeper.js) reads it on the next start, and opens a tile tapped before the app has
 * taken over at once, where the app would have led this reader. A tile missing from it, under other words, or that is
 * no page here (a scan, an external page) is left to the app. The key and its shape are the keeper's too.
 */
const KEY = 'homeTaps';

/** A tile's words (its name) and the page it opens, or null where it does something else. */
export type TileTargets = Record<string, [words: string, to: string | null]>;

export const pageOf = (target: MenuTarget): string | null => (target.kind === 'route' || target.kind === 'login' ? target.to : null);

export function rememberTileTargets(driver: boolean, tiles: TileTargets): void {
  try {
    const next = JSON.stringify({ driver, tiles });
    if (localStorage.getItem(KEY) !== next) localStorage.setItem(KEY, next);
  } catch {
    // the next start asks the app, as on a first visit
  }
}
