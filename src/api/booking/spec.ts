import { markRefundToBalance } from '../events';
import { bookingApi, bookingPost } from './index';
import type {
  Berth,
  BerthInfoParams,
  BerthType,
  BookablePark,
  BookableParksByLocationParams,
  BookableParksByNameParams,
  BookingBindPhoneBody,
  BookingBindPhoneResult,
  BookingLoginState,
  BookingPlate,
  BookingUserDetail,
  BookOrder,
  BookOrderCancelPreview,
  BookOrderIdBody,
  BookOrderListFilter,
  BookOrderListParams,
  BookOrderPage,
  BookPackage,
  CancelBookOrderBody,
  CancelControlBody,
  CreateBookOrderBody,
  CursorPage,
  EvasionCar,
  EvasionListParams,
  ParkDetail,
  ParkIdBody,
  RecommendBerthParams,
  RecommendParkingParams,
  RegisteredBerthInfo,
  UpdateDriverUserInfoBody,
  UserCenterData,
  UserDetailParams,
} from './types';
import type { ControlLockBody, LockCommand, LockIdBody, LockState, UserLock } from './locks.types';


const post = bookingPost;

/** The spec's page size of the booking list. */
export const BOOK_ORDERS_PAGE_SIZE = 15;

/**
 * The booking service's calls of spec §7 (./booking/api/v1/…), injected so that they load with the booking and
 * off-peak pages. Paths are written exactly as endpoints.json has them. Lookups are queries even though they POST;
 * anything that changes state is a mutation and refreshes what it touches.
 */
