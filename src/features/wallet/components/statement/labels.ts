import type { FapiaoState, StatementParams } from '@/api/driver/statement.types';
import type { Tone } from '@/ui/StateTag/StateTag';

/** The kinds as the filter offers them (a line brings its own kindText; the filter must name kinds no line has yet). */
export const KIND_LABELS: Record<NonNullable<StatementParams['kind']>, string> = {
  parking: '停车费',
  charging: '充电费',
  idleFee: '占位费',
  pass: '月卡/错峰卡',
  booking: '预约车位',
  chargerHold: '充电枪预约',
  topUp: '充值',
  withdrawal: '提现',
  refund: '退款',
  gift: '赠送',
};

/** A fapiao's tone: 可开票 asks the driver, 开票中 is under way, 已开票 is done, 不可开票 is nothing more to do. */
export const FAPIAO_TONE: Record<FapiaoState, Tone> = { invoiceable: 'primary', issuing: 'warning', issued: 'success', notInvoiceable: 'default', unknown: 'default' };
