import { useLayoutEffect } from 'react';

/**
 * Rooms index.html holds on a driver's first paint for what the kept answers will draw there (keepHome writes the
 * `homeRooms` copy; scripts/prerender-home.mjs's head script puts its names on <html>, and its head style holds the
 * room above or in the cards' section, `[data-home-cards]`): the arrears notice above the cards, or the add-vehicle
 * prompt's size for the cards' placeholder. Without them the page would move when the app draws the copy.
 */
export const ROOMS = { arrears: 'home-arrears', addCar: 'home-add-car' } as const;

/** Gives the room back in the commit that draws what it was held for, or learns it will not come. */
export function useReleaseRoom(room: string, settled: boolean) {
  useLayoutEffect(() => {
    if (settled) document.documentElement.classList.remove(room);
  }, [room, settled]);
}
