import { useEffect, useState } from 'react';
import { useAppStore } from '@/app/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import { readStored, writeStored } from '@/session/storage';

/** Tiananmen: where the map centres when nothing better is known. */
export const DEFAULT_CENTRE = { lng: 116.397, lat: 39.909 } as const;
const LOCATE_TIMEOUT_MS = 10_000;

export type Centre = { lng: number; lat: number; source: 'param' | 'located' | 'stored' | 'default' };

function storedOrDefault(): Centre {
  const lng = readStored('lng');
  const lat = readStored('lat');
  return lng !== undefined && lat !== undefined ? { lng, lat, source: 'stored' } : { ...DEFAULT_CENTRE, source: 'default' };
}

/**
 * The point the lists are centred on: the URL's, else the platform's position (saved as lat/lng), else the
 * stored one, else the default. A failed location says '停车点查询失败' and still lists around the fallback.
 */
export function useCentre(fromUrl: { lng: number; lat: number } | null): Centre | null {
  const platform = usePlatform();
  const { ui } = useAppStore().deps;
  const [located, setLocated] = useState<Centre | null>(null);
  const urlLng = fromUrl?.lng;
  const urlLat = fromUrl?.lat;
  const needLocate = urlLng === undefined || urlLat === undefined;

  useEffect(() => {
    if (!needLocate) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('locate timeout')), LOCATE_TIMEOUT_MS);
    });
    Promise.race([platform.locate(), timeout])
      .then((pos) => {
        if (!live) return;
        writeStored('lng', pos.lng);
        writeStored('lat', pos.lat);
        setLocated({ lng: pos.lng, lat: pos.lat, source: 'located' });
      })
      .catch(() => {
        if (!live) return;
        ui.toast('停车点查询失败');
        setLocated(storedOrDefault());
      })
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [needLocate, platform, ui]);

  if (!needLocate) return { lng: urlLng, lat: urlLat, source: 'param' };
  return located;
}
