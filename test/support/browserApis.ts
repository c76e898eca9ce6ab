/**
 * Browser APIs jsdom lacks that antd-mobile reaches for (layout observers, media queries, scrolling). They do
 * nothing here, as in a browser where nothing is resized or scrolled during a test.
 */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function installBrowserApis() {
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= NoopObserver;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
