/**
 * The read calls the driver's main journeys make, in order, with what each takes from the answers before it (a
 * plate's id, a bill's uniqueId). `npm run contract` replays them against a backend and checks every answer.
 */
export type Picked = Record<string, string | number | undefined>;

export interface Read {
  /** The contract's key: 'METHOD /path/{id}' as in src/api/<service>/calls.ts. */
  call: string;
  /** Path parameters, query (GET) or body (POST) — from what earlier answers gave. */
  path?: (p: Picked) => Record<string, string | number | undefined>;
  send?: (p: Picked) => Record<string, unknown>;
  /** What later reads need from this answer. */
  pick?: (data: unknown, p: Picked) => void;
  /** Skipped when an earlier answer had nothing to give it (no bill, no pass). */
  needs?: string[];
}

export interface Journey {
  name: string;
  reads: Read[];
}

const page = { pageNo: 1, pageSize: 10 };
const here = { destLng: 116.4109, destLat: 39.9139 };

/** The first item of a list answer's `results` (or of the list itself). */
function first(data: unknown): Record<string, unknown> | undefined {
  const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  const item = Array.isArray(list) ? (list[0] as unknown) : undefined;
  return item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
}

function keep(p: Picked, into: string, value: unknown) {
  if (typeof value === 'string' || typeof value === 'number') p[into] = value;
}

export const journeys: Journey[] = [
  {
    name: '首页',
    reads: [
      { call: 'GET /basic/v2/api/menuConfigs' },
      { call: 'GET /basic/v2/api/applicationInfos' },
      { call: 'POST /publicity/v2/api/advertisings', send: () => ({ cityName: '北京市' }) },
      { call: 'GET /publicity/v2/api/news/important' },
      { call: 'POST /dealer/v2/api/nearbyParks/home', send: () => here },
      { call: 'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBills' },
      { call: 'GET /basic/v2/api/notices/unreadCounts' },
    ],
  },
  {
    name: '停车缴费',
    reads: [
      { call: 'GET /charge/v2/api/parkOrders/msp', send: () => ({ requestType: 1, ...page }), pick: (d, p) => { keep(p, 'uniqueId', first(d)?.uniqueId); keep(p, 'parkId', first(d)?.parkId); } },
      { call: 'GET /charge/v2/api/parkOrders/msp', send: () => ({ requestType: 2, ...page }) },
      { call: 'GET /charge/v2/api/parkOrders/msp', send: () => ({ requestType: 3, ...page }) },
      { call: 'POST /charge/v2/api/parkOrders/msp/detail', needs: ['uniqueId'], send: (p) => ({ uniqueId: p.uniqueId, parkId: p.parkId }) },
      { call: 'GET /charge/v2/api/parkOrders/msp/usableCoupons', needs: ['uniqueId'], send: (p) => ({ uniqueId: p.uniqueId, parkId: p.parkId }) },
      { call: 'GET /charge/v2/api/parkOrders/msp/countUnfinished' },
      { call: 'GET /charge/v2/api/parkOrders/msp/payRecords', send: () => page },
      { call: 'GET /pay/v2/api/payModel' },
      { call: 'GET /driver/v2/api/balanceInfo' },
    ],
  },
  {
    name: '车辆',
    reads: [
      { call: 'GET /driver/v2/api/plateCount' },
      { call: 'GET /driver/v2/api/plates', pick: (d, p) => keep(p, 'plateId', first(d)?.plateId) },
      { call: 'GET /driver/v2/api/plates/{plateId}', needs: ['plateId'], path: (p) => ({ plateId: p.plateId }) },
    ],
  },
  {
    name: '找车位与收藏',
    reads: [
      { call: 'POST /dealer/v2/api/nearbyParks', send: () => ({ ...here, ...page }) },
      { call: 'POST /dealer/v2/api/nearbyBagParks', send: () => ({ ...here, ...page }) },
      { call: 'GET /dealer/v2/api/citys' },
      { call: 'GET /dealer/v2/api/collectParks' },
    ],
  },
  {
    name: '充电',
    reads: [
      { call: 'POST /cps/v2/api/nearbyStations', send: () => ({ ...here, source: 1, ...page }) },
      { call: 'GET /cps/v2/api/chargingOrders/msp', send: () => ({ requestType: 1, ...page }) },
      { call: 'GET /cps/v2/api/chargingOrders/msp', send: () => ({ requestType: 3, ...page }) },
      { call: 'GET /cps/v2/api/collectStations' },
      { call: 'GET /cps/v2/api/vins' },
      { call: 'GET /cps/v2/api/charging/cards' },
    ],
  },
  {
    name: '钱包',
    reads: [
      { call: 'GET /driver/v2/api/wallets' },
      { call: 'GET /driver/v2/api/wallet/topUpRules' },
      { call: 'GET /driver/v2/api/wallet/movements', send: () => page },
    ],
  },
  {
    name: '月卡',
    reads: [
      { call: 'GET /special/v2/api/bagPasses', send: () => page },
      { call: 'GET /special/v2/api/bagPayRecords', send: () => page },
    ],
  },
  {
    name: '优惠券与发票',
    reads: [
      { call: 'GET /coupon/v2/api/userCoupons', send: () => ({ status: 'unused', ...page }) },
      { call: 'GET /coupon/v2/api/couponsCount' },
      { call: 'GET /invoice/v2/api/invoiceableOrders', send: () => page },
      { call: 'GET /invoice/v2/api/invoices', send: () => page },
      { call: 'GET /invoice/v2/api/titles' },
    ],
  },
  {
    name: '消息与客服',
    reads: [
      { call: 'GET /basic/v2/api/notices', send: () => ({ noticeType: 1, ...page }) },
      { call: 'GET /basic/v2/api/reminders' },
      { call: 'GET /basic/v2/api/service/faqs' },
      { call: 'GET /publicity/v2/api/news', send: () => page },
    ],
  },
];
