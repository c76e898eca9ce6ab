import type { RouteObject } from 'react-router-dom';
import { startingFeature } from '@/ui/lazyPage';
import { billRoutes } from './billRoutes';
import { couponRoutes } from './couponRoutes';
import { occupyRoutes } from './occupyRoutes';
import { scanToChargeRoutes } from './scanToChargeRoutes';
import { sessionRoutes } from './sessionRoutes';
import { vinCardRoutes } from './vinCardRoutes';

/** Every charging page starts the charging feature (feature.ts): its session, pay kinds and rows of the event table. */
const charging = () => import(/* webpackChunkName: "charging" */ './feature');

// The scan-to-charge routes start it themselves and are shared as they are with the embedded build's table.
const startsItself = new Set<RouteObject>(scanToChargeRoutes);

/** The charging domain: finding and starting, the live session, bills and idle fees, VINs and cards. */
export const chargingRoutes: RouteObject[] = [...sessionRoutes, ...couponRoutes, ...billRoutes, ...occupyRoutes, ...vinCardRoutes].map((r) =>
  startsItself.has(r) ? r : startingFeature(charging, r),
);
