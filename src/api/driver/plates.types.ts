import type { PayChannel, PlateColor } from '../../lib/wire';

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
export interface BoundPlateItem {
  plateId: string;
  plateNo: string;
  /** '京A·12345'. */
  formatPlateNo: string;
  plateColor: PlateColor;
  /** '蓝牌', '黄牌', '绿牌'. */
  plateColorText: string;
  isDefault: 0 | 1;
  /** Pay the fee from the balance when the car leaves. */
  autoDeduct: 0 | 1;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  boundTime: string;
  /** Parked now (it cannot be unbound until it has left and paid). */
  isParking: 0 | 1;
  /** Has unpaid bills (it cannot be unbound until they are paid). */
  hasArrears: 0 | 1;
  /** The active withholding contract of this plate, if any. */
  contractId: string | null;
}

export interface BoundPlateList {
  results: BoundPlateItem[];
  total: number;
  /** MAX_BOUND_PLATES as the server enforces it. */
  maxCount: number;
}

/** POST /driver/v2/api/plates. */
export interface BindPlateBody {
  plateNo: string;
  plateColor: PlateColor;
}

export interface PlateIdArg {
  plateId: string;
}

/** PUT /driver/v2/api/plates/{plateId}/autoDeduct. */
export interface AutoDeductArg extends PlateIdArg {
  autoDeduct: 0 | 1;
}

/** Channels a withholding contract can be signed with: 3 WeChat 车主服务, 2 Alipay 免密支付. */
export type WithholdChannel = Extract<PayChannel, 2 | 3>;

/** 1 active, 2 terminated. */
export type ContractState = 1 | 2;

/** A withholding contract (无感支付): the channel pays the plate's parking fee on exit without the driver. */
export interface WithholdContract {
  contractId: string;
  plateId: string;
  plateNo: string;
  formatPlateNo: string;
  plateColor: PlateColor;
  channel: WithholdChannel;
  channelName: string;
  state: ContractState;
  stateText: string;
  signTime: string;
  terminateTime: string | null;
}

/** GET /driver/v2/api/withholding/contracts: newest first, active and terminated. */
export interface WithholdContractList {
  results: WithholdContract[];
}

/** POST /driver/v2/api/withholding/contracts: the driver agreed in the app; the contract is active at once. */
export interface OpenWithholdBody {
  plateId: string;
  channel: WithholdChannel;
}

/** DELETE /driver/v2/api/withholding/contracts/{contractId}. */
export interface ContractIdArg {
  contractId: string;
}

/** GET /charge/v2/api/roadParking/sections/{parkId}: the road-side section of a sign's QR code. */
export interface RoadSection {
  parkId: string;
  parkName: string;
  parkAddr: string;
  totalBerths: number;
  leftBerths: number;
  feeRuleLabels: string[];
  description: string;
  payTypes: PayChannel[];
  isOnline: 0 | 1;
}
