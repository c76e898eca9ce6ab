import * as v from 'valibot';
import { entriesOf, flag, int, known, wireTime } from '../../lib/schema';
import { PayChannel, PlateColor } from '../../lib/wire';

/**
 * Plate binding, auto-deduction and withholding contracts (the driver service, /driver/v2/api/plates and
 * /driver/v2/api/withholding), plus the road-side section a sign's QR code names (the charge service). These calls
 * are not in endpoints.json; they are this app's design, served by mocks/services/plates.ts.
 */

/** A driver may bind at most this many plates (the server refuses the next one with CODE_PLATE_LIMIT). */
export const MAX_BOUND_PLATES = 5;

/** Business refusals of the plate calls (every other failure is a 400 with a message). */
export const PLATE_CODES = {
  /** The plate is already bound to this driver: '该车牌已绑定'. */
  alreadyMine: '0xd12501031',
  /** MAX_BOUND_PLATES reached. */
  limit: '0xd12501032',
  /** Bound by another driver: the catalogue's feedback confirm (customer service type 5). */
  boundByOther: '0xd06510036',
  /** Unbinding a plate with an unpaid bill: the catalogue's arrears dialog. */
  arrears: '0xd06510037',
  /** Unbinding a plate that is parked now. */
  parking: '0xd12501033',
  /** The plate already has an active withholding contract. */
  contractExists: '0xd12501034',
  /** Withholding is not offered in an Alipay-type client. */
  withholdUnsupported: '0xd12501035',
} as const;

/** One bound plate (GET /driver/v2/api/plates, GET /driver/v2/api/plates/{plateId}). */
export const BoundPlateItem = v.object({
  plateId: v.string(),
  plateNo: v.string(),
  /** '京A·12345'. */
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  /** '蓝牌', '黄牌', '绿牌'. */
  plateColorText: v.string(),
  isDefault: flag,
  /** Pay the fee from the balance when the car leaves. */
  autoDeduct: flag,
  /** 'YYYY-MM-DD HH:mm:ss'. */
  boundTime: wireTime,
  /** Parked now (it cannot be unbound until it has left and paid). */
  isParking: flag,
  /** Has unpaid bills (it cannot be unbound until they are paid). */
  hasArrears: flag,
  /** The active withholding contract of this plate, if any. */
  contractId: v.nullable(v.string()),
});
export type BoundPlateItem = v.InferOutput<typeof BoundPlateItem>;

export const BoundPlateList = v.object({
  results: v.array(BoundPlateItem),
  total: int,
  /** MAX_BOUND_PLATES as the server enforces it. */
  maxCount: int,
});
export type BoundPlateList = v.InferOutput<typeof BoundPlateList>;

/** POST /driver/v2/api/plates. */
export const BindPlateBody = v.object({
  plateNo: v.string(),
  plateColor: PlateColor,
});
export type BindPlateBody = v.InferOutput<typeof BindPlateBody>;

export const PlateIdArg = v.object({ plateId: v.string() });
export type PlateIdArg = v.InferOutput<typeof PlateIdArg>;

/** PUT /driver/v2/api/plates/{plateId}/autoDeduct: the body (the plate is in the path). */
export const AutoDeductBody = v.object({ autoDeduct: flag });
export type AutoDeductBody = v.InferOutput<typeof AutoDeductBody>;

/** PUT /driver/v2/api/plates/{plateId}/autoDeduct. */
export const AutoDeductArg = v.object({ ...entriesOf(PlateIdArg), ...entriesOf(AutoDeductBody) });
export type AutoDeductArg = v.InferOutput<typeof AutoDeductArg>;

/** Channels a withholding contract can be signed with: 3 WeChat 车主服务, 2 Alipay 免密支付. */
export const WithholdChannel = v.picklist([2, 3]);
export type WithholdChannel = v.InferOutput<typeof WithholdChannel>;

/** 1 active, 2 terminated. */
export const ContractState = known([1, 2]);
export type ContractState = v.InferOutput<typeof ContractState>;

/** A withholding contract (无感支付): the channel pays the plate's parking fee on exit without the driver. */
export const WithholdContract = v.object({
  contractId: v.string(),
  plateId: v.string(),
  plateNo: v.string(),
  formatPlateNo: v.string(),
  plateColor: PlateColor,
  channel: WithholdChannel,
  channelName: v.string(),
  state: ContractState,
  stateText: v.string(),
  signTime: wireTime,
  terminateTime: v.nullable(wireTime),
});
export type WithholdContract = v.InferOutput<typeof WithholdContract>;

/** GET /driver/v2/api/withholding/contracts: newest first, active and terminated. */
export const WithholdContractList = v.object({ results: v.array(WithholdContract) });
export type WithholdContractList = v.InferOutput<typeof WithholdContractList>;

/** POST /driver/v2/api/withholding/contracts: the driver agreed in the app; the contract is active at once. */
export const OpenWithholdBody = v.object({
  plateId: v.string(),
  channel: WithholdChannel,
});
export type OpenWithholdBody = v.InferOutput<typeof OpenWithholdBody>;

/** DELETE /driver/v2/api/withholding/contracts/{contractId}. */
export const ContractIdArg = v.object({ contractId: v.string() });
export type ContractIdArg = v.InferOutput<typeof ContractIdArg>;

/** GET /charge/v2/api/roadParking/sections/{parkId}: the road-side section of a sign's QR code. */
export const RoadSection = v.object({
  parkId: v.string(),
  parkName: v.string(),
  parkAddr: v.string(),
  totalBerths: int,
  leftBerths: int,
  feeRuleLabels: v.array(v.string()),
  description: v.string(),
  payTypes: v.array(PayChannel),
  isOnline: flag,
});
export type RoadSection = v.InferOutput<typeof RoadSection>;
