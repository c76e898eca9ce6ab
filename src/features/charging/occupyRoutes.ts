import type { RouteObject } from 'react-router-dom';

/** Idle-fee (占位费) bills, their payment and appeals. Each page is its own chunk. */
export const occupyRoutes: RouteObject[] = [];
