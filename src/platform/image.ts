import { messages } from './shared';
import { PlatformError, type PickedImage } from './types';

import type { ImageOptions } from './imageOptions';

export { defaultImageOptions, type ImageOptions } from './imageOptions';

/**
 * Opens the system file picker. Call it straight from the driver's tap (no await before it): browsers only let a
 * user gesture open the picker. Rejects 'cancelled' where the browser reports a dismissed picker (the `cancel`
 * event); older browsers never say, and the promise then stays pending, which is harmless.
 */
export function pickFile(win: Window, accept: string): Promise<File> {
  return new Promise<File>((resolve, reject) => {
    const doc = win.document;
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.remove();
      if (file) resolve(file);
      else reject(new PlatformError(messages.pickCancelled, 'cancelled'));
    });
    input.addEventListener('cancel', () => {
      input.remove();
      reject(new PlatformError(messages.pickCancelled, 'cancelled'));
    });
    // iOS Safari only opens pickers of inputs that are in the document.
    doc.body.appendChild(input);
    input.click();
  });
}

/**
 * Shrinks an image for upload (imageCompress.ts). The canvas code loads with the first photo, not with the first
 * screen; a load that fails twice (weak signal) is said as a failed pick, and the driver tries again.
 */
export async function compressImage(win: Window, source: Blob | string, options: ImageOptions = {}): Promise<PickedImage> {
  const load = () => import('./imageCompress');
  const work = await load()
    .catch(load)
    .catch(() => {
      throw new PlatformError(messages.photoLoadFailed, 'failed');
    });
  return work.compressImage(win, source, options);
}

/** A picture a bridge handed over as base64 or a data URL, taken as it is (when it cannot be recompressed). */
export function pickedFromBase64(data: string): PickedImage {
  const match = /^data:image\/([\w.+-]+);base64,/.exec(data);
  const fileData = (match ? data.slice(match[0].length) : data).replace(/\s+/g, '');
  const suffix = match?.[1] === 'png' ? 'png' : 'jpg';
  return { fileData, suffix, dataUrl: `data:image/${suffix === 'png' ? 'png' : 'jpeg'};base64,${fileData}` };
}
