import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { PageLoading } from '@/ui/PageLoading/PageLoading';
import type { Navigator } from './navigator';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { featureRoutes } from './routes';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      // The loader redirects before anything renders; the element covers a router that skips loaders.
      { path: '/', loader: () => redirect('/home'), element: <Navigate to="/home" replace /> },
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
