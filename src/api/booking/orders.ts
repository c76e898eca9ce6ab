import { bookingApi, bookingPost } from './index';
import { PayOrder } from '../charge/types';
import type { ParkIdBody } from './types';
import { BookPricePreview, BookRules, type BookPricePreviewParams, type PayBookOrderArg } from './orders.types';

/**
 * Space booking beyond the spec's calls (injected, so the entry keeps only booking.ts): the lot's rules and the
 * price before paying, and paying a booking or its overstay. The pay call answers payCharges' PayOrder, so the
 * payment saga creates it, hands it to the bridge and polls payCharges/sync like any other.
 */
export const bookingOrdersApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The earliest start moves with the clock: ask again when the time picker opens. */
    bookRules: build.query<BookRules, ParkIdBody>({
      query: (body) => bookingPost('/api/v1/getBookRules', body),
      responseSchema: BookRules,
      keepUnusedDataFor: 30,
    }),
    bookPricePreview: build.query<BookPricePreview, BookPricePreviewParams>({
      query: (body) => bookingPost('/api/v1/previewBookOrderPrice', body),
      responseSchema: BookPricePreview,
      keepUnusedDataFor: 30,
    }),
    /** Used by the payment saga (a booking kind), never by a screen directly. */
    payBookOrder: build.mutation<PayOrder, PayBookOrderArg>({
      query: (body) => bookingPost('/api/v1/payBookOrder', body),
      responseSchema: PayOrder,
      invalidatesTags: (r, e, { bookOrderId }) => {
        if (e) return [];
        const settled = r?.state === 'paid' ? (['BookOrders', 'User', { type: 'Locks', id: 'LIST' }, 'ShareIncome'] as const) : [];
        return [{ type: 'BookOrder', id: bookOrderId }, ...settled];
      },
    }),
  }),
});

export const { useBookRulesQuery, useBookPricePreviewQuery } = bookingOrdersApi;
