import type { RouteObject } from 'react-router-dom';
import { signInRoutes } from '@/features/account/signInRoutes';
import { scanToChargeRoutes } from '@/features/charging/scanToChargeRoutes';
import { selfInvoiceRoutes } from '@/features/invoices/selfRoutes';
import { noticeCheckRoutes } from '@/features/noticeCheck/routes';
import { parkingPayRoutes } from '@/features/parkingPay/routes';
import { notFoundRoute, shellRoutes } from '@/features/shell/routes';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * The route table of the embedded build: webpack resolves src/app/routes.ts to this file when built with
 * `--env embedded` (webpack.config.js), so the other features' route tables — and with them every lazy import of
 * their pages — are never seen and never bundled. The set is config/embedded.ts; test/app/routesEmbedded.test.ts
 * fails when this table and that list disagree. It exports what routes.ts exports.
 */

/** No tab bar: a partner's page has its own navigation. */
export const tabRoutes: RouteObject[] = [];

export const featureRoutes: RouteObject[] = [
  {
    path: paths.home,
    handle: { title: '停车缴费' },
    lazy: lazyPage(() => import(/* webpackChunkName: "page-embedded-home" */ '@/features/home/pages/EmbeddedHomePage'), 'EmbeddedHomePage'),
  },
  ...parkingPayRoutes,
  ...selfInvoiceRoutes,
  ...scanToChargeRoutes,
  ...signInRoutes,
  ...noticeCheckRoutes,
  ...shellRoutes,
];

export { notFoundRoute };

/** Nothing comes later in the embedded build: its table is whole. */
export const loadLaterRoutes = (): Promise<RouteObject[]> => Promise.resolve([]);
