import * as v from 'valibot';
import { cents, entriesOf, flag, int, known, wireTime } from '../../lib/schema';
import { ExpectedAmount, PageParams, paged, PayChannel, PlateColor } from '../../lib/wire';
import { BagPeriodType } from './rules.types';

/**
 * The special service (/special/v2/api): period passes (月卡, bag plans). endpoints.json names bagMultiRules and
 * checkRenewable; the rest (applications, payment, passes, renewals, plate changes, plate materials, the disabled
 * certification) are this app's design, served by mocks/services/special*. Money is cents; times are
 * 'YYYY-MM-DD HH:mm:ss' and days 'YYYY-MM-DD', Beijing time. Schemas; types are inferred from them.
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

export * from './rules.types';

/** The owner's details and the driving licence, as a rule with needMaterials asks. */
export const BagMaterials = v.object({
  ownerName: v.string(),
  /** Checked with the spec's rules: '身份证长度或格式错误', '身份证号非法'. */
  idCardNo: v.string(),
  phone: v.string(),
  /** 1-4 picture URLs from POST /basic/v2/api/pictures. */
  licencePictures: v.array(v.string()),
});
export type BagMaterials = v.InferOutput<typeof BagMaterials>;

/** POST /special/v2/api/bagApplications. */
export const BagApplicationBody = v.object({
  ruleId: v.string(),
  /** 'YYYY-MM-DD', Beijing; not before today. */
  startDate: wireTime,
  /** 1..maxPlates: the driver's bound plates or other valid plate numbers. */
  plates: v.array(v.string()),
  /** Required when the rule needs materials, ignored otherwise. */
  materials: v.optional(BagMaterials),
  /** The client's key for this submit: a double tap, a retry or a reload sends the same one and gets one application. */
  requestId: v.string(),
});
export type BagApplicationBody = v.InferOutput<typeof BagApplicationBody>;

/** The application states, as sent back in the list's filter (strict there). */
export const BAG_APPLICATION_STATES = [1, 2, 3, 4, 5, 6] as const;

/** 1 待审核, 2 已通过待支付, 3 已驳回, 4 已生效 (paid; '待生效' until its start day), 5 已过期, 6 已退订; UNKNOWN: a state the app does not know yet. */
export const BagApplicationState = known(BAG_APPLICATION_STATES);
export type BagApplicationState = v.InferOutput<typeof BagApplicationState>;

export const BagApplicationCreated = v.object({
  applicationId: v.string(),
  /** 1 when the lot reviews materials; 2 (pay now) when the rule needs none. */
  state: BagApplicationState,
  stateText: v.string(),
});
export type BagApplicationCreated = v.InferOutput<typeof BagApplicationCreated>;

/** One step of an application's history, oldest first. */
export const BagTimelineEntry = v.object({
  state: BagApplicationState,
  /** '已提交', '已驳回', '已重新提交', '已通过待支付', '已支付', '已生效', '已续费', '已过期', '已撤回', '已退订' … */
  text: v.string(),
  time: wireTime,
  /** The reason of a rejection, what a resubmission changed, the validity paid for, the refund … */
  note: v.nullable(v.string()),
});
export type BagTimelineEntry = v.InferOutput<typeof BagTimelineEntry>;

/** One application of the list. */
export const BagApplicationItem = v.object({
  applicationId: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  ruleId: v.string(),
  ruleName: v.string(),
  periodType: BagPeriodType,
  /** Price of one period. */
  price: cents,
  startDate: wireTime,
  plates: v.array(v.string()),
  /** '京A·12345', as plates are printed. */
  formatPlates: v.array(v.string()),
  state: BagApplicationState,
  /** 4 reads '待生效' until the pass's first day, then '已生效'. */
  stateText: v.string(),
  rejectReason: v.nullable(v.string()),
  createTime: wireTime,
  /** The pass it became, once paid. */
  bagId: v.nullable(v.string()),
});
export type BagApplicationItem = v.InferOutput<typeof BagApplicationItem>;

