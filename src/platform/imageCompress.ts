import { defaultImageOptions, type ImageOptions } from './imageOptions';
import { PlatformError, type PickedImage } from './types';

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

function loadImageElement(win: Window, src: string, release: () => void): Promise<Decoded> {
  return new Promise<Decoded>((resolve, reject) => {
    const img = new (win as Window & typeof globalThis).Image();
    img.onload = () => resolve({ source: img, width: img.naturalWidth || img.width, height: img.naturalHeight || img.height, release });
    img.onerror = () => {
      release();
      reject(new PlatformError('图片无法读取，请换一张图片', 'failed'));
    };
    img.src = src;
  });
}

/** Decodes a picked file (ImageBitmap where the browser has it, else an <img>), EXIF orientation applied. */
export async function decodeImage(win: Window, source: Blob | string): Promise<Decoded> {
  if (typeof source === 'string') return loadImageElement(win, source, () => undefined);
  if (typeof win.createImageBitmap === 'function') {
    try {
      const bitmap = await win.createImageBitmap(source);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some browsers cannot decode HEIC and the like as bitmaps but can as <img>: fall through.
    }
  }
  const { URL: Url } = win as Window & typeof globalThis;
  const url = Url.createObjectURL(source);
  return loadImageElement(win, url, () => Url.revokeObjectURL(url));
}

/**
 * Shrinks an image so its longer edge is at most `maxEdge` (1280) and re-encodes it as JPEG at `quality` (0.8) on a
 * white background (transparent PNG areas would otherwise turn black). A weak signal uploads a ~200 KB picture
 * instead of a 5 MB photo.
 */
export async function compressImage(win: Window, source: Blob | string, options: ImageOptions = {}): Promise<PickedImage> {
  const maxEdge = options.maxEdge ?? defaultImageOptions.maxEdge;
  const quality = options.quality ?? defaultImageOptions.quality;
  const decoded = await decodeImage(win, source);
  try {
    const scale = Math.min(1, maxEdge / Math.max(decoded.width, decoded.height, 1));
    const width = Math.max(1, Math.round(decoded.width * scale));
    const height = Math.max(1, Math.round(decoded.height * scale));
    const canvas = win.document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new PlatformError('图片处理失败，请重试', 'unsupported');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(decoded.source, 0, 0, width, height);
    let dataUrl: string;
    try {
      dataUrl = canvas.toDataURL('image/jpeg', quality);
    } catch {
      throw new PlatformError('图片处理失败，请重试', 'failed');
    }
    return { dataUrl, fileData: dataUrl.slice(dataUrl.indexOf(',') + 1), suffix: 'jpg' };
  } finally {
    decoded.release();
  }
}

