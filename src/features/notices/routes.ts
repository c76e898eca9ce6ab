import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage } from '@/ui/lazyPage';

/**
 * Notices: the message centre, a notice and an announcement in full, the bulletin board and the notice
 * shown once after sign-in; the driver's reminder settings. /privacyPolicyHistory is the account
 * feature's page (in the entry's table).
 */
export const noticesRoutes: RouteObject[] = [
  { path: paths.sysnotice, handle: { title: '消息中心' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-sysnotice" */ './pages/SysNoticePage'), 'SysNoticePage') },
  { path: paths.reminderSettings, handle: { title: '提醒设置' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-reminder-settings" */ './pages/ReminderSettingsPage'), 'ReminderSettingsPage') },
  { path: paths.notice1, handle: { title: '通知详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-notice1" */ './pages/Notice1Page'), 'Notice1Page') },
  { path: paths.notice2, handle: { title: '公告详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-notice2" */ './pages/Notice2Page'), 'Notice2Page') },
  { path: paths.bulletin, handle: { title: '公告栏' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-bulletin" */ './pages/BulletinPage'), 'BulletinPage') },
  { path: paths.newNotice, handle: { title: '公告' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-new-notice" */ './pages/NewNoticePage'), 'NewNoticePage') },
];
