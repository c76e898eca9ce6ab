/**
 * Handing a link to the host: src/platform offers no share sheet of its own, so the browser's (the Web Share API,
 * which WeChat, Alipay and the app shell's webviews pass on to their share sheet where they have one), else the
 * clipboard. 'manual' means neither worked: the page shows the link to copy by hand.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

export async function shareLink(title: string, text: string, url: string): Promise<ShareOutcome> {
  const nav = window.navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text, url });
      return 'shared';
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') return 'cancelled';
      // a host that refuses (no user gesture, not allowed): fall through to the clipboard
    }
  }
  return copyText(url);
}

export async function copyText(text: string): Promise<'copied' | 'manual'> {
  try {
    if (!window.navigator.clipboard) return 'manual';
    await window.navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'manual';
  }
}
