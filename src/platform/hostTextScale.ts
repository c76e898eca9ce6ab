/**
 * How much larger than its default the host draws text (1 = the default size): the driver's large-font setting,
 * wherever the host applies it. Three measures, the largest wins:
 * - iOS Dynamic Type (WKWebView and Safari: WeChat, Alipay and the browser on an iPhone): an element with
 *   `font: -apple-system-body` is 17 px at the default size and follows the system's text size. Only WebKit on
 *   Apple platforms knows that font; elsewhere the declaration is dropped and nothing is measured.
 * - Android WebView's text zoom (WeChat's and Alipay's in-app font size, the system's font scale): it multiplies
 *   every computed font size, so a 16 px probe computes larger. `text-size-adjust` does not govern it.
 * - iOS hosts zoom text with `-webkit-text-size-adjust: N%` set on <body> (Chrome for iOS does so from the system
 *   text size): that percentage, once <body> exists.
 * The same decision, in a few lines, runs in index.html before the first paint (src/page/elderMode.js; test/session/elderMode.test.ts
 * checks the two agree).
 */

/** At or above this the host's text counts as large (a step or two above the default in every host). */
export const LARGE_TEXT_SCALE = 1.15;

const DYNAMIC_TYPE_DEFAULT_PX = 17;
const PROBE_PX = 16;

function px(value: string | null | undefined): number {
  const n = parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 ? n : NaN;
}

export function measureHostTextScale(doc: Document = document): number {
  const win = doc.defaultView;
  if (!win) return 1;
  const scales: number[] = [1];
  const probe = doc.createElement('span');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:absolute;visibility:hidden;font-size:${PROBE_PX}px`;
  const parent = doc.body ?? doc.documentElement;
  parent.appendChild(probe);
  try {
    scales.push(px(win.getComputedStyle(probe).fontSize) / PROBE_PX);
    probe.style.font = '-apple-system-body';
    if (probe.style.font) scales.push(px(win.getComputedStyle(probe).fontSize) / DYNAMIC_TYPE_DEFAULT_PX);
    if (doc.body) {
      const adjust = win.getComputedStyle(doc.body).getPropertyValue('-webkit-text-size-adjust');
      if (/%$/.test(adjust.trim())) scales.push(px(adjust) / 100);
    }
  } finally {
    probe.remove();
  }
  const finite = scales.filter((s) => Number.isFinite(s));
  return Math.round(Math.max(...finite) * 100) / 100;
}

/**
 * Calls `onChange` when the host may have changed its text size: the driver comes back from the host's settings
 * (visibility, a page shown from the back-forward cache) or the page finished loading (iOS hosts set their
 * percentage on <body> then). Not on resize: the keyboard resizes the viewport, and text size never does. Returns the
 * way to stop.
 */
export function watchHostTextScale(onChange: () => void, win: Window = window): () => void {
  const doc = win.document;
  const onVisible = () => {
    if (doc.visibilityState === 'visible') onChange();
  };
  win.addEventListener('load', onChange);
  win.addEventListener('pageshow', onChange);
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    win.removeEventListener('load', onChange);
    win.removeEventListener('pageshow', onChange);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