export const BagApplicationDetail = v.object({
  ...entriesOf(BagApplicationItem),
  parkAddr: v.string(),
  months: int,
  timeRangeText: v.string(),
  needMaterials: flag,
  maxPlates: int,
  /** As submitted (the owner sees their own data in full, to fix it without retyping). */
  materials: v.nullable(BagMaterials),
  timeline: v.array(BagTimelineEntry),
  /** State 2: pay before this, or the approval lapses (state 5). */
  payDeadline: v.nullable(wireTime),
  /** A third-party payment of it in flight (the payment saga resumes it). */
  pendingPayOrderId: v.nullable(v.string()),
  canEdit: flag,
  canPay: flag,
  canCancel: flag,
});
export type BagApplicationDetail = v.InferOutput<typeof BagApplicationDetail>;

export const BagApplicationPage = paged(BagApplicationItem);
export type BagApplicationPage = v.InferOutput<typeof BagApplicationPage>;

/** The list's filter (none: every application). */
export const BagApplicationsFilter = v.object({
  state: v.optional(v.picklist(BAG_APPLICATION_STATES)),
});
export type BagApplicationsFilter = v.InferOutput<typeof BagApplicationsFilter>;

/** GET /special/v2/api/bagApplications */
export const BagApplicationsParams = v.object({ ...entriesOf(BagApplicationsFilter), ...entriesOf(PageParams) });
export type BagApplicationsParams = v.InferOutput<typeof BagApplicationsParams>;

/** PUT /special/v2/api/bagApplications/{applicationId}: any subset; what is left out stays as it was. */
export const EditBagApplicationWire = v.object({
  ruleId: v.optional(v.string()),
  startDate: v.optional(wireTime),
  plates: v.optional(v.array(v.string())),
  materials: v.optional(v.partial(BagMaterials)),
});
export type EditBagApplicationWire = v.InferOutput<typeof EditBagApplicationWire>;

/** The endpoint's argument: the application (in the path) and the body. */
export const EditBagApplicationBody = v.object({ applicationId: v.string(), ...entriesOf(EditBagApplicationWire) });
export type EditBagApplicationBody = v.InferOutput<typeof EditBagApplicationBody>;

/** Where money paid goes back: the balance at once, or the way it was paid; UNKNOWN: a way the app does not know yet. */
export const BagRefundTo = known(['balance', 'original']);
export type BagRefundTo = v.InferOutput<typeof BagRefundTo>;

/** POST …/bagApplications/{applicationId}/cancel: withdrawn (1-3), or cancelled before its first day (4). */
export const CancelBagApplicationResult = v.object({
  applicationId: v.string(),
  /** 6 已退订 (the app reads refundCents and refundTo only). */
  state: known([6]),
  stateText: v.string(),
  refundCents: cents,
  refundTo: v.nullable(BagRefundTo),
});
export type CancelBagApplicationResult = v.InferOutput<typeof CancelBagApplicationResult>;

/** POST …/bagApplications/{applicationId}/pay: the body. Answers the charge service's PayOrder, as every payment does. */
export const PayBagApplicationBody = v.object({
  ...entriesOf(ExpectedAmount),
  payChannel: PayChannel,
  returnUrl: v.optional(v.string()),
  /** How many periods to buy at once, 1-12 (default 1). */
  periods: v.optional(int),
});
export type PayBagApplicationBody = v.InferOutput<typeof PayBagApplicationBody>;

/** The endpoint's argument: the application (in the path) and the body. */
export const PayBagApplicationArg = v.object({ applicationId: v.string(), ...entriesOf(PayBagApplicationBody) });
export type PayBagApplicationArg = v.InferOutput<typeof PayBagApplicationArg>;

/** The pass states, as sent back in the list's filter (strict there). */
export const BAG_PASS_STATES = [4, 5, 6] as const;

/** 4 已生效 (or '待生效' before its first day), 5 已过期, 6 已退订; UNKNOWN: a state the app does not know yet. */
export const BagPassState = known(BAG_PASS_STATES);
export type BagPassState = v.InferOutput<typeof BagPassState>;

