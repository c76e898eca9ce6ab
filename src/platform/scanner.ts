import { pickFile } from './image';
import { decodeImageFile, type BarcodeDetectorLike } from './barcode';
import { messages } from './shared';
import { PlatformError } from './types';

/* The camera view: its own chunk, loaded when a browser scan starts (browser.ts). */

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.setAttribute('style', style);
  if (text) node.textContent = text;
  return node;
}

const buttonStyle =
  'min-height:44px;min-width:120px;padding:0 16px;border:0;border-radius:22px;font-size:var(--app-font-l);margin:0 8px;';

/**
 * A full-screen camera view that reads codes with BarcodeDetector. It offers a picture from the album too (a tap,
 * so the file picker may open) and says so when the camera cannot be opened (denied, none, insecure page).
 */
export function scanWithCamera(win: Window, detector: BarcodeDetectorLike): Promise<string> {
  const doc = win.document;
  return new Promise<string>((resolve, reject) => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let finished = false;

    const overlay = el(doc, 'div', 'position:fixed;inset:0;z-index:10000;background:var(--app-color-camera);display:flex;flex-direction:column;align-items:center;justify-content:center;');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', '扫码');
    const video = el(doc, 'video', 'width:100%;max-height:70vh;object-fit:cover;');
    video.setAttribute('playsinline', '');
    video.setAttribute('aria-label', '摄像头画面');
    video.muted = true;
    const hint = el(doc, 'p', 'color:var(--app-color-on-mask);font-size:var(--app-font-l);margin:16px;text-align:center;', '将二维码或条形码放入画面中');
    hint.setAttribute('role', 'status');
    const actions = el(doc, 'div', 'display:flex;justify-content:center;margin-top:8px;');
    const album = el(doc, 'button', `${buttonStyle}background:var(--app-color-primary);color:var(--app-color-on-primary);`, '从相册选择');
    album.type = 'button';
    const cancel = el(doc, 'button', `${buttonStyle}background:var(--app-color-box);color:var(--app-color-text);`, '取消');
    cancel.type = 'button';
    actions.append(album, cancel);
    overlay.append(video, hint, actions);
    doc.body.appendChild(overlay);

    const finish = (outcome: { text: string } | { error: PlatformError }) => {
      if (finished) return;
      finished = true;
      if (timer !== undefined) win.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      overlay.remove();
      if ('text' in outcome) resolve(outcome.text);
      else reject(outcome.error);
    };

    cancel.addEventListener('click', () => finish({ error: new PlatformError(messages.scanCancelled, 'cancelled') }));
    album.addEventListener('click', () => {
      pickFile(win, 'image/*')
        .then((file) => decodeImageFile(win, detector, file))
        .then(
          (text) => finish({ text }),
          (e: unknown) => {
            // A cancelled picker or an unreadable picture: stay on the camera view and say why.
            if (e instanceof PlatformError && e.reason !== 'cancelled') hint.textContent = e.message;
          },
        );
    });

    const tick = async () => {
      timer = undefined;
      if (finished) return;
      if (video.readyState >= 2) {
        try {
          const codes = await detector.detect(video);
          const text = codes.find((c) => c.rawValue)?.rawValue;
          if (text) {
            finish({ text });
            return;
          }
        } catch {
          // A frame that cannot be read: try the next one.
        }
      }
      if (!finished) timer = win.setTimeout(() => void tick(), 250);
    };

    win.navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        if (finished) {
          s.getTracks().forEach((t) => t.stop());
          return;
        }
        stream = s;
        video.srcObject = s;
        try {
          await video.play();
        } catch {
          // Autoplay refused: muted inline video usually plays; frames are read whenever they come.
        }
        void tick();
      })
      .catch(() => {
        hint.textContent = '无法打开摄像头，请允许使用摄像头，或从相册选择二维码图片';
      });
  });
}