export const bookingSpecApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    bookingParkDetail: build.query<ParkDetail, ParkIdBody>({
      query: (body) => post('/api/v1/getParkDetail', body),
      providesTags: ['BookableParks'],
    }),
    bookableParksByName: build.query<CursorPage<BookablePark>, BookableParksByNameParams>({
      query: (body) => post('/api/v1/getBookableParksByName', body),
      providesTags: ['BookableParks'],
    }),
    bookableParksByLocation: build.query<CursorPage<BookablePark>, BookableParksByLocationParams>({
      query: (body) => post('/api/v1/getBookableParksByLocation', body),
      providesTags: ['BookableParks'],
    }),
    recommendedBookableParks: build.query<BookablePark[], RecommendParkingParams>({
      query: (body) => post('/api/v1/getRecommendParkingList', body),
      providesTags: ['BookableParks'],
    }),
    bookPackages: build.query<BookPackage[], ParkIdBody>({
      query: (body) => post('/api/v1/getBookPackageInfo', body),
    }),
    berthTypes: build.query<BerthType[], ParkIdBody>({
      query: (body) => post('/api/v1/getParkingBerthType', body),
      providesTags: ['BookableParks'],
    }),
    recommendedBerth: build.query<Berth, RecommendBerthParams>({
      query: (body) => post('/api/v1/getRecommendBerthInfo', body),
      providesTags: ['BookableParks'],
    }),
    berthInfo: build.query<Berth, BerthInfoParams>({
      query: (body) => post('/api/v1/getBerthInfo', body),
      providesTags: ['BookableParks'],
    }),
    bookingPlates: build.query<BookingPlate[], void>({
      query: () => post('/api/v1/getAllPlateInfo'),
      providesTags: ['User'],
    }),
    /** Answers an unpaid booking (state 0); the same requestId (or plate, lot and start) answers the same one. */
    createBookOrder: build.mutation<BookOrder, CreateBookOrderBody>({
      query: (body) => post('/api/v1/createBookOrder', body),
      invalidatesTags: (_r, e) => (e ? [] : ['BookOrders', 'BookableParks', 'User']),
    }),
    bookOrders: build.query<CursorPage<BookOrder>, BookOrderListParams>({
      query: (body) => post('/api/v1/getBookOrderList', body),
      providesTags: ['BookOrders'],
    }),
    /**
     * The same list as pages for /bookRecord, by cursor: the first page from lastId 0, each next from the lastId
     * of the page before, while the server says it has more.
     */
    bookOrderPages: build.infiniteQuery<BookOrderPage, BookOrderListFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => (last.hasMore && last.lastId ? last.lastId : undefined),
      },
      query: ({ queryArg, pageParam }) => post('/api/v1/getBookOrderList', { ...queryArg, lastId: pageParam, pageSize: BOOK_ORDERS_PAGE_SIZE }),
      transformResponse: ({ list, ...cursor }: CursorPage<BookOrder>) => ({ ...cursor, results: list }),
      providesTags: ['BookOrders'],
    }),
    bookOrderDetail: build.query<BookOrder, BookOrderIdBody>({
      query: (body) => post('/api/v1/getBookOrderDetailInfo', body),
      providesTags: (_r, _e, { bookOrderId }) => [{ type: 'BookOrder', id: bookOrderId }],
    }),
    // Asked right before the confirm dialog, never cached: the refund shrinks as the arrival time nears.
    previewBookOrderCancel: build.mutation<BookOrderCancelPreview, BookOrderIdBody>({
      query: (body) => post('/api/v1/previewBookOrderCancelResult', body),
    }),
    // A refund to the balance changes the wallet too: the screen marks 'balanceChanged' when refundTo is 'balance'.
    cancelBookOrder: build.mutation<BookOrder, CancelBookOrderBody>({
      query: (body) => post('/api/v1/cancelBookOrder', body),
      invalidatesTags: (_r, e, { bookOrderId }) =>
        e ? [] : ['BookOrders', { type: 'BookOrder', id: bookOrderId }, 'BookableParks', 'User', { type: 'Locks', id: 'LIST' }],
      onQueryStarted: markRefundToBalance,
    }),
    hasRegisteredBerth: build.query<RegisteredBerthInfo, void>({
      query: () => post('/api/v1/hasRegisteredBerth'),
      providesTags: ['User', 'BerthApply'],
    }),
    /** The owner's locks and those of spaces the driver booked (paid, not over). */
    userLocks: build.query<UserLock[], void>({
      query: () => post('/api/v1/getUserLockList'),
      providesTags: (r) => [{ type: 'Locks', id: 'LIST' }, ...(r ?? []).map((l) => ({ type: 'Locks' as const, id: l.lockId }))],
    }),
    /**
     * Polled (forceRefetch) by the lock saga until its command is no longer pending. Silent: the lock's card says
     * when its state could not be read, so a poll that fails does not toast each time.
     */
    lockState: build.query<LockState, LockIdBody>({
      query: (body) => ({ ...post('/api/v1/getZigbeeLockState', body), silent: true }),
      providesTags: (_r, _e, { lockId }) => [{ type: 'Locks', id: lockId }],
    }),
    /**
     * One command per lock: a second call while one is pending answers that one (same commandId). Silent: the
     * lock's card says why it was refused (lockSaga), once.
     */
    controlLock: build.mutation<LockCommand, ControlLockBody>({
      query: (body) => ({ ...post('/api/v1/controlZigbeeLock', body), silent: true }),
      invalidatesTags: (_r, e, { lockId }) => (e ? [] : [{ type: 'Locks', id: lockId }, { type: 'Locks', id: 'LIST' }, { type: 'LockHistory', id: lockId }]),
    }),
    evasionCars: build.query<EvasionCar[], EvasionListParams | void>({
      query: (body) => post('/api/v1/getEvasionCarList', body ?? {}),
      providesTags: ['Evasion'],
    }),
    /** cancelControl for an evasion record (the same call cancels a pending lock command: booking-locks). */
    cancelEvasionControl: build.mutation<EvasionCar, CancelControlBody>({
      query: (body) => post('/api/v1/cancelControl', body),
      invalidatesTags: (_r, e) => (e ? [] : ['Evasion', 'User']),
    }),
    userCenterData: build.query<UserCenterData, void>({
      query: () => post('/api/v1/getUserCenterData'),
      providesTags: ['User', 'ShareIncome'],
    }),
    bookingBindPhone: build.mutation<BookingBindPhoneResult, BookingBindPhoneBody>({
      query: (body) => post('/api/v1/bindPhone', body),
      invalidatesTags: ['User'],
    }),
    bookingUserDetail: build.query<BookingUserDetail, UserDetailParams>({
      query: (body) => post('/api/v1/getUserDetailInfo', body),
      providesTags: ['User'],
    }),
    updateBookingUserInfo: build.mutation<BookingUserDetail, UpdateDriverUserInfoBody>({
      query: (body) => post('/api/v1/updateDriverUserInfo', body),
      invalidatesTags: ['User'],
    }),
    bookingLoginState: build.query<BookingLoginState, void>({
      query: () => post('/api/v1/getLoginState'),
      providesTags: ['User'],
    }),
  }),
});

export const {
  useBookingParkDetailQuery,
  useBookableParksByNameQuery,
  useBookableParksByLocationQuery,
  useRecommendedBookableParksQuery,
  useBookPackagesQuery,
  useBerthTypesQuery,
  useRecommendedBerthQuery,
  useBerthInfoQuery,
  useBookingPlatesQuery,
  useCreateBookOrderMutation,
  useBookOrdersQuery,
  useBookOrderPagesInfiniteQuery,
  useBookOrderDetailQuery,
  usePreviewBookOrderCancelMutation,
  useCancelBookOrderMutation,
  useHasRegisteredBerthQuery,
  useUserLocksQuery,
  useLockStateQuery,
  useControlLockMutation,
  useEvasionCarsQuery,
  useCancelEvasionControlMutation,
  useUserCenterDataQuery,
  useBookingBindPhoneMutation,
  useBookingUserDetailQuery,
  useUpdateBookingUserInfoMutation,
  useBookingLoginStateQuery,
} = bookingSpecApi;
