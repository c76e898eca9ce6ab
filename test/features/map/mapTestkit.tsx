import { act, fireEvent, waitFor } from '@testing-library/react';
import { resetAmapLoader, type AMapMarkerOptions, type AMapNamespace } from '@/features/map/amap';
import type { MapProvider, NavigationTarget, Position } from '@/platform/types';
import { renderApp } from '../../support/renderApp';

/**
 * /map with the recording fakes of renderApp, plus what this page needs of the platform: a locate() that
 * answers as told and an openMapNavigation() that records. (Patched onto the fake platform before the page
 * mounts; the page only renders after the before-each loader.)
 */
export function renderMap(url: string, options: Parameters<typeof renderApp>[1] & { locate?: () => Promise<Position> } = {}) {
  const { locate, ...rest } = options;
  const view = renderApp(url, rest);
  const navigations: { target: NavigationTarget; provider: MapProvider }[] = [];
  const locateCalls = { count: 0 };
  Object.assign(view.platform, {
    locate: () => {
      locateCalls.count += 1;
      return locate ? locate() : Promise.resolve({ lng: 116.397, lat: 39.909 });
    },
    openMapNavigation: (target: NavigationTarget, provider: MapProvider) => navigations.push({ target, provider }),
  });
  return { ...view, navigations, locateCalls };
}

export function amapScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src.startsWith('https://webapi.amap.com/'));
}

/** jsdom never loads the script: make it fail the way a phone with no network would. */
export async function failMapScript() {
  // The first page of a test file waits for its lazy chunk too.
  await waitFor(() => expect(amapScripts()).toHaveLength(1), { timeout: 5000 });
  await act(async () => {
    fireEvent.error(amapScripts()[0] as HTMLScriptElement);
  });
}

/** A stand-in for window.AMap that records maps and markers. */
export function fakeAmap() {
  const maps: { centre: [number, number]; fitViews: number; centred: [number, number][]; removed: number; destroyed: boolean }[] = [];
  const markers: { options: AMapMarkerOptions; click?: () => void }[] = [];
  const ns: AMapNamespace = {
    Map: class {
      private rec;
      constructor(_el: HTMLElement, opts: { center: [number, number] }) {
        this.rec = { centre: opts.center, fitViews: 0, centred: [] as [number, number][], removed: 0, destroyed: false };
        maps.push(this.rec);
      }
      setFitView() {
        this.rec.fitViews += 1;
      }
      setCenter(c: [number, number]) {
        this.rec.centred.push(c);
      }
      setZoom() {}
      remove(list: unknown[]) {
        this.rec.removed += list.length;
      }
      destroy() {
        this.rec.destroyed = true;
      }
    },
    Marker: class {
      private rec: { options: AMapMarkerOptions; click?: () => void };
      constructor(options: AMapMarkerOptions) {
        this.rec = { options };
        markers.push(this.rec);
      }
      on(_e: 'click', handler: () => void) {
        this.rec.click = handler;
      }
      setMap() {}
    },
  };
  return { ns, maps, markers };
}

export function resetMapGlobals() {
  resetAmapLoader();
  delete window.AMap;
  for (const s of amapScripts()) s.remove();
}
