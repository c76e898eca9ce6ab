import { useEffect, useState } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import type { Position } from '@/platform/types';
import { readStored, writeStored } from '@/session/storage';

/** Where lists centre when the driver cannot be located and nothing is stored: the city centre (Beijing). */
export const CITY_CENTRE: Position = { lng: 116.397, lat: 39.909 };
/** A position that takes longer than this counts as a failure (weak signal). */
const LOCATE_TIMEOUT_MS = 8000;

export interface ListPosition {
  /** null while locating. */
  position: Position | null;
  /** Where the position came from: the platform, the last stored one, or the city centre. */
  source: 'located' | 'stored' | 'centre' | null;
}

function fallback(): ListPosition {
  const lng = readStored('lng');
  const lat = readStored('lat');
  return lng !== undefined && lat !== undefined ? { position: { lng, lat }, source: 'stored' } : { position: CITY_CENTRE, source: 'centre' };
}

/** The driver's position from the platform (stored for next time); on failure or timeout the stored one, else the centre. */
export function usePosition(): ListPosition {
  const platform = usePlatform();
  const [state, setState] = useState<ListPosition>({ position: null, source: null });
  useEffect(() => {
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      setState(fallback());
    };
    const timer = setTimeout(fail, LOCATE_TIMEOUT_MS);
    let located: Promise<Position>;
    try {
      located = platform.locate();
    } catch (e) {
      located = Promise.reject(e);
    }
    located.then((p) => {
      if (done) return;
      if (!Number.isFinite(p.lng) || !Number.isFinite(p.lat)) return fail();
      done = true;
      clearTimeout(timer);
      writeStored('lng', p.lng);
      writeStored('lat', p.lat);
      setState({ position: { lng: p.lng, lat: p.lat }, source: 'located' });
    }, fail);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [platform]);
  return state;
}
