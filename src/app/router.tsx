import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { Navigator } from './navigator';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { featureRoutes } from './routes';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', loader: () => redirect('/home') },
      ...featureRoutes,
      {
        path: '*',
        lazy: () => import(/* webpackChunkName: "page-not-found" */ '@/features/shell/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The router as sagas see it. */
export function navigatorFor(router: AppRouter): Navigator {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    back: () => void router.navigate(-1),
    currentUrl: () => router.state.location.pathname + router.state.location.search,
  };
}
