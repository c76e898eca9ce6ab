import type { MockRouter } from '../core/router';
import { registerAfterPay } from './charge/afterPay';
import { registerBillRefund } from './charge/billRefund';
import { registerCashier } from './charge/cashier';
import { registerCoverage } from './charge/billCover/routes';
import { registerOrders } from './charge/orders';
import { registerPayments } from './charge/payments';
import { registerPartnerPay } from './charge/partnerPay';
import { registerVisitorPay } from './charge/visitorPay';
import { registerNoPlate } from './charge/noPlate';

/**
 * The charge service of the mock backend: parking bills, plate lookup, payments (balance at once, WeChat/Alipay
 * pending until the provider settles), evaluations, plate-query history; plus the provider's control routes
 * (POST /__mock/payments/{id}, GET /__mock/cashier) and the operator's refund of a bill (POST /__mock/bills/{id}/refund),
 * which are not part of endpoints.json.
 */
export function registerCharge(r: MockRouter) {
  registerOrders(r);
  registerPayments(r);
  registerAfterPay(r);
  registerCashier(r);
  registerPartnerPay(r);
  registerVisitorPay(r);
  registerNoPlate(r);
  registerCoverage(r);
  registerBillRefund(r);
}
