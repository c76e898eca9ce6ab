import type { ServiceSamples } from './types';

export const couponSamples: ServiceSamples = {
  'POST /coupon/v2/api/registorSendCoupon': {
    valid: { as: 'B', body: {} },
    // A got the new-driver coupons long ago.
    invalid: { as: 'A', body: {} },
  },
  'POST /coupon/v2/api/sendPlateCoupon': {
    valid: { as: 'A', body: { activityId: 'CA7001', plateNo: '京A12345', plateColor: 1 } },
    invalid: { as: 'A', body: { activityId: 'CA7002', plateNo: '京A12345' } },
  },
  'GET /coupon/v2/api/couponsCount': {
    valid: { as: 'A' },
    invalid: {},
  },
  'GET /coupon/v2/api/userCoupons': {
    valid: { as: 'A', query: { status: 'unused', pageNo: 1, pageSize: 10 } },
    invalid: { as: 'A', query: { status: 'lost', pageNo: 1, pageSize: 10 } },
  },
};
