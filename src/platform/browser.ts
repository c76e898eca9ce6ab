import type { ClientType } from '@/lib/wire';
import { closeWindow } from './closeWindow';
import { compressImage, pickFile } from './image';
import { openWebNavigation } from './navigationUrls';
import { barcodeDetector, decodeImageFile, scanUnsupportedMessage } from './barcode';
import { messages, payWithoutBridge } from './shared';
import { PlatformError, type Platform, type Position } from './types';

export const geolocationUnsupported = 'browser does not support geolocation';

function currentPosition(win: Window): Promise<GeolocationPosition> {
  const geo = win.navigator.geolocation as Geolocation | undefined;
  if (!geo || typeof geo.getCurrentPosition !== 'function') {
    return Promise.reject(new PlatformError(geolocationUnsupported, 'unsupported'));
  }
  return new Promise<GeolocationPosition>((resolve, reject) => {
    geo.getCurrentPosition(
      resolve,
      (err) => {
        // 1 PERMISSION_DENIED (also: a page not served over https), 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
        if (err.code === 1) reject(new PlatformError(messages.locateDenied, 'denied'));
        else if (err.code === 3) reject(new PlatformError(messages.locateTimeout, 'timeout'));
        else reject(new PlatformError(messages.locateFailed, 'failed'));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/**
 * The plain phone browser, and the fallback of every client whose bridge is absent (a WeChat-type link opened in
 * Chrome): geolocation converted to GCJ-02, BarcodeDetector scanning by camera or picture, the file picker with
 * compression, cashier pages for payments, and the providers' web navigation.
 */
export function createBrowserPlatform(clientType: ClientType, win: Window = window): Platform {
  return {
    clientType,
    kind: 'browser',

    async locate(): Promise<Position> {
      const pos = await currentPosition(win);
      const { wgs84ToGcj02 } = await import(/* webpackChunkName: "coordinates" */ './coordinates');
      const p = wgs84ToGcj02({ lng: pos.coords.longitude, lat: pos.coords.latitude });
      return { ...p, accuracy: pos.coords.accuracy };
    },

    scan(): Promise<string> {
      const detector = barcodeDetector(win);
      if (!detector) return Promise.reject(new PlatformError(scanUnsupportedMessage, 'unsupported'));
      if (typeof win.navigator.mediaDevices?.getUserMedia === 'function') {
        // The camera view needs no user gesture, so it can come as its own small chunk.
        return import(/* webpackChunkName: "platform-scanner" */ './scanner').then((m) => m.scanWithCamera(win, detector));
      }
      return pickFile(win, 'image/*').then((file) => decodeImageFile(win, detector, file));
    },

    pickImage(options) {
      // The picker opens first, synchronously inside the driver's tap.
      return pickFile(win, 'image/*').then((file) => compressImage(win, file, options));
    },

    async pay(request) {
      return payWithoutBridge(win, request, false) ?? 'unknown';
    },

    closeWindow() {
      closeWindow(win as Window & object);
    },

    openMapNavigation(target, provider) {
      openWebNavigation(win, target, provider).catch((e: unknown) => console.warn('navigation failed', e));
    },

    loadSdk: () => Promise.resolve(),
  };
}
