import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/ui/lazyPage';

export const newsRoutes: RouteObject[] = [
  { path: '/newsList', handle: { title: '资讯' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-news-list" */ './pages/NewsListPage'), 'NewsListPage') },
  { path: '/newsDetail', handle: { title: '资讯详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-news-detail" */ './pages/NewsDetailPage'), 'NewsDetailPage') },
];
