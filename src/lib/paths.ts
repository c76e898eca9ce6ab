/**
 * Every route of the app, written once (spec §2 and routes.json; the misspellings are part of the contract:
 * external links and partners use them). Route tables and links take their paths from here, and `href` builds
 * a link typed by the route's query parameters, so a renamed parameter is a compile error, not a dead link.
 */
export const paths = {
  root: '/',
  home: '/home',
  map: '/map',
  mine: '/mine',
  login: '/login',
  loginIndex: '/loginIndex',
  registor: '/registor',
  loginloading: '/loginloading',
  userInfo: '/userInfo',
  bindPhone: '/bindPhone',
  changeUserName: '/changeUserName',
  changeNickname: '/changeNickname',
  changePassWord: '/changePassWord',
  passWordChange: '/passWordChange',
  changeTel: '/changeTel',
  cancellation: '/cancellation',
  onsurecancel: '/onsurecancel',
  parkingRecord: '/parkingRecord',
  parkingRecordDetail: '/parkingRecordDetail',
  billRecord: '/billRecord',
  billComplain: '/billComplain',
  billComplainDetail: '/billComplainDetail',
  orderRecord: '/orderRecord',
  orderRecordDetail: '/orderRecordDetail',
  addCar: '/addCar',
  plateDetail: '/plateDetail',
  orderDeduction: '/orderDeduction',
  carManage: '/carManage',
  /** 申请车牌认领: claiming a plate another account holds, and one claim's state. */
  plateClaim: '/plateClaim',
  wrongTimeShare: '/wrongTimeShare',
  packageCarSelect: '/packageCarSelect',
  wrongTimePackagePay: '/wrongTimePackagePay',
  packageHandleSucc: '/packageHandleSucc',
  subscribeCarSelect: '/subscribeCarSelect',
  wrongTimeSubscribePay: '/wrongTimeSubscribePay',
  subscribeHandleSucc: '/subscribeHandleSucc',
  wrongTimeManage: '/wrongTimeManage',
  violationRecord: '/violationRecord',
  wrongTimePackageDetail: '/wrongTimePackageDetail',
  wrongTimeSubscribeDetail: '/wrongTimeSubscribeDetail',
  chargeBillManage: '/chargeBillManage',
  chargeBillDetail: '/chargeBillDetail',
  chargingBillComplain: '/chargingBillComplain',
  chargingAppealDetail: '/chargingAppealDetail',
  chargeOccupation: '/chargeOccupation',
  occupyBillDetail: '/occupyBillDetail',
  occupyPayResult: '/occupyPayResult',
  occupyBillList: '/occupyBillList',
  occupyAppeal: '/occupyAppeal',
  occupyAppealDetail: '/occupyAppealDetail',
  chargeStationDetail: '/chargeStationDetail',
  chargingPage: '/chargingPage',
  chargingPageResult: '/chargingPageResult',
  chargingChoiceCoupon: '/chargingChoiceCoupon',
  chargingVinManage: '/chargingVinManage',
  chargingVinAdd: '/chargingVinAdd',
  /** 申请VIN认领: claiming a charging VIN another account holds, and one claim's state. */
  vinClaim: '/vinClaim',
  chargingCard: '/chargingCard',
  changeCardPassword: '/changeCardPassword',
  chargingResults: '/chargingResults',
  /** 无法充电: a driver's report of a broken charger (ours, the spec has no such page). */
  chargerReport: '/chargerReport',
  mounthlyNotarize: '/mounthlyNotarize',
  mounthlyRenew: '/mounthlyRenew',
  myMounthlyPay: '/myMounthlyPay',
  monthParking: '/monthParking',
  monthlyMaterial: '/monthlyMaterial',
  mounthlyDetail: '/mounthlyDetail',
  mounthlyEdit: '/mounthlyEdit',
  submitSuccess: '/submitSuccess',
  plateMaterial: '/plateMaterial',
  plateMaterialDetail: '/plateMaterialDetail',
  plateMaterialEdit: '/plateMaterialEdit',
  plateMaterialDisabled: '/plateMaterialDisabled',
  mounthPayList: '/mounthPayList',
  mounthlyPayManage: '/mounthlyPayManage',
  mounthlyPayAddCar: '/mounthlyPayAddCar',
  renew: '/renew',
  h5Mounth: '/H5Mounth',
  monthlyRuleNotice: '/monthlyRuleNotice',
  suitParking: '/suitParking',
  roadParking: '/roadParking',
  roadParkingIndex: '/roadParking/index',
  roadParkingPalteList: '/roadParking/palteList',
  roadParkingParkingList: '/roadParking/parkingList',
  roadParkingAddCar: '/roadParking/addCar',
  nearbyBagParks: '/nearbyBagParks',
  nearbyBagRules: '/nearbyBagRules',
  parkingPayPage: '/parkingPayPage',
  barrierRslt: '/BarrierRslt',
  payPage: '/payPage',
  multiPayPage: '/multiPayPage',
  payResultPage: '/payResultPage',
  scanPayPage: '/scanPayPage',
  arrearsPage: '/arrearsPage',
  scanOverduePay: '/scanOverduePay',
  collect: '/collect',
  bookRecord: '/bookRecord',
  bookRecordDetail: '/bookRecordDetail',
  bookParksIndex: '/bookParks/index',
  bookingNotarize: '/bookingNotarize',
  bookingSuccess: '/bookingSuccess',
  choiceDiscountPage: '/choiceDiscountPage',
  discount: '/discount',
  unused: '/unused',
  used: '/used',
  past: '/past',
  scanQRCode: '/scanQRCode',
  scanQRCodeAddCar: '/scanQRCodeAddCar',
  scanQRCodeSuccess: '/scanQRCodeSuccess',
  scanQRCodeFailed: '/scanQRCodeFailed',
  couponSuccess: '/couponSuccess',
  customerService: '/customerService',
  customerServiceIndex: '/customerService/index',
  customerServiceFeedBack: '/customerService/feedBack',
  customerServiceBillFeedBack: '/customerService/billFeedBack',
  customerServiceFeedHistory: '/customerService/feedHistory',
  customerServiceFeedDetail: '/customerService/feedDetail',
  customerServiceBillProblem: '/customerService/billProblem',
  customerServiceBillProblemList: '/customerService/billProblemList',
  customerServiceQuestionBill: '/customerService/questionBill',
  customerServiceQuestionBook: '/customerService/questionBook',
  customerServiceQuestionConsultation: '/customerService/questionConsultation',
  // Operations debug panel (beyond the spec): the support-code page, and the panel itself (development).
  supportDebug: '/supportDebug',
  debug: '/debug',
  customerServiceChargingBillProblemList: '/customerService/chargingBillProblemList',
  /** The driver's disputes (ours): 我的申诉, and one with its state, needs and evidence. */
  disputes: '/disputes',
  disputeDetail: '/disputeDetail',
  invoiceManage: '/invoiceManage',
  invoiceBillList: '/invoiceBillList',
  invoiceSpe: '/invoiceSpe',
  invoiceRecord: '/invoiceRecord',
  invoiceRecordDetail: '/invoiceRecordDetail',
  makeInvoice: '/makeInvoice',
  makeInvoiceSuccess: '/makeInvoiceSuccess',
  makeInvoiceBySelf: '/makeInvoiceBySelf',
  invoiceOrderList: '/invoiceOrderList',
  reSendInvoice: '/reSendInvoice',
  invoicePage: '/invoicePage',
  merchantManageList: '/merchantManageList',
  merchantManage: '/merchantManage',
  giveCouponsList: '/giveCouponsList',
  buyCouponsList: '/buyCouponsList',
  giveCoupons: '/giveCoupons',
  buyCoupons: '/buyCoupons',
  invalidCoupons: '/invalidCoupons',
  showQRcode: '/showQRcode',
  buyCouponsReslut: '/buyCouponsReslut',
  giveCouponsRecord: '/giveCouponsRecord',
  buyCouponsRecord: '/buyCouponsRecord',
  couponsDetail: '/couponsDetail',
  parkingDetail: '/parkingDetail',
  searchPage: '/searchPage',
  accountBalance: '/accountBalance',
  accountBalanceCash: '/accountBalanceCash',
  accountBalanceDetail: '/accountBalanceDetail',
  accountBalanceReslut: '/accountBalanceReslut',
  wallet: '/wallet',
  walletCash: '/walletCash',
  walletDetail: '/walletDetail',
  walletReslut: '/walletReslut',
  /** The statement as a printable page, for 打印 or 另存为PDF (ours, the spec has no such page). */
  walletStatementPrint: '/walletStatementPrint',
  sencelessPayment: '/sencelessPayment',
  sencelessPaymentList: '/sencelessPaymentList',
  search: '/search',
  notice1: '/notice1',
  notice2: '/notice2',
  newNotice: '/newNotice',
  sysnotice: '/sysnotice',
  /** The driver's choices about reminders (ours, the spec has no such page). */
  reminderSettings: '/reminderSettings',
  /** Is this notice real? A pasted SMS, a paper ticket's code or a link checked against what the server holds (ours). */
  checkNotice: '/checkNotice',
  /** The driver's personal data: every category held, a copy to download, deleting the trail (ours). */
  myData: '/myData',
  /** 权限与授权: each optional consent, with its date, withdrawable (ours). */
  permissions: '/permissions',
  bulletin: '/bulletin',
  privacyPolicyHistory: '/privacyPolicyHistory',
  paySuccess: '/paySuccess',
  choiceSelf: '/choiceSelf',
  fllowManage: '/fllowManage',
  authorizationSuccess: '/authorizationSuccess',
  balanceParks: '/balanceParks',
  suitBalanceParks: '/suitBalanceParks',
  goldPlanResults: '/goldPlanResults',
  thirdpay: '/thirdpay',
  thirdpaySuccess: '/thirdpaySuccess',
  thirdpayFail: '/thirdpayFail',
  /** A visitor's receipt for a bill paid by plate, read back by its payToken (ours). */
  visitorReceipt: '/visitorReceipt',
  /** A car with no plate scans the entry lane's code: the phone is its ticket, no account (ours). */
  noPlateEntry: '/noPlateEntry',
  receiveRewards: '/receiveRewards',
  registerShare: '/registerShare',
  userApply: '/userApply',
  userApplyUserCheckIn: '/userApply/userCheckIn',
  userApplyResult: '/userApply/result',
  userApplyHistory: '/userApply/history',
  plate: '/plate',
  pay: '/pay',
  result: '/result',
  newsList: '/newsList',
  newsDetail: '/newsDetail',
  notFound: '/404',
  spaceBooking: '/spaceBooking',
  lockControl: '/lockControl',
  lockDetail: '/lockDetail',
  scanQRCodeCharging: '/scanQRCodeCharging',
  scanQRCodeChargingSuccess: '/scanQRCodeChargingSuccess',
  scanQRCodeChargingFailed: '/scanQRCodeChargingFailed',
  /** The 用户协议 text that sign-in and registration ask consent to (ours; the spec leaves it unnamed). */
  userAgreement: '/userAgreement',
  /** 家人共享: plates shared with family and shared by family, and the invitation (ours). */
  familyShare: '/familyShare',
  /** The member's view of one share (ours; the app's one path parameter): /familyShare/FS000001. */
  familyShareView: '/familyShare/:shareId',
} as const;

