import type { ChargingAppealReason } from '../../src/api/cps/bills.types';
import type { ChargingOrderRecord } from './charging';
import { DRIVER_A } from './ids';

/**
 * Charging bills beyond the stations' seed: more of A's finished charges over two months (one unpaid)
 * and the appeals table. db/index.ts adds extraChargingOrders to chargingOrders and chargingAppeals as a table.
 */

/**
 * A complaint about a charging bill, paid or not. Its state is not stored: it is read from the mock's clock (submitted,
 * taken up after 10 minutes, handled after 2 hours), so advancing the clock moves it on. What handling finds is
 * decided when it is filed; the refund is booked once, the first time it is read as handled.
 */
export interface ChargingAppealRecord {
  appealNo: string;
  driverId: string;
  orderNo: string;
  reason: ChargingAppealReason;
  description: string;
  /** picUrls of uploaded pictures. */
  pictures: string[];
  createdAt: number;
  refundCents: number;
  resultText: string;
  /** Where the refund goes: the driver's balance (paid from it) or back to WeChat/Alipay. */
  refundTo: 'balance' | 'original';
  refunded: boolean;
  /**
   * Filed while the bill was unpaid (charging arrears): what handling finds lowers what is due instead of a refund,
   * and the bill does not block a new start while the appeal is open.
   */
  onUnpaid?: boolean;
}

export interface ChargingBillTables {
  chargingAppeals: ChargingAppealRecord[];
}

const MIN = 60_000;
const DAY = 86_400_000;

/** A finished charge at 1.20 元/kWh energy and 0.48 元/kWh service, as the seeded piles price it. */
function finished(p: Pick<ChargingOrderRecord, 'orderNo' | 'stationId' | 'deviceName' | 'gunName' | 'startTime' | 'kwh'> & { minutes: number; couponCents?: number; paid: boolean }): ChargingOrderRecord {
  const energyFeeCents = Math.round(p.kwh * 120);
  const serviceFeeCents = Math.round(p.kwh * 48);
  const endTime = p.startTime + p.minutes * MIN;
  return {
    orderNo: p.orderNo, driverId: DRIVER_A, stationId: p.stationId, deviceName: p.deviceName, gunName: p.gunName,
    orderState: p.paid ? 3 : 2, orderStateText: p.paid ? '已完成' : '待支付', startTime: p.startTime, endTime, kwh: p.kwh,
    feeCents: energyFeeCents + serviceFeeCents, energyFeeCents, serviceFeeCents, couponCents: p.couponCents ?? 0,
    paidAt: p.paid ? endTime + 2 * MIN : null,
  };
}

export function seedChargingBills(now: number): ChargingBillTables & { extraChargingOrders: ChargingOrderRecord[] } {
  const oldest = finished({ orderNo: 'C30014', stationId: 'S2003', deviceName: '2号交流桩', gunName: 'A枪', startTime: now - 45 * DAY, kwh: 12.4, minutes: 190, paid: true });
  return {
    extraChargingOrders: [
      // Yesterday at 东方广场: unpaid (the balance did not cover it when the session ended).
      finished({ orderNo: 'C30011', stationId: 'S2002', deviceName: '5号直流桩', gunName: 'B枪', startTime: now - DAY - 3 * 60 * MIN, kwh: 8.4, minutes: 15, paid: false }),
      finished({ orderNo: 'C30012', stationId: 'S2001', deviceName: '2号直流桩', gunName: 'A枪', startTime: now - 6 * DAY, kwh: 22.5, minutes: 47, couponCents: 300, paid: true }),
      // 33 and 45 days back: always an earlier month than today's.
      finished({ orderNo: 'C30013', stationId: 'S2005', deviceName: '1号超充桩', gunName: 'A枪', startTime: now - 33 * DAY, kwh: 48, minutes: 36, paid: true }),
      oldest,
    ],
    chargingAppeals: [
      {
        appealNo: 'CA50001', driverId: DRIVER_A, orderNo: 'C30014', reason: '电量与实际不符', description: '车机显示只充了10度电',
        pictures: [], createdAt: now - 44 * DAY, refundCents: oldest.serviceFeeCents,
        resultText: '经核实，充电桩计量存在偏差，已退还本次服务费，退款已退回账户余额', refundTo: 'balance', refunded: true,
      },
    ],
  };
}
