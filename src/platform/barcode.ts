import { PlatformError } from './types';

/** The Shape Detection API (Chrome on Android has it; iOS Safari and Firefox do not). Not in TypeScript's DOM lib. */
interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new () => BarcodeDetectorLike;

export const scanUnsupportedMessage = '当前浏览器不支持扫码，请在微信或支付宝中打开，或手动输入编号';
export const nothingFoundMessage = '未识别到二维码或条形码，请选择清晰的图片重试';

export function barcodeDetector(win: Window): BarcodeDetectorLike | undefined {
  const Ctor = (win as Window & { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (!Ctor) return undefined;
  try {
    return new Ctor();
  } catch {
    return undefined;
  }
}

/** Reads the first code in a picture (a photo of the QR code or a screenshot). */
export async function decodeImageFile(win: Window, detector: BarcodeDetectorLike, file: Blob): Promise<string> {
  let source: ImageBitmapSource = file;
  let bitmap: ImageBitmap | undefined;
  if (typeof win.createImageBitmap === 'function') {
    try {
      bitmap = await win.createImageBitmap(file);
      source = bitmap;
    } catch {
      throw new PlatformError('图片无法读取，请换一张图片', 'failed');
    }
  }
  try {
    const codes = await detector.detect(source);
    const text = codes.find((c) => c.rawValue)?.rawValue;
    if (!text) throw new PlatformError(nothingFoundMessage, 'failed');
    return text;
  } catch (e) {
    if (e instanceof PlatformError) throw e;
    throw new PlatformError(nothingFoundMessage, 'failed');
  } finally {
    bitmap?.close();
  }
}