/** A plate change the lot has to approve (a lot that reviews materials), or has refused. */
export const BagPlateChange = v.object({
  changeId: v.string(),
  plates: v.array(v.string()),
  /** 1 待审核, 3 已驳回. */
  state: known([1, 3]),
  stateText: v.string(),
  reason: v.nullable(v.string()),
  submitTime: wireTime,
});
export type BagPlateChange = v.InferOutput<typeof BagPlateChange>;

export const BagPass = v.object({
  bagId: v.string(),
  applicationId: v.nullable(v.string()),
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  ruleId: v.string(),
  ruleName: v.string(),
  periodType: BagPeriodType,
  timeRangeText: v.string(),
  /** Price of one period of its rule (what a renewal costs per period). */
  price: cents,
  plates: v.array(v.string()),
  formatPlates: v.array(v.string()),
  maxPlates: int,
  needMaterials: flag,
  /** Validity [startTime, endTime). */
  startTime: wireTime,
  endTime: wireTime,
  /** The first and the last day it is valid. */
  startDate: wireTime,
  endDate: wireTime,
  /** Days of validity left, today included; 0 once ended. */
  daysLeft: int,
  state: BagPassState,
  /** '已生效', '待生效', '已过期', '已退订'. */
  stateText: v.string(),
  /** 1 once its first day has come. */
  started: flag,
  /** 1 when valid and ending within 7 days (home and /mine offer renewal). */
  expiringSoon: flag,
  /** The last entry at the lot by one of its plates while it was valid; null when never used. */
  lastUsedTime: v.nullable(wireTime),
  /** Whole days since its first day or its last use, whichever is later; 0 unless valid and started. */
  idleDays: int,
  /** 1 when valid, started and not used for 7 days or more: the home asks whether it is still wanted. */
  unused: flag,
  /** What the barrier reads (text and QR code); null unless state 4. */
  passCode: v.nullable(v.string()),
  plateChange: v.nullable(BagPlateChange),
});
export type BagPass = v.InferOutput<typeof BagPass>;

export const BagPassPage = paged(BagPass);
export type BagPassPage = v.InferOutput<typeof BagPassPage>;

/** GET /special/v2/api/bagPasses */
export const BagPassesParams = v.object({
  ...entriesOf(PageParams),
  state: v.optional(v.picklist(BAG_PASS_STATES)),
  /** 1: only valid passes ending within 7 days (the home's and /mine's renewal prompt). */
  expiringSoon: v.optional(flag),
  /** 1: only valid passes unused for 7 days or more (the home's reminder). */
  unused: v.optional(flag),
});
export type BagPassesParams = v.InferOutput<typeof BagPassesParams>;

/** POST …/bagPasses/{bagId}/renew: the body. Answers a PayOrder. */
export const RenewBagPassBody = v.object({
  ...entriesOf(ExpectedAmount),
  ruleId: v.string(),
  /** 1-12 periods of the rule. */
  periods: int,
  payChannel: PayChannel,
  returnUrl: v.optional(v.string()),
  /** The client's key for this renewal: asked again with it, the same payment comes back. */
  requestId: v.string(),
});
export type RenewBagPassBody = v.InferOutput<typeof RenewBagPassBody>;

/** The endpoint's argument: the pass (in the path) and the body. */
export const RenewBagPassArg = v.object({ bagId: v.string(), ...entriesOf(RenewBagPassBody) });
export type RenewBagPassArg = v.InferOutput<typeof RenewBagPassArg>;

/** PUT …/bagPasses/{bagId}/plates: the whole new list, 1..maxPlates. */
export const ChangeBagPlatesBody = v.object({ plates: v.array(v.string()) });
export type ChangeBagPlatesBody = v.InferOutput<typeof ChangeBagPlatesBody>;

/** The endpoint's argument: the pass (in the path) and the body. */
export const ChangeBagPlatesArg = v.object({ bagId: v.string(), ...entriesOf(ChangeBagPlatesBody) });
export type ChangeBagPlatesArg = v.InferOutput<typeof ChangeBagPlatesArg>;

/** 1 新办, 2 续费; UNKNOWN: a kind the app does not know yet (kindText says what it is). */
export const BagPayKind = known([1, 2]);
export type BagPayKind = v.InferOutput<typeof BagPayKind>;

