import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/** 核实通知: is this SMS, paper notice or link really ours? Open to visitors (docs/rules/scam-check.md). */
export const noticeCheckRoutes: RouteObject[] = [
  { path: paths.checkNotice, handle: { title: '核实通知' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-check-notice" */ './pages/CheckNoticePage'), 'CheckNoticePage') },
];
