import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * The operations debug panel (beyond the spec): /supportDebug opens it with a support code, /debug
 * without one in development. Both are later routes with their own chunk: a driver who never opens them downloads
 * nothing of the panel.
 */
export const supportDebugRoutes: RouteObject[] = [
  { path: paths.supportDebug, handle: { title: '远程调试' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-support-debug" */ './pages/SupportDebugPage'), 'SupportDebugPage') },
  { path: paths.debug, handle: { title: '调试面板' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-debug" */ './pages/DebugPage'), 'DebugPage') },
];
