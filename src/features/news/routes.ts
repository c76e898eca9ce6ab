import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

export const newsRoutes: RouteObject[] = [
  { path: paths.newsList, handle: { title: '资讯' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-news-list" */ './pages/NewsListPage'), 'NewsListPage') },
  { path: paths.newsDetail, handle: { title: '资讯详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-news-detail" */ './pages/NewsDetailPage'), 'NewsDetailPage') },
];
