import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** Permissions: the driver's separate, withdrawable consents (权限与授权). */
export const permissionsRoutes: RouteObject[] = [
  { path: paths.permissions, handle: { title: '权限与授权' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-permissions" */ './pages/PermissionsPage'), 'PermissionsPage') },
];