export const BagPayRecord = v.object({
  recordId: v.string(),
  bagId: v.nullable(v.string()),
  applicationId: v.nullable(v.string()),
  kind: BagPayKind,
  kindText: v.string(),
  parkId: v.string(),
  parkName: v.string(),
  ruleName: v.string(),
  periodType: BagPeriodType,
  plates: v.array(v.string()),
  periods: int,
  amountCents: cents,
  payChannel: PayChannel,
  payTime: wireTime,
  /** The validity this payment bought. */
  validFrom: v.nullable(wireTime),
  validTo: v.nullable(wireTime),
  /** 1 已支付, 2 已退款. */
  state: known([1, 2]),
  stateText: v.string(),
  payOrderId: v.nullable(v.string()),
});
export type BagPayRecord = v.InferOutput<typeof BagPayRecord>;

export const BagPayRecordPage = paged(BagPayRecord);
export type BagPayRecordPage = v.InferOutput<typeof BagPayRecordPage>;

/** GET /special/v2/api/bagPayRecords */
export const BagPayRecordsParams = v.object({
  ...entriesOf(PageParams),
  bagId: v.optional(v.string()),
});
export type BagPayRecordsParams = v.InferOutput<typeof BagPayRecordsParams>;

/** Plate materials and the disabled certification: 0 未提交, 1 待审核, 2 已通过, 3 已驳回; UNKNOWN: a state the app does not know yet. */
export const ReviewState = known([0, 1, 2, 3]);
export type ReviewState = v.InferOutput<typeof ReviewState>;

/** A plate's driving licence on file (one per bound plate). */
export const PlateMaterial = v.object({
  plateNo: v.string(),
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  state: ReviewState,
  stateText: v.string(),
  rejectReason: v.nullable(v.string()),
  ownerName: v.nullable(v.string()),
  idCardNo: v.nullable(v.string()),
  licencePictures: v.array(v.string()),
  submitTime: v.nullable(wireTime),
  reviewTime: v.nullable(wireTime),
});
export type PlateMaterial = v.InferOutput<typeof PlateMaterial>;

export const PlateMaterialList = v.object({ results: v.array(PlateMaterial) });
export type PlateMaterialList = v.InferOutput<typeof PlateMaterialList>;

/** PUT /special/v2/api/plateMaterials/{plateNo}: submitted for review again. */
export const SavePlateMaterialWire = v.object({
  ownerName: v.string(),
  idCardNo: v.string(),
  /** 1-4 picture URLs. */
  licencePictures: v.array(v.string()),
});
export type SavePlateMaterialWire = v.InferOutput<typeof SavePlateMaterialWire>;

/** The endpoint's argument: the plate (in the path) and the body. */
export const SavePlateMaterialBody = v.object({ plateNo: v.string(), ...entriesOf(SavePlateMaterialWire) });
export type SavePlateMaterialBody = v.InferOutput<typeof SavePlateMaterialBody>;

export const DisabledCertification = v.object({
  state: ReviewState,
  stateText: v.string(),
  rejectReason: v.nullable(v.string()),
  certNo: v.nullable(v.string()),
  name: v.nullable(v.string()),
  plateNo: v.nullable(v.string()),
  pictures: v.array(v.string()),
  /** From the certificate number: 1-7 and its name ('肢体残疾'); 1-4 and its name ('二级'). */
  category: v.nullable(int),
  categoryText: v.nullable(v.string()),
  level: v.nullable(int),
  levelText: v.nullable(v.string()),
  submitTime: v.nullable(wireTime),
  reviewTime: v.nullable(wireTime),
});
export type DisabledCertification = v.InferOutput<typeof DisabledCertification>;

/** POST /special/v2/api/disabledCertification. */
export const DisabledCertificationBody = v.object({
  /** 第二代残疾人证: 20 characters, the holder's ID number then category (1-7) and level (1-4). */
  certNo: v.string(),
  name: v.string(),
  /** One of the driver's bound plates: the vehicle the reduced rules are for. */
  plateNo: v.string(),
  /** 1-4 picture URLs: the certificate's pages. */
  pictures: v.array(v.string()),
});
export type DisabledCertificationBody = v.InferOutput<typeof DisabledCertificationBody>;
