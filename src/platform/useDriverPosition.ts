import { useEffect, useState } from 'react';
import { yieldIfFree } from '@/lib/nextTask';
import { readStored, writeStored } from '@/session/storage';
import { useConsentGate } from '@/session/consentChoices';
import { usePlatform } from './PlatformContext';
import type { Position } from './types';

/** Where lists centre when the driver cannot be located and nothing is stored: the city centre (Beijing). */
export const CITY_CENTRE: Position = { lng: 116.397, lat: 39.909 };

export interface DriverPosition {
  /** null while locating. */
  position: Position | null;
  /**
   * Where it came from: the platform, the last stored position, or the city centre (null while locating);
   * 'refused': the driver refused 定位 (权限与授权), so nobody asked the platform and the lists centre on the city.
   */
  source: 'located' | 'stored' | 'centre' | 'refused' | null;
}

const REFUSED: DriverPosition = { position: CITY_CENTRE, source: 'refused' };
const LOCATING: DriverPosition = { position: null, source: null };

function fallback(): DriverPosition {
  const lng = readStored('lng');
  const lat = readStored('lat');
  return lng !== undefined && lat !== undefined ? { position: { lng, lat }, source: 'stored' } : { position: CITY_CENTRE, source: 'centre' };
}

/**
 * The driver's position from the platform (stored for next time). A failure, a nonsense answer or no answer within
 * `timeoutMs` (weak signal) falls back to the stored position, else the city centre, so lists never wait forever.
 * `skip` leaves the platform alone (the page already knows where to centre).
 */
export function useDriverPosition({ timeoutMs = 8000, skip = false }: { timeoutMs?: number; skip?: boolean } = {}): DriverPosition {
  const platform = usePlatform();
  // The one gate of locating: a refused 定位 consent means no locate() at all, and no stored position either. A
  // signed-in driver's choices not read on this phone yet (a new phone, a sign-in whose read has not answered) are no
  // permission: a refusal made on another phone may be on its way (docs/rules/consent.md), so nothing is asked of the
  // platform until they are read (the gate asks for them), and a read that does not come leaves the lists on the city centre, never on a
  // position this phone stored for someone else.
  const gate = useConsentGate('location');
  const [state, setState] = useState<DriverPosition>(LOCATING);
  useEffect(() => {
    if (skip || gate !== 'unknown') return undefined;
    const timer = setTimeout(() => setState({ position: CITY_CENTRE, source: 'centre' }), timeoutMs);
    return () => clearTimeout(timer);
  }, [gate, skip, timeoutMs]);
  useEffect(() => {
    if (skip || gate !== 'free') return undefined;
    setState(LOCATING);
    let done = false;
    const fail = () => {
      if (done) return;
      done = true;
      setState(fallback());
    };
    const timer = setTimeout(fail, timeoutMs);
    const ask = (): Promise<Position> => {
      if (done) return Promise.reject(new Error('the page is gone'));
      try {
        return platform.locate();
      } catch (e) {
        return Promise.reject(e);
      }
    };
    // Asking the platform is 30 ms of main thread at 4× CPU, in the commit that mounted a page's every block: it
    // gets a task of its own where that costs nothing (lib/nextTask).
    const pause = yieldIfFree();
    const located = pause ? pause.then(ask) : ask();
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
  }, [gate, platform, skip, timeoutMs]);
  return gate === 'refused' ? REFUSED : state;
}
