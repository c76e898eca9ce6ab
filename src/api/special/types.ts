import type { Cents, ExpectedAmount, PageParams, Paged, PayChannel, PlateColor } from '../../lib/wire';

/**
 * The special service (/special/v2/api): period passes (月卡, bag plans). endpoints.json names bagMultiRules and
 * checkRenewable; the rest (applications, payment, passes, renewals, plate changes, plate materials, the disabled
 * certification) are this app's design, served by mocks/services/special*. Money is cents; times are
 * 'YYYY-MM-DD HH:mm:ss' and days 'YYYY-MM-DD', Beijing time.
 */

/** Business refusals of the period-pass calls (a malformed body is a 400 with the field's message). */
export const BAG_CODES = {
  /** The rule has no passes left, or the lot no pass space. */
  ruleFull: '0xd11010001',
  /** The rule is no longer sold. */
  ruleOffSale: '0xd11010002',
  /** A plate already has an open application or a valid pass at this lot. */
  duplicate: '0xd11010003',
  /** A disabled-driver rule without an approved certification, or for another plate than the certified one. */
  disabledOnly: '0xd11010004',
  /** A plate whose colour the rule does not take. */
  plateNotAccepted: '0xd11010005',
  /** Only a rejected application is edited. */
  notEditable: '0xd11010006',
  /** The application cannot be paid in its state (under review, rejected, withdrawn, lapsed). */
  notPayable: '0xd11010007',
  /** The application or pass cannot be withdrawn or cancelled any more (it has started, or ended). */
  notCancellable: '0xd11010008',
  /** The pass cannot be renewed now (the message says why, as checkRenewable's reason does). */
  notRenewable: '0xd11010009',
  /** The pass already has a plate change waiting for the lot. */
  plateChangePending: '0xd11010010',
  /** A plate added on a lot that reviews materials has no driving licence on file. */
  plateMaterialsMissing: '0xd11010011',
  /** Materials or a certification already waiting for review, or already approved. */
  reviewInProgress: '0xd11010012',
} as const;

export interface BagMultiRulesParams {
  parkId: string;
}

/** 月卡, 季卡, 年卡, or 'N个月' for other lengths. */
export type BagPeriodType = string;

export interface BagRule {
  ruleId: string;
  parkId: string;
  ruleName: string;
  /** Length of one period in months. */
  months: number;
  /** '月卡' (1), '季卡' (3), '年卡' (12). */
  periodType: BagPeriodType;
  /** Price of one period. */
  price: Cents;
  /** The ordinary price a reduced rule (the disabled drivers') is compared with; null otherwise. */
  originalPrice: Cents | null;
  /** '全天' or a daily window such as '19:00-次日07:00'. */
  timeRangeText: string;
  /** Plate colours the rule accepts. */
  plateColors: PlateColor[];
  /** Passes left to sell; -1 unlimited; 0 also when the lot has no pass space left. */
  leftNum: number;
  description: string;
  /** 1: driving-licence photos, owner's name, ID number and phone are required, and the lot reviews them. */
  needMaterials: 0 | 1;
  /** Plates one pass may carry (the client caps it further by the menu's bagVehicle). */
  maxPlates: number;
  /** 1: only for the vehicle of an approved disabled certification. */
  disabledOnly: 0 | 1;
  /** The notice the driver accepts before applying (/monthlyRuleNotice), one paragraph a line. */
  notice: string;
}

export interface BagRuleList {
  parkId: string;
  parkName: string;
  results: BagRule[];
}

/** POST checkRenewable: by bagId, or by parkId + plateNo. */
export interface CheckRenewableBody {
  bagId?: string;
  parkId?: string;
  plateNo?: string;
}

export interface RenewableResult {
  renewable: 0 | 1;
  /** Why not, for the driver; null when renewable. */
  reason: string | null;
  bagId: string;
  plateNo: string;
  parkId: string;
  endTime: string;
  /** Rules the pass may be renewed with (the lot's rules on sale that accept every plate of the pass). */
  rules: BagRule[];
}

/** The owner's details and the driving licence, as a rule with needMaterials asks. */
export interface BagMaterials {
  ownerName: string;
  /** Checked with the spec's rules: '身份证长度或格式错误', '身份证号非法'. */
  idCardNo: string;
  phone: string;
  /** 1-4 picture URLs from POST /basic/v2/api/pictures. */
  licencePictures: string[];
}

