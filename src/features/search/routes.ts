import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** /searchPage: type a park name; /search: results (nearbySearchByName) and the city list. */
export const searchRoutes: RouteObject[] = [
  { path: paths.searchPage, handle: { title: '搜索' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-search" */ './pages/SearchPage'), 'SearchPage') },
  { path: paths.search, handle: { title: '搜索结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-search-results" */ './pages/SearchResultsPage'), 'SearchResultsPage') },
];