export type Path = (typeof paths)[keyof typeof paths];

type Id = string | number;

/**
 * The query each route reads. A route missing here takes none. Optional parameters are marked; values are
 * what the page reads with URLSearchParams (numbers are written as strings).
 */
export interface RouteQuery {
  '/login': { redirect?: string; enCodeUrl?: string; mode?: 'code' | 'password' };
  '/loginloading': { code?: string; state?: string; ticket?: string; openid?: string };
  '/passWordChange': { redirect?: string };
  '/map': {
    lng?: Id; lat?: Id; parkId?: Id; isDetailPark?: Id; stationId?: Id; isDetailCharge?: Id;
    parkType?: 'monthActive' | 'bookActive' | 'diffTimeActive'; isFromHome?: Id;
  };
  '/newsDetail': { newId: Id };
  '/payPage': { uniqueId: Id; parkId: Id; couponId?: Id };
  '/multiPayPage': { arrearsOnly?: 1 | '1'; plateNo?: string; plateColor?: Id };
  '/payResultPage': { key?: string; payOrderId: Id };
  '/paySuccess': { key?: string; payOrderId: Id };
  '/choiceDiscountPage': { uniqueId?: Id; parkId?: Id; couponId?: Id; back?: string };
  '/scanPayPage': { parkId?: Id; laneCode?: string; uniqueId?: Id; couponId?: Id; noPlate?: 1 };
  '/scanOverduePay': { parkId?: Id; laneCode?: string };
  '/BarrierRslt': { payOrderId: Id; payToken?: string };
  '/makeInvoiceBySelf': { plateNo?: string; orderNo?: Id; invoiceNo?: Id };
  '/plateClaim': { plateNo?: string; plateColor?: Id; claimId?: Id };
  '/parkingPayPage': { parkId: Id };
  '/nearbyBagRules': { parkId?: Id };
  '/collect': { tab?: 'park' | 'station' };
  '/addCar': { redirect?: string };
  '/plateDetail': { plateId: Id };
  '/orderDeduction': { plateId: Id };
  '/sencelessPayment': { plateId?: Id };
  '/roadParking/index': { parkId?: Id; plateId?: Id };
  '/roadParking/palteList': { parkId?: Id; plateId?: Id };
  '/roadParking/parkingList': { parkId?: Id; plateId?: Id };
  '/roadParking/addCar': { parkId?: Id };
  '/parkingRecordDetail': { uniqueId: Id; parkId: Id };
  '/billComplain': { uniqueId: Id; parkId: Id };
  '/billComplainDetail': { appealId?: Id; uniqueId?: Id; parkId?: Id };
  '/orderRecordDetail': { payOrderId: Id };
  '/search': { keyword?: string };
  '/customerService/questionConsultation': { type?: Id; plateNo?: string; message?: string };
  '/customerService/billFeedBack': { uniqueId?: Id };
  '/customerService/questionBill': { orderNo?: Id };
  '/customerService/questionBook': { bookOrderId?: Id };
  '/customerService/feedDetail': { requestNo: Id };
  '/disputeDetail': { disputeId: Id };
  '/notice1': { noticeId: Id };
  '/notice2': { noticeId: Id };
  '/sysnotice': { tab?: 'reminders' | 'system' | 'announce' };
  '/newNotice': { redirect?: string };
  '/chargingResults': { orderNo: Id };
  '/mounthlyNotarize': { parkId: Id; ruleId?: Id };
  '/monthParking': { parkId?: Id };
  '/monthlyRuleNotice': { parkId: Id; ruleId: Id; from?: 'form' };
  '/monthlyMaterial': { applicationId: Id };
  '/submitSuccess': { applicationId: Id };
  '/mounthlyDetail': { applicationId?: Id; bagId?: Id; payOrderId?: Id };
  '/mounthlyEdit': { applicationId: Id };
  '/mounthlyRenew': { bagId: Id };
  '/renew': { bagId?: Id; parkId?: Id; plateNo?: string };
  '/myMounthlyPay': { tab?: 'passes' | 'applications' };
  '/mounthPayList': { bagId?: Id };
  '/mounthlyPayManage': { bagId: Id };
  '/mounthlyPayAddCar': { bagId: Id };
  '/plateMaterialDetail': { plateNo: string };
  '/plateMaterialEdit': { plateNo: string; redirect?: string };
  '/H5Mounth': { parkId: Id };
  '/chargingPage': { pileCode?: string; gunNo?: string; stationId?: Id; couponId?: Id };
  '/chargingPageResult': { orderNo: Id };
  // The station page's tab (src/features/charging/components/station/stationTabs.ts): in the address, so coming back
  // from a pile, a report or a sign-in finds the tab the driver had open.
  '/chargeStationDetail': { stationId: Id; tab?: 'piles' | 'price' | 'trust' | 'access' | 'rules' };
  '/chargerReport': { stationId: Id; pileCode: string; gunNo?: string; orderNo?: Id; kind?: 'blocked' };
  '/chargeBillDetail': { orderNo: Id };
  '/chargeBillManage': { state?: 2 | 3 | '2' | '3'; month?: string };
  '/chargingBillComplain': { orderNo: Id };
  '/chargingAppealDetail': { appealNo?: Id; orderNo?: Id };
  '/changeCardPassword': { cardNo?: Id };
  '/vinClaim': { vin?: string; claimId?: Id };
  '/occupyBillList': { state?: 1 | 2 | '1' | '2' };
  '/accountBalanceReslut': { payOrderId?: Id; walletId?: Id };
  '/walletReslut': { payOrderId?: Id; walletId?: Id };
  // The statement: its tab, range (Beijing days 'YYYY-MM-DD', inclusive) and filters; the movements keep
  // their own (walletId, type, month). `kind` is a StatementKind (api/driver/statement.types), written as the API does.
  '/walletDetail': {
    tab?: 'statement' | 'movements'; from?: string; to?: string; plateNo?: string; kind?: string; groupId?: Id;
    walletId?: Id; type?: string; month?: string;
  };
  '/walletStatementPrint': { from: string; to: string; plateNo?: string; kind?: string; groupId?: Id };
  '/occupyBillDetail': { occupyOrderNo: Id };
  '/occupyPayResult': { occupyOrderNo: Id; payOrderId?: Id };
  '/occupyAppeal': { occupyOrderNo: Id };
  '/occupyAppealDetail': { appealNo: Id };
  '/chargingChoiceCoupon': { pileCode?: string; couponId?: Id };
  '/scanQRCodeCharging': { code?: string };
  '/scanQRCodeChargingSuccess': { couponId: Id };
  '/scanQRCodeChargingFailed': { reason?: 'invalid' | 'claimed' | 'expired'; code?: string };
  // Shared spaces: space booking and locks, off-peak sharing, owner registration.
  '/bookParks/index': { keyword?: string };
  '/spaceBooking': { parkId: Id };
  '/bookingNotarize': { parkId: Id; plateNo: string; startTime: string; packageId?: Id; durationMinutes?: Id; berthTypeId?: Id; berthId?: Id };
  '/bookingSuccess': { bookOrderId: Id; payOrderId?: Id };
  '/bookRecord': { state?: Id };
  '/bookRecordDetail': { bookOrderId: Id; payOrderId?: Id };
  '/lockControl': { lockId?: Id };
  '/lockDetail': { lockId: Id };
  '/wrongTimeShare': { parkId?: Id };
  '/packageCarSelect': { parkId: Id; productId: Id };
  '/wrongTimePackagePay': { packageNo: Id };
  '/packageHandleSucc': { packageNo: Id; payOrderId?: Id };
  '/subscribeCarSelect': { parkId: Id; date?: string };
  '/wrongTimeSubscribePay': { subscribeNo: Id };
  '/subscribeHandleSucc': { subscribeNo: Id; payOrderId?: Id };
  '/wrongTimeManage': { tab?: 'package' | 'subscribe'; status?: 'unpaid' | 'upcoming' | 'active' | 'used' | 'cancelled' };
  '/violationRecord': { violationNo?: Id; payOrderId?: Id };
  '/wrongTimePackageDetail': { packageNo: Id; payOrderId?: Id };
  '/wrongTimeSubscribeDetail': { subscribeNo: Id; payOrderId?: Id };
  '/userApply/userCheckIn': { parkId?: Id };
  '/userApply/result': { applyNo: Id };
  // Merchant management: every page but the list names its merchant.
  '/merchantManage': { merchantId: Id };
  '/buyCouponsList': { merchantId: Id };
  '/buyCoupons': { merchantId: Id; typeId: Id };
  '/buyCouponsReslut': { merchantId: Id; purchaseId: Id; payOrderId?: Id };
  '/buyCouponsRecord': { merchantId: Id };
  '/giveCouponsList': { merchantId: Id };
  '/giveCoupons': { merchantId: Id; typeId?: Id; way?: 'plate' | 'bulk'; plateNo?: string };
  '/giveCouponsRecord': { merchantId: Id; plateNo?: string };
  '/invalidCoupons': { merchantId: Id };
  '/showQRcode': { merchantId: Id; typeId: Id };
  '/couponsDetail': { merchantId: Id; merchantCouponId: Id };
  '/parkingDetail': { merchantId: Id; plateNo: string; typeId?: Id };
  // The remaining pages: partner checkout and sign links, invitations and rewards, members.
  '/thirdpay': { uniqueId: Id; parkId: Id };
  '/thirdpaySuccess': { payOrderId?: Id; payToken?: string };
  '/thirdpayFail': { payOrderId?: Id; payToken?: string };
  '/visitorReceipt': { payOrderId?: Id; payToken?: string; plateNo?: string };
  '/noPlateEntry': { parkId?: Id; laneCode?: string };
  '/plate': { parkId: Id; plateNo?: string };
  '/pay': { orderNo: Id };
  '/result': { payOrderId: Id; payToken?: string };
  '/receiveRewards': { rewardId?: Id };
  '/goldPlanResults': { campaignId?: Id };
  '/authorizationSuccess': { type: 'withhold' | 'bind'; plateId?: Id };
  '/registor': { inviteCode?: string };
  '/privacyPolicyHistory': { version?: string };
  '/checkNotice': { plateNo?: string; text?: string };
}

type QueryArgs<P extends Path> = P extends keyof RouteQuery
  ? HasRequired<RouteQuery[P]> extends true
    ? [RouteQuery[P]]
    : [RouteQuery[P]?]
  : [];
type HasRequired<Q> = { [K in keyof Q]-?: undefined extends Q[K] ? never : K }[keyof Q] extends never ? false : true;

/**
 * A link to a route: `href(paths.payPage, { uniqueId, parkId })` → '/payPage?uniqueId=…&parkId=…'.
 * Undefined and empty values are left out; the query is required exactly when the route requires something.
 */
export function href<P extends Path>(
  path: P,
  ...query: QueryArgs<P>
): string {
  const q = query[0] as Record<string, Id | undefined> | undefined;
  return q ? withQuery(path, q) : path;
}

/**
 * A path with a query, untyped: for the routes RouteQuery lists no query for yet (a feature's own links module
 * names them in one place). Undefined and empty values are left out, as `href` does.
 */
export function withQuery(path: string, query: Record<string, Id | undefined> = {}): string {
  // encodeURIComponent rather than URLSearchParams: a space is %20, which every reader decodes (a '+' is not).
  const s = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return s ? `${path}?${s}` : path;
}
