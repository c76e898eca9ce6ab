/**
 * Every route the app implements, with the query and the visitor or driver that shows its real content. The
 * axe test opens each one; a jest test (test/app/a11yRoutes.test.ts) fails when a route is added to the app
 * without being listed here, so no page escapes the check.
 */
export interface A11yRoute {
  /** The route as the router has it. */
  route: string;
  /** What to open: the route with a query the page needs (demo data of mocks/db). */
  url?: string;
  /** Who opens it: driver A or a visitor. */
  as: 'A' | 'visitor';
}

export const a11yRoutes: A11yRoute[] = [
  { route: '/home', as: 'visitor' },
  { route: '/home', url: '/home', as: 'A' },
  { route: '/map', as: 'A' },
  { route: '/mine', as: 'A' },
  { route: '/mine', url: '/mine', as: 'visitor' },
  { route: '/login', as: 'visitor' },
  { route: '/loginIndex', as: 'visitor' },
  { route: '/registor', as: 'visitor' },
  { route: '/loginloading', as: 'visitor' },
  { route: '/userInfo', as: 'A' },
  { route: '/bindPhone', as: 'A' },
  { route: '/changeUserName', as: 'A' },
  { route: '/changeNickname', as: 'A' },
  { route: '/changePassWord', as: 'A' },
  { route: '/passWordChange', as: 'visitor' },
  { route: '/changeTel', as: 'A' },
  { route: '/cancellation', as: 'A' },
  { route: '/onsurecancel', as: 'A' },
  { route: '/userAgreement', as: 'visitor' },
  { route: '/privacyPolicyHistory', as: 'visitor' },
  { route: '/newsList', as: 'visitor' },
  { route: '/newsDetail', url: '/newsDetail?newId=N5001', as: 'visitor' },
  { route: '/payPage', url: '/payPage?uniqueId=U20001&parkId=P1001', as: 'A' },
  { route: '/multiPayPage', url: '/multiPayPage?arrearsOnly=1', as: 'A' },
  { route: '/payResultPage', url: '/payResultPage?payOrderId=O900001', as: 'A' },
  { route: '/choiceDiscountPage', url: '/choiceDiscountPage?uniqueId=U20001&parkId=P1001', as: 'A' },
  { route: '/paySuccess', url: '/paySuccess?payOrderId=O900001', as: 'A' },
  { route: '/scanPayPage', as: 'A' },
  { route: '/scanOverduePay', as: 'A' },
  { route: '/BarrierRslt', url: '/BarrierRslt?payOrderId=O900001', as: 'A' },
  { route: '/arrearsPage', as: 'A' },
  { route: '/parkingPayPage', url: '/parkingPayPage?parkId=P1001', as: 'A' },
  { route: '/suitParking', as: 'A' },
  { route: '/nearbyBagParks', as: 'A' },
  { route: '/nearbyBagRules', url: '/nearbyBagRules?parkId=P1007', as: 'A' },
  { route: '/collect', as: 'A' },
  { route: '/balanceParks', as: 'A' },
  { route: '/suitBalanceParks', as: 'A' },
  { route: '/carManage', as: 'A' },
  { route: '/addCar', as: 'A' },
  { route: '/plateDetail', url: '/plateDetail?plateId=PL1', as: 'A' },
  { route: '/orderDeduction', url: '/orderDeduction?plateId=PL1', as: 'A' },
  { route: '/sencelessPayment', url: '/sencelessPayment?plateId=PL1', as: 'A' },
  { route: '/sencelessPaymentList', as: 'A' },
  { route: '/roadParking/index', url: '/roadParking/index?parkId=P1002', as: 'A' },
  { route: '/roadParking/palteList', url: '/roadParking/palteList?parkId=P1002', as: 'A' },
  { route: '/roadParking/parkingList', url: '/roadParking/parkingList?parkId=P1002', as: 'A' },
  { route: '/roadParking/addCar', url: '/roadParking/addCar?parkId=P1002', as: 'A' },
  { route: '/parkingRecord', as: 'A' },
  { route: '/parkingRecordDetail', url: '/parkingRecordDetail?uniqueId=U20004&parkId=P1004', as: 'A' },
  { route: '/billRecord', as: 'A' },
  { route: '/billComplain', url: '/billComplain?uniqueId=U20004&parkId=P1004', as: 'A' },
  { route: '/billComplainDetail', url: '/billComplainDetail?appealId=AP8001&uniqueId=U20005&parkId=P1001', as: 'A' },
  { route: '/orderRecord', as: 'A' },
  { route: '/orderRecordDetail', url: '/orderRecordDetail?payOrderId=O900001', as: 'A' },
  { route: '/searchPage', as: 'visitor' },
  { route: '/search', url: '/search?keyword=%E7%8E%8B%E5%BA%9C%E4%BA%95', as: 'visitor' },
  { route: '/404', as: 'visitor' },
  { route: '/chargeStationDetail', url: '/chargeStationDetail?stationId=S2001', as: 'A' },
  { route: '/chargingPage', as: 'A' },
  { route: '/chargingPage', url: '/chargingPage?pileCode=200101', as: 'A' },
  { route: '/chargingPageResult', url: '/chargingPageResult?orderNo=C30001', as: 'A' },
  { route: '/chargingResults', url: '/chargingResults?orderNo=C30001', as: 'A' },
  { route: '/chargingVinManage', as: 'A' },
  { route: '/chargingVinAdd', as: 'A' },
  { route: '/chargingCard', as: 'A' },
  { route: '/changeCardPassword', url: '/changeCardPassword?cardNo=8800100000000001', as: 'A' },
];
