import type { RouteObject } from 'react-router-dom';

/** Plug-and-charge VINs and charging cards. Each page is its own chunk. */
export const vinCardRoutes: RouteObject[] = [];
