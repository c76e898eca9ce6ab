import type { RouteObject } from 'react-router';
import { shellRoutes } from '@/features/shell/routes';

/** Every feature's route table, in one list under the root layout. Features add theirs here. */
export const featureRoutes: RouteObject[] = [...shellRoutes];
