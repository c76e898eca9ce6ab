import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { homeRoutes } from '@/features/home/routes';
import { mapRoutes } from '@/features/map/routes';
import { mineRoutes } from '@/features/mine/routes';
import { newsRoutes } from '@/features/news/routes';
import { parkingPayRoutes } from '@/features/parkingPay/routes';
import { parksRoutes } from '@/features/parks/routes';
import { platesRoutes } from '@/features/plates/routes';
import { recordsRoutes } from '@/features/records/routes';
import { searchRoutes } from '@/features/search/routes';
import { notFoundRoute, shellRoutes } from '@/features/shell/routes';

/**
 * The full app's route table. The build picks the table: `npm run build:embedded` (webpack `--env embedded`)
 * resolves this module to ./routes.embedded.ts, the partner build's reduced set (config/embedded.ts), so none of
 * the imports below is even parsed there. A route added here is in the full build only; the embedded set changes
 * in config/embedded.ts and routes.embedded.ts together.
 */

/** The pages under the tab bar. */
export const tabRoutes: RouteObject[] = [...homeRoutes, ...mapRoutes, ...mineRoutes];

/** Every other feature's route table. Features add theirs here. */
export const featureRoutes: RouteObject[] = [
  ...accountRoutes,
  ...parkingPayRoutes,
  ...platesRoutes,
  ...recordsRoutes,
  ...parksRoutes,
  ...searchRoutes,
  ...newsRoutes,
  ...shellRoutes,
];

export { notFoundRoute };

/** The later domains' routes (laterRoutes.ts), as their own chunk: the router patches them in on first need. */
export const loadLaterRoutes = (): Promise<RouteObject[]> => import(/* webpackChunkName: "routes-later" */ './laterRoutes').then((m) => m.laterRoutes);