/** POST /special/v2/api/bagApplications. */
export interface BagApplicationBody {
  ruleId: string;
  /** 'YYYY-MM-DD', Beijing; not before today. */
  startDate: string;
  /** 1..maxPlates: the driver's bound plates or other valid plate numbers. */
  plates: string[];
  /** Required when the rule needs materials, ignored otherwise. */
  materials?: BagMaterials;
  /** The client's key for this submit: a double tap, a retry or a reload sends the same one and gets one application. */
  requestId: string;
}

/** 1 待审核, 2 已通过待支付, 3 已驳回, 4 已生效 (paid; '待生效' until its start day), 5 已过期, 6 已退订. */
export type BagApplicationState = 1 | 2 | 3 | 4 | 5 | 6;

export interface BagApplicationCreated {
  applicationId: string;
  /** 1 when the lot reviews materials; 2 (pay now) when the rule needs none. */
  state: BagApplicationState;
  stateText: string;
}

/** One step of an application's history, oldest first. */
export interface BagTimelineEntry {
  state: BagApplicationState;
  /** '已提交', '已驳回', '已重新提交', '已通过待支付', '已支付', '已生效', '已续费', '已过期', '已撤回', '已退订' … */
  text: string;
  time: string;
  /** The reason of a rejection, what a resubmission changed, the validity paid for, the refund … */
  note: string | null;
}

/** One application of the list. */
export interface BagApplicationItem {
  applicationId: string;
  parkId: string;
  parkName: string;
  ruleId: string;
  ruleName: string;
  periodType: BagPeriodType;
  /** Price of one period. */
  price: Cents;
  startDate: string;
  plates: string[];
  /** '京A·12345', as plates are printed. */
  formatPlates: string[];
  state: BagApplicationState;
  /** 4 reads '待生效' until the pass's first day, then '已生效'. */
  stateText: string;
  rejectReason: string | null;
  createTime: string;
  /** The pass it became, once paid. */
  bagId: string | null;
}

export interface BagApplicationDetail extends BagApplicationItem {
  parkAddr: string;
  months: number;
  timeRangeText: string;
  needMaterials: 0 | 1;
  maxPlates: number;
  /** As submitted (the owner sees their own data in full, to fix it without retyping). */
  materials: BagMaterials | null;
  timeline: BagTimelineEntry[];
  /** State 2: pay before this, or the approval lapses (state 5). */
  payDeadline: string | null;
  /** A third-party payment of it in flight (the payment saga resumes it). */
  pendingPayOrderId: string | null;
  canEdit: 0 | 1;
  canPay: 0 | 1;
  canCancel: 0 | 1;
}

export type BagApplicationPage = Paged<BagApplicationItem>;

/** The list's filter (none: every application). */
export interface BagApplicationsFilter {
  state?: BagApplicationState;
}

export type BagApplicationsParams = BagApplicationsFilter & PageParams;

/** PUT /special/v2/api/bagApplications/{applicationId}: any subset; what is left out stays as it was. */
export interface EditBagApplicationBody {
  applicationId: string;
  ruleId?: string;
  startDate?: string;
  plates?: string[];
  materials?: Partial<BagMaterials>;
}

/** Where money paid goes back: the balance at once, or the way it was paid. */
export type BagRefundTo = 'balance' | 'original';

/** POST …/bagApplications/{applicationId}/cancel: withdrawn (1-3), or cancelled before its first day (4). */
export interface CancelBagApplicationResult {
  applicationId: string;
  state: 6;
  stateText: string;
  refundCents: Cents;
  refundTo: BagRefundTo | null;
}

/** POST …/bagApplications/{applicationId}/pay. Answers the charge service's PayOrder, as every payment does. */
export interface PayBagApplicationArg extends ExpectedAmount {
  applicationId: string;
  payChannel: PayChannel;
  returnUrl?: string;
  /** How many periods to buy at once, 1-12 (default 1). */
  periods?: number;
}

/** 4 已生效 (or '待生效' before its first day), 5 已过期, 6 已退订. */
export type BagPassState = 4 | 5 | 6;

/** A plate change the lot has to approve (a lot that reviews materials), or has refused. */
export interface BagPlateChange {
  changeId: string;
  plates: string[];
  /** 1 待审核, 3 已驳回. */
  state: 1 | 3;
  stateText: string;
  reason: string | null;
  submitTime: string;
}

