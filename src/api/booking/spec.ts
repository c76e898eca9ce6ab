import { markRefundToBalance } from '../events';
import { bookingApi, bookingPost } from './index';
import {
  Berth,
  BerthTypes,
  BookableParkPage,
  BookableParks,
  BookingBindPhoneResult,
  BookingLoginState,
  BookingPlates,
  BookingUserDetail,
  BookOrder,
  BookOrderCancelPreview,
  BookOrderCursorPage,
  BookPackages,
  EvasionCar,
  EvasionCars,
  ParkDetail,
  RegisteredBerthInfo,
  UserCenterData,
  type BerthInfoParams,
  type BookableParksByLocationParams,
  type BookableParksByNameParams,
  type BookingBindPhoneBody,
  type BookOrderIdBody,
  type BookOrderListFilter,
  type BookOrderListParams,
  type BookOrderPage,
  type CancelBookOrderBody,
  type CancelControlBody,
  type CreateBookOrderBody,
  type EvasionListParams,
  type ParkIdBody,
  type RecommendBerthParams,
  type RecommendParkingParams,
  type UpdateDriverUserInfoBody,
  type UserDetailParams,
} from './types';
import { LockCommand, LockState, UserLocks, type ControlLockBody, type LockIdBody } from './locks.types';


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
      responseSchema: ParkDetail,
      providesTags: ['BookableParks'],
    }),
    bookableParksByName: build.query<BookableParkPage, BookableParksByNameParams>({
      query: (body) => post('/api/v1/getBookableParksByName', body),
      responseSchema: BookableParkPage,
      providesTags: ['BookableParks'],
    }),
    bookableParksByLocation: build.query<BookableParkPage, BookableParksByLocationParams>({
      query: (body) => post('/api/v1/getBookableParksByLocation', body),
      responseSchema: BookableParkPage,
      providesTags: ['BookableParks'],
    }),
    recommendedBookableParks: build.query<BookableParks, RecommendParkingParams>({
      query: (body) => post('/api/v1/getRecommendParkingList', body),
      responseSchema: BookableParks,
      providesTags: ['BookableParks'],
    }),
    bookPackages: build.query<BookPackages, ParkIdBody>({
      query: (body) => post('/api/v1/getBookPackageInfo', body),
      responseSchema: BookPackages,
    }),
    berthTypes: build.query<BerthTypes, ParkIdBody>({
      query: (body) => post('/api/v1/getParkingBerthType', body),
      responseSchema: BerthTypes,
      providesTags: ['BookableParks'],
    }),
    recommendedBerth: build.query<Berth, RecommendBerthParams>({
      query: (body) => post('/api/v1/getRecommendBerthInfo', body),
      responseSchema: Berth,
      providesTags: ['BookableParks'],
    }),
    berthInfo: build.query<Berth, BerthInfoParams>({
      query: (body) => post('/api/v1/getBerthInfo', body),
      responseSchema: Berth,
      providesTags: ['BookableParks'],
    }),
    bookingPlates: build.query<BookingPlates, void>({
      query: () => post('/api/v1/getAllPlateInfo'),
      responseSchema: BookingPlates,
      providesTags: ['User'],
    }),
    /** Answers an unpaid booking (state 0); the same requestId (or plate, lot and start) answers the same one. */
    createBookOrder: build.mutation<BookOrder, CreateBookOrderBody>({
      query: (body) => post('/api/v1/createBookOrder', body),
      responseSchema: BookOrder,
      invalidatesTags: (_r, e) => (e ? [] : ['BookOrders', 'BookableParks', 'User']),
    }),
    bookOrders: build.query<BookOrderCursorPage, BookOrderListParams>({
      query: (body) => post('/api/v1/getBookOrderList', body),
      responseSchema: BookOrderCursorPage,
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
      rawResponseSchema: BookOrderCursorPage,
      transformResponse: ({ list, ...cursor }: BookOrderCursorPage) => ({ ...cursor, results: list }),
      providesTags: ['BookOrders'],
    }),
    bookOrderDetail: build.query<BookOrder, BookOrderIdBody>({
      query: (body) => post('/api/v1/getBookOrderDetailInfo', body),
      responseSchema: BookOrder,
      providesTags: (_r, _e, { bookOrderId }) => [{ type: 'BookOrder', id: bookOrderId }],
    }),
    // Asked right before the confirm dialog, never cached: the refund shrinks as the arrival time nears.
    previewBookOrderCancel: build.mutation<BookOrderCancelPreview, BookOrderIdBody>({
      query: (body) => post('/api/v1/previewBookOrderCancelResult', body),
      responseSchema: BookOrderCancelPreview,
    }),
    // A refund to the balance changes the wallet too: the screen marks 'balanceChanged' when refundTo is 'balance'.
    cancelBookOrder: build.mutation<BookOrder, CancelBookOrderBody>({
      query: (body) => post('/api/v1/cancelBookOrder', body),
      responseSchema: BookOrder,
      invalidatesTags: (_r, e, { bookOrderId }) =>
        e ? [] : ['BookOrders', { type: 'BookOrder', id: bookOrderId }, 'BookableParks', 'User', { type: 'Locks', id: 'LIST' }],
      onQueryStarted: markRefundToBalance,
    }),
    hasRegisteredBerth: build.query<RegisteredBerthInfo, void>({
      query: () => post('/api/v1/hasRegisteredBerth'),
      responseSchema: RegisteredBerthInfo,
      providesTags: ['User', 'BerthApply'],
    }),
    /** The owner's locks and those of spaces the driver booked (paid, not over). */
    userLocks: build.query<UserLocks, void>({
      query: () => post('/api/v1/getUserLockList'),
      responseSchema: UserLocks,
      providesTags: (r) => [{ type: 'Locks', id: 'LIST' }, ...(r ?? []).map((l) => ({ type: 'Locks' as const, id: l.lockId }))],
    }),
    /**
     * Polled (forceRefetch) by the lock saga until its command is no longer pending. Silent: the lock's card says
     * when its state could not be read, so a poll that fails does not toast each time.
     */
    lockState: build.query<LockState, LockIdBody>({
      query: (body) => ({ ...post('/api/v1/getZigbeeLockState', body), silent: true }),
      responseSchema: LockState,
      providesTags: (_r, _e, { lockId }) => [{ type: 'Locks', id: lockId }],
    }),
    /**
     * One command per lock: a second call while one is pending answers that one (same commandId). Silent: the
     * lock's card says why it was refused (lockSaga), once.
     */
    controlLock: build.mutation<LockCommand, ControlLockBody>({
      query: (body) => ({ ...post('/api/v1/controlZigbeeLock', body), silent: true }),
      responseSchema: LockCommand,
      invalidatesTags: (_r, e, { lockId }) => (e ? [] : [{ type: 'Locks', id: lockId }, { type: 'Locks', id: 'LIST' }, { type: 'LockHistory', id: lockId }]),
    }),
    evasionCars: build.query<EvasionCars, EvasionListParams | void>({
      query: (body) => post('/api/v1/getEvasionCarList', body ?? {}),
      responseSchema: EvasionCars,
      providesTags: ['Evasion'],
    }),
    /** cancelControl for an evasion record (the same call cancels a pending lock command: booking-locks). */
    cancelEvasionControl: build.mutation<EvasionCar, CancelControlBody>({
      query: (body) => post('/api/v1/cancelControl', body),
      responseSchema: EvasionCar,
      invalidatesTags: (_r, e) => (e ? [] : ['Evasion', 'User']),
    }),
    userCenterData: build.query<UserCenterData, void>({
      query: () => post('/api/v1/getUserCenterData'),
      responseSchema: UserCenterData,
      providesTags: ['User', 'ShareIncome'],
    }),
    bookingBindPhone: build.mutation<BookingBindPhoneResult, BookingBindPhoneBody>({
      query: (body) => post('/api/v1/bindPhone', body),
      responseSchema: BookingBindPhoneResult,
      invalidatesTags: ['User'],
    }),
    bookingUserDetail: build.query<BookingUserDetail, UserDetailParams>({
      query: (body) => post('/api/v1/getUserDetailInfo', body),
      responseSchema: BookingUserDetail,
      providesTags: ['User'],
    }),
    updateBookingUserInfo: build.mutation<BookingUserDetail, UpdateDriverUserInfoBody>({
      query: (body) => post('/api/v1/updateDriverUserInfo', body),
      responseSchema: BookingUserDetail,
      invalidatesTags: ['User'],
    }),
    bookingLoginState: build.query<BookingLoginState, void>({
      query: () => post('/api/v1/getLoginState'),
      responseSchema: BookingLoginState,
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
