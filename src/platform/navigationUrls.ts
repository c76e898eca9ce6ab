import type { LngLat } from './coordinates';
import type { MapProvider, NavigationTarget } from './types';

/**
 * Web navigation pages of the two map providers. Kept free of the coordinate library so the home path does not carry
 * it: the caller converts for Baidu (see `navigationUrl` in browser.ts, which loads coordinates.ts on demand).
 */

/** The first provider (AMap): GCJ-02 as it is; callnative asks the AMap app to take over when installed. */
export function amapNavigationUrl(target: NavigationTarget): string {
  const to = `${target.lng},${target.lat},${encodeURIComponent(target.name)}`;
  return `https://uri.amap.com/navigation?to=${to}&mode=car&coordinate=gaode&callnative=1`;
}

/** The second provider (Baidu), given the destination already in BD-09. `src` is Baidu's required caller tag. */
export function baiduNavigationUrl(bd09: LngLat, name: string): string {
  const destination = `latlng:${bd09.lat},${bd09.lng}|name:${encodeURIComponent(name)}`;
  return `https://api.map.baidu.com/direction?destination=${destination}&coord_type=bd09ll&mode=driving&output=html&src=webapp.driverapp.h5`;
}

/** The web navigation URL for a provider; Baidu's point converted GCJ-02 → BD-09 (coordinates loaded on demand). */
export async function navigationUrl(target: NavigationTarget, provider: MapProvider): Promise<string> {
  if (provider !== 2) return amapNavigationUrl(target);
  const { gcj02ToBd09 } = await import(/* webpackChunkName: "coordinates" */ './coordinates');
  return baiduNavigationUrl(gcj02ToBd09(target), target.name);
}

/** Opens the web navigation page in a new tab; where the browser refuses (popup blocked), in this one. */
export function openNavigationUrl(win: Window, url: string): void {
  const opened = win.open(url, '_blank');
  if (!opened) win.location.assign(url);
}

/** Opens the provider's web navigation for a target (the fallback of every client). */
export function openWebNavigation(win: Window, target: NavigationTarget, provider: MapProvider): Promise<void> {
  if (provider !== 2) {
    // No await before opening: the tap's user activation lets the new tab open.
    openNavigationUrl(win, amapNavigationUrl(target));
    return Promise.resolve();
  }
  return navigationUrl(target, provider).then((url) => openNavigationUrl(win, url));
}
