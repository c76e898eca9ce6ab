/**
 * How big the menu was when this device last saw it, so its placeholder takes the same room and the blocks below
 * do not jump when it arrives. A first visit assumes four rows of four: the menus deployed so far have 12 to 16
 * entries (the demo has 14).
 */
export interface MenuShape {
  tiles: number;
  columns: number;
}

const KEY = 'homeMenuShape';
export const FIRST_VISIT: MenuShape = { tiles: 16, columns: 4 };

export function lastMenuShape(): MenuShape {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<MenuShape> | null;
    const tiles = Number(v?.tiles);
    const columns = Number(v?.columns);
    if (tiles >= 1 && tiles <= 40 && columns >= 1 && columns <= 6) return { tiles: Math.round(tiles), columns: Math.round(columns) };
  } catch {
    // unreadable or refused storage: as on a first visit
  }
  return FIRST_VISIT;
}

export function rememberMenuShape(shape: MenuShape) {
  try {
    const last = localStorage.getItem(KEY);
    const next = JSON.stringify(shape);
    if (last !== next) localStorage.setItem(KEY, next);
  } catch {
    // the placeholder just keeps its first-visit size
  }
}
