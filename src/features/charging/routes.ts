import type { RouteObject } from 'react-router-dom';
import { billRoutes } from './billRoutes';
import { couponRoutes } from './couponRoutes';
import { occupyRoutes } from './occupyRoutes';
import { sessionRoutes } from './sessionRoutes';
import { vinCardRoutes } from './vinCardRoutes';

/** The charging domain (issue 10): finding and starting, the live session, bills and idle fees, VINs and cards. */
export const chargingRoutes: RouteObject[] = [...sessionRoutes, ...couponRoutes, ...billRoutes, ...occupyRoutes, ...vinCardRoutes];
