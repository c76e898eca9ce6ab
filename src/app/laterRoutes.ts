import type { RouteObject } from 'react-router-dom';
import { chargingRoutes } from '@/features/charging/routes';

/**
 * The route tables of domains no first screen opens, loaded the first time an address is not in the entry's table
 * (react-router's patchRoutesOnNavigation, see router.tsx): route objects are small, but a domain brings dozens,
 * and the entry must not grow as domains arrive. Domains from charging on add their table here.
 */
export const laterRoutes: RouteObject[] = [...chargingRoutes];
