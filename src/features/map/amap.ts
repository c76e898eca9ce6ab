import { constants } from '@config/constants';
import { setScriptSource } from '@/lib/trustedTypes';

/**
 * The part of the AMap JS API 1.4.4 this page uses (https://lbs.amap.com/api/javascript-api/reference/map):
 * `new AMap.Map(el, {center, zoom})`, `new AMap.Marker({map, position, title, extData})`, `marker.on('click')`,
 * `map.setFitView()`, `map.setCenter()`, `map.remove()`, `map.destroy()`.
 */
export interface AMapMap {
  setFitView(overlays?: AMapMarker[]): void;
  setCenter(center: [number, number]): void;
  setZoom(zoom: number): void;
  remove(overlays: AMapMarker[]): void;
  destroy(): void;
}

export interface AMapMarker {
  on(event: 'click', handler: () => void): void;
  setMap(map: AMapMap | null): void;
  setzIndex?(z: number): void;
}

export interface AMapMarkerOptions {
  map?: AMapMap;
  position: [number, number];
  title?: string;
  extData?: unknown;
  zIndex?: number;
}

export interface AMapNamespace {
  Map: new (container: HTMLElement, options: { center: [number, number]; zoom: number; resizeEnable?: boolean }) => AMapMap;
  Marker: new (options: AMapMarkerOptions) => AMapMarker;
}

declare global {
  interface Window {
    AMap?: AMapNamespace;
  }
}

export const AMAP_SCRIPT_ORIGIN = 'https://webapi.amap.com';
export const AMAP_TIMEOUT_MS = 8000;

export class MapLoadError extends Error {
  constructor(readonly reason: 'no-key' | 'offline' | 'error' | 'timeout' | 'missing') {
    super(`AMap could not load: ${reason}`);
  }
}

export function amapScriptUrl(key: string): string {
  return `${AMAP_SCRIPT_ORIGIN}/maps?v=${constants.amapVersion}&key=${encodeURIComponent(key)}`;
}

let loaded: Promise<AMapNamespace> | null = null;

/**
 * Loads the AMap script once, on demand (only the map page calls this; home never does). A missing key, an
 * offline phone, a script error, a timeout or a script that ran without defining AMap all reject with
 * MapLoadError, and the next call tries again.
 */
export function loadAmap(key: string | undefined, options: { timeoutMs?: number; win?: Window } = {}): Promise<AMapNamespace> {
  const win = options.win ?? window;
  if (win.AMap) return Promise.resolve(win.AMap);
  if (loaded) return loaded;
  if (!key) return Promise.reject(new MapLoadError('no-key'));
  if (win.navigator && win.navigator.onLine === false) return Promise.reject(new MapLoadError('offline'));
  const doc = win.document;
  const attempt = new Promise<AMapNamespace>((resolve, reject) => {
    const script = doc.createElement('script');
    let settled = false;
    const finish = (error: MapLoadError | null) => {
      if (settled) return;
      settled = true;
      win.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) {
        script.remove();
        reject(error);
      } else if (win.AMap) {
        resolve(win.AMap);
      } else {
        script.remove();
        reject(new MapLoadError('missing'));
      }
    };
    const timer = win.setTimeout(() => finish(new MapLoadError('timeout')), options.timeoutMs ?? AMAP_TIMEOUT_MS);
    script.async = true;
    setScriptSource(script, amapScriptUrl(key));
    script.onload = () => finish(null);
    script.onerror = () => finish(new MapLoadError('error'));
    doc.head.appendChild(script);
  });
  loaded = attempt;
  attempt.catch(() => {
    if (loaded === attempt) loaded = null;
  });
  return attempt;
}

/** For tests: forget a load in flight. */
export function resetAmapLoader(): void {
  loaded = null;
}
