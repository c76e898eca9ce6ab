import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, serviceApiDefaults } from './baseQuery';
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
  BookOrderListParams,
  BookPackage,
  CancelBookOrderBody,
  CancelControlBody,
  ControlLockBody,
  CreateBookOrderBody,
  CursorPage,
  EvasionCar,
  LockIdBody,
  LockState,
  ParkDetail,
  ParkIdBody,
  RecommendBerthParams,
  RecommendParkingParams,
  RegisteredBerthInfo,
  UpdateDriverUserInfoBody,
  UserCenterData,
  UserDetailParams,
  UserLock,
} from './types/booking';

/** Every booking call is a POST with a JSON body; the request layer adds thirdId. */
const post = (url: string, body: object = {}) => ({ url, method: 'POST' as const, body });

/**
 * The booking service (./booking/api/v1/…). Paths are written exactly as endpoints.json has them. Lookups are
 * queries even though they POST; anything that changes state is a mutation and refreshes what it touches.
 */
export const bookingApi = createApi({
  reducerPath: 'bookingApi',
  baseQuery: createBaseQuery('booking'),
  ...serviceApiDefaults,
  tagTypes: ['BookOrders', 'BookableParks', 'Locks', 'Evasion', 'User'],
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
    createBookOrder: build.mutation<BookOrder, CreateBookOrderBody>({
      query: (body) => post('/api/v1/createBookOrder', body),
      invalidatesTags: ['BookOrders', 'BookableParks', 'User'],
    }),
    bookOrders: build.query<CursorPage<BookOrder>, BookOrderListParams>({
      query: (body) => post('/api/v1/getBookOrderList', body),
      providesTags: ['BookOrders'],
    }),
    bookOrderDetail: build.query<BookOrder, BookOrderIdBody>({
      query: (body) => post('/api/v1/getBookOrderDetailInfo', body),
      providesTags: ['BookOrders'],
    }),
    // Asked right before the confirm dialog, never cached: the refund shrinks as the arrival time nears.
    previewBookOrderCancel: build.mutation<BookOrderCancelPreview, BookOrderIdBody>({
      query: (body) => post('/api/v1/previewBookOrderCancelResult', body),
    }),
    cancelBookOrder: build.mutation<BookOrder, CancelBookOrderBody>({
      query: (body) => post('/api/v1/cancelBookOrder', body),
      invalidatesTags: ['BookOrders', 'BookableParks', 'User'],
    }),
    hasRegisteredBerth: build.query<RegisteredBerthInfo, void>({
      query: () => post('/api/v1/hasRegisteredBerth'),
      providesTags: ['User'],
    }),
    userLocks: build.query<UserLock[], void>({
      query: () => post('/api/v1/getUserLockList'),
      providesTags: ['Locks'],
    }),
    lockState: build.query<LockState, LockIdBody>({
      query: (body) => post('/api/v1/getZigbeeLockState', body),
      providesTags: ['Locks'],
    }),
    controlLock: build.mutation<LockState, ControlLockBody>({
      query: (body) => post('/api/v1/controlZigbeeLock', body),
      invalidatesTags: ['Locks'],
    }),
    evasionCars: build.query<EvasionCar[], void>({
      query: () => post('/api/v1/getEvasionCarList'),
      providesTags: ['Evasion'],
    }),
    cancelEvasionControl: build.mutation<EvasionCar, CancelControlBody>({
      query: (body) => post('/api/v1/cancelControl', body),
      invalidatesTags: ['Evasion', 'User'],
    }),
    userCenterData: build.query<UserCenterData, void>({
      query: () => post('/api/v1/getUserCenterData'),
      providesTags: ['User'],
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
} = bookingApi;
