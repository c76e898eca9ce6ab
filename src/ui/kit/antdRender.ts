import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * What antd-mobile's default imperative render imports from rc-util (`rc-util/lib/React/render`, aliased here by
 * webpack.config.js). The kit replaces that default (setup.ts), so this is only its stand-in: the same two functions
 * on React 19's createRoot, without rc-util's copy, whose async unmount brought babel's regenerator runtime (about
 * 1.5 KB brotli) to every page with a header.
 */
type Container = (Element | DocumentFragment) & { __rcRoot?: Root };

export function render(node: ReactNode, container: Element | DocumentFragment): void {
  const c = container as Container;
  c.__rcRoot ??= createRoot(c);
  c.__rcRoot.render(node);
}

export function unmount(container: Element | DocumentFragment): Promise<void> {
  const c = container as Container;
  return Promise.resolve().then(() => {
    c.__rcRoot?.unmount();
    delete c.__rcRoot;
  });
}
