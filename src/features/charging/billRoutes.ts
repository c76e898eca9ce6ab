import type { RouteObject } from 'react-router-dom';

/** Charging bills and their complaints. Each page is its own chunk. */
export const billRoutes: RouteObject[] = [];
