/** How sagas move the driver: the app backs it with the data router, tests with a fake. */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  back(): void;
  /** The current path with its query, as the router sees it (no origin). */
  currentUrl(): string;
}

/** A navigator that forwards to the router once main.tsx has built it (the store comes first). */
export function createLateNavigator(): Navigator & { attach(target: Navigator): void } {
  let target: Navigator | null = null;
  return {
    attach(t) {
      target = t;
    },
    navigate(to, options) {
      if (target) target.navigate(to, options);
      else window.location.assign(to);
    },
    back() {
      if (target) target.back();
      else window.history.back();
    },
    currentUrl() {
      return target ? target.currentUrl() : window.location.pathname + window.location.search;
    },
  };
}
