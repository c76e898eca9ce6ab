import type { ComponentType } from 'react';
import { retryImport } from '@/lib/retryImport';

/**
 * A route's `lazy` for a page module: `lazy: lazyPage(() => import('./pages/HomePage'), 'HomePage')`.
 * Each page is its own chunk, loaded with retries (see retryImport).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, exportName: K) {
  return async () => {
    const mod = await retryImport(load);
    return { Component: mod[exportName] as ComponentType };
  };
}
