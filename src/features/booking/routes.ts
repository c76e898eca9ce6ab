import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { lazyPage, withFeature } from '@/ui/lazyPage';

/** Every page of the domain starts its feature (feature.ts): its pay kinds and its rows of the event table. */
const feature = () => import(/* webpackChunkName: "feature-booking" */ './feature');
/** Lock control's slice and saga start with the lock pages. */
const locks = () => import(/* webpackChunkName: "booking-locks" */ './locks/feature');

/**
 * Space booking and locks: lots by location and name, choosing and confirming a booking, paying it, the
 * booking code, records and detail with cancelling, and the Zigbee locks. Each page is its own chunk.
 */
export const bookingRoutes: RouteObject[] = withFeature(feature, [
  { path: paths.bookParksIndex, handle: { title: '预约车位' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-book-parks" */ './pages/BookParksPage'), 'BookParksPage') },
  { path: paths.spaceBooking, handle: { title: '预约车位' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-space-booking" */ './pages/SpaceBookingPage'), 'SpaceBookingPage') },
  { path: paths.bookingNotarize, handle: { title: '确认预约' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-booking-notarize" */ './pages/BookingNotarizePage'), 'BookingNotarizePage') },
  { path: paths.bookingSuccess, handle: { title: '预约结果' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-booking-success" */ './pages/BookingSuccessPage'), 'BookingSuccessPage') },
  { path: paths.bookRecord, handle: { title: '预约记录' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-book-record" */ './pages/BookRecordPage'), 'BookRecordPage') },
  { path: paths.bookRecordDetail, handle: { title: '预约详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-book-record-detail" */ './pages/BookRecordDetailPage'), 'BookRecordDetailPage') },
  { path: paths.lockControl, handle: { title: '车位锁控制' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-lock-control" */ './pages/LockControlPage'), 'LockControlPage', locks) },
  { path: paths.lockDetail, handle: { title: '车位锁详情' }, lazy: lazyPage(() => import(/* webpackChunkName: "page-lock-detail" */ './pages/LockDetailPage'), 'LockDetailPage', locks) },
]);
