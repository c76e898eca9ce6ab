import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** 我的数据: what the service holds about the driver, a copy to download, deleting the location trail. */
export const myDataRoutes: RouteObject[] = [
  { path: paths.myData, handle: { title: '我的数据' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-my-data" */ './pages/MyDataPage'), 'MyDataPage') },
];
