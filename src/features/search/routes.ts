import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

/** /searchPage: type a park name; /search: results (nearbySearchByName) and the city list. */
export const searchRoutes: RouteObject[] = [
  { path: '/searchPage', handle: { title: '搜索' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-search" */ './pages/SearchPage'), 'SearchPage') },
  { path: '/search', handle: { title: '搜索结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-search-results" */ './pages/SearchResultsPage'), 'SearchResultsPage') },
];