export interface BagPass {
  bagId: string;
  applicationId: string | null;
  parkId: string;
  parkName: string;
  parkAddr: string;
  ruleId: string;
  ruleName: string;
  periodType: BagPeriodType;
  timeRangeText: string;
  /** Price of one period of its rule (what a renewal costs per period). */
  price: Cents;
  plates: string[];
  formatPlates: string[];
  maxPlates: number;
  needMaterials: 0 | 1;
  /** Validity [startTime, endTime). */
  startTime: string;
  endTime: string;
  /** The first and the last day it is valid. */
  startDate: string;
  endDate: string;
  /** Days of validity left, today included; 0 once ended. */
  daysLeft: number;
  state: BagPassState;
  /** '已生效', '待生效', '已过期', '已退订'. */
  stateText: string;
  /** 1 once its first day has come. */
  started: 0 | 1;
  /** 1 when valid and ending within 7 days (home and /mine offer renewal). */
  expiringSoon: 0 | 1;
  /** The last entry at the lot by one of its plates while it was valid; null when never used. */
  lastUsedTime: string | null;
  /** Whole days since its first day or its last use, whichever is later; 0 unless valid and started. */
  idleDays: number;
  /** 1 when valid, started and not used for 7 days or more: the home asks whether it is still wanted. */
  unused: 0 | 1;
  /** What the barrier reads (text and QR code); null unless state 4. */
  passCode: string | null;
  plateChange: BagPlateChange | null;
}

export type BagPassPage = Paged<BagPass>;

export interface BagPassesParams extends PageParams {
  state?: BagPassState;
  /** 1: only valid passes ending within 7 days (the home's and /mine's renewal prompt). */
  expiringSoon?: 0 | 1;
  /** 1: only valid passes unused for 7 days or more (the home's reminder). */
  unused?: 0 | 1;
}

/** POST …/bagPasses/{bagId}/renew. Answers a PayOrder. */
export interface RenewBagPassArg extends ExpectedAmount {
  bagId: string;
  ruleId: string;
  /** 1-12 periods of the rule. */
  periods: number;
  payChannel: PayChannel;
  returnUrl?: string;
  /** The client's key for this renewal: asked again with it, the same payment comes back. */
  requestId: string;
}

/** PUT …/bagPasses/{bagId}/plates: the whole new list, 1..maxPlates. */
export interface ChangeBagPlatesArg {
  bagId: string;
  plates: string[];
}

/** 1 新办, 2 续费. */
export type BagPayKind = 1 | 2;

export interface BagPayRecord {
  recordId: string;
  bagId: string | null;
  applicationId: string | null;
  kind: BagPayKind;
  kindText: string;
  parkId: string;
  parkName: string;
  ruleName: string;
  periodType: BagPeriodType;
  plates: string[];
  periods: number;
  amountCents: Cents;
  payChannel: PayChannel;
  payTime: string;
  /** The validity this payment bought. */
  validFrom: string | null;
  validTo: string | null;
  /** 1 已支付, 2 已退款. */
  state: 1 | 2;
  stateText: string;
  payOrderId: string | null;
}

export type BagPayRecordPage = Paged<BagPayRecord>;

export interface BagPayRecordsParams extends PageParams {
  bagId?: string;
}

/** Plate materials and the disabled certification: 0 未提交, 1 待审核, 2 已通过, 3 已驳回. */
export type ReviewState = 0 | 1 | 2 | 3;

/** A plate's driving licence on file (one per bound plate). */
export interface PlateMaterial {
  plateNo: string;
  formatPlateNo: string;
  plateColor: PlateColor;
  state: ReviewState;
  stateText: string;
  rejectReason: string | null;
  ownerName: string | null;
  idCardNo: string | null;
  licencePictures: string[];
  submitTime: string | null;
  reviewTime: string | null;
}

export interface PlateMaterialList {
  results: PlateMaterial[];
}

/** PUT /special/v2/api/plateMaterials/{plateNo}: submitted for review again. */
export interface SavePlateMaterialBody {
  plateNo: string;
  ownerName: string;
  idCardNo: string;
  /** 1-4 picture URLs. */
  licencePictures: string[];
}

export interface DisabledCertification {
  state: ReviewState;
  stateText: string;
  rejectReason: string | null;
  certNo: string | null;
  name: string | null;
  plateNo: string | null;
  pictures: string[];
  /** From the certificate number: 1-7 and its name ('肢体残疾'); 1-4 and its name ('二级'). */
  category: number | null;
  categoryText: string | null;
  level: number | null;
  levelText: string | null;
  submitTime: string | null;
  reviewTime: string | null;
}

/** POST /special/v2/api/disabledCertification. */
export interface DisabledCertificationBody {
  /** 第二代残疾人证: 20 characters, the holder's ID number then category (1-7) and level (1-4). */
  certNo: string;
  name: string;
  /** One of the driver's bound plates: the vehicle the reduced rules are for. */
  plateNo: string;
  /** 1-4 picture URLs: the certificate's pages. */
  pictures: string[];
}
