import { chargeApi } from './index';
import { markPaid } from '../events';
import {
  OrderNoRef, ParkPlateBill, ParkSign, ThirdPayOrder,
  type OrderNoParams, type ParkPlateParams, type ParkSignParams, type ThirdPayBody, type ThirdPayOrderParams,
} from './partner.types';

/**
 * The short links of lot signs and QR codes and the partner's checkout, injected into the charge service (calls
 * beyond endpoints.json; see types/charge-partner.ts). None needs a signed-in driver.
 */
export const chargePartnerApi = chargeApi.injectEndpoints({
  endpoints: (build) => ({
    parkSign: build.query<ParkSign, ParkSignParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/parkSign', params: { ...params } }),
      responseSchema: ParkSign,
    }),
    /** A plate's bill at a lot: asked on the driver's tap, never cached (the fee runs with the clock). */
    parkPlateBill: build.query<ParkPlateBill, ParkPlateParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/parkPlate', params: { ...params } }),
      responseSchema: ParkPlateBill,
      keepUnusedDataFor: 0,
    }),
    orderNoRef: build.query<OrderNoRef, OrderNoParams>({
      query: (params) => ({ url: '/charge/v2/api/parkOrders/msp/orderNo', params: { ...params } }),
      responseSchema: OrderNoRef,
    }),
    createThirdPay: build.mutation<ThirdPayOrder, ThirdPayBody>({
      query: (body) => ({ url: '/charge/v2/api/thirdPay/orders', method: 'POST', body }),
      responseSchema: ThirdPayOrder,
    }),
    /**
     * The partner payment's state as the server has it; settles nothing. Never cached, so a result page polling
     * it sees the server each time; a 'paid' answer refreshes what the payment changed (bills, records).
     */
    thirdPayOrder: build.query<ThirdPayOrder, ThirdPayOrderParams>({
      query: ({ payOrderId, payToken }) => ({
        url: `/charge/v2/api/thirdPay/orders/${encodeURIComponent(payOrderId)}`,
        template: '/charge/v2/api/thirdPay/orders/{payOrderId}',
        params: { payToken },
      }),
      responseSchema: ThirdPayOrder,
      keepUnusedDataFor: 0,
      onQueryStarted: markPaid,
    }),
  }),
});

export const {
  useParkSignQuery, useLazyParkPlateBillQuery, useOrderNoRefQuery, useCreateThirdPayMutation, useThirdPayOrderQuery,
} = chargePartnerApi;
