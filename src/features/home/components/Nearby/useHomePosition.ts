import { useEffect, useState } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import type { Position } from '@/platform/types';
import { readStored, writeStored } from '@/session/storage';

/** Where home lists from when the driver cannot be located and nothing is stored: the city centre. */
export const CITY_CENTRE: Position = { lng: 116.397, lat: 39.909 };
/** A position that takes longer than this counts as a failure (weak signal): the fallback lists meanwhile. */
const LOCATE_TIMEOUT_MS = 8000;

export interface HomePosition {
  /** null while locating. */
  position: Position | null;
  /** True when locating failed and the position is the stored one or the city centre. */
  failed: boolean;
}

function fallback(): Position {
  const lng = readStored('lng');
  const lat = readStored('lat');
  return lng !== undefined && lat !== undefined ? { lng, lat } : CITY_CENTRE;
}

/** The driver's position from the platform, stored for next time; on failure the stored one, else the centre. */
export function useHomePosition(): HomePosition {
  const platform = usePlatform();
  const [state, setState] = useState<HomePosition>({ position: null, failed: false });
  useEffect(() => {
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      setState({ position: fallback(), failed: true });
    };
    const timer = setTimeout(fail, LOCATE_TIMEOUT_MS);
    let located: Promise<Position>;
    try {
      located = platform.locate();
    } catch (e) {
      located = Promise.reject(e);
    }
    located.then(
      (p) => {
        if (done) return;
        if (!Number.isFinite(p.lng) || !Number.isFinite(p.lat)) {
          fail();
          return;
        }
        done = true;
        writeStored('lng', p.lng);
        writeStored('lat', p.lat);
        setState({ position: { lng: p.lng, lat: p.lat }, failed: false });
      },
      fail,
    );
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [platform]);
  return state;
}
