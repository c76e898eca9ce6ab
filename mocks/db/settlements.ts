import type { StatementChannel as WireChannel } from '../../src/api/driver/statement.types';
import type { KnownValue } from '../../src/lib/schema';

/** The channels the mock writes (it never answers UNKNOWN). */
type StatementChannel = KnownValue<WireChannel>;

/**
 * Money of parking bills that moved outside the balance and the pay orders: a withholding (无感支付) or ETC
 * deduction at the exit, an ETC deduction still under way, and the refunds of a second payment of a bill. The
 * statement reads these beside db.payOrders; the coverage check reads them before a payment.
 */

/** A deduction at the exit by the plate's withholding contract or by ETC. */
export interface ExitDeductionRecord {
  deductionId: string;
  /** The driver whose plate it was at the time (the contract's signer, or the plate's owner for ETC). */
  driverId: string;
  uniqueId: string;
  plateNo: string;
  parkId: string;
  channel: Extract<StatementChannel, 'withholdWechat' | 'withholdAlipay' | 'etc'>;
  amountCents: number;
  /** 'deducting': an ETC deduction under way (it covers the bill until done or failed). */
  state: 'deducting' | 'done' | 'failed';
  at: number;
}

/** A second payment of a bill given back automatically. paymentRef names what is refunded: 'pay:<payOrderId>' or 'deduct:<deductionId>'. */
export interface DuplicateRefundRecord {
  refundId: string;
  driverId: string;
  uniqueId: string;
  paymentRef: string;
  channel: StatementChannel;
  amountCents: number;
  reason: string;
  createdAt: number;
  /** When it arrived; null while on its way (a balance refund arrives at once). */
  refundedAt: number | null;
}

/** A statement sent to a mailbox: the mock's outbox, read by GET /__mock/mailbox. */
export interface StatementMailRecord {
  mailId: string;
  driverId: string;
  email: string;
  fileName: string;
  csv: string;
  sentAt: number;
}

export interface SettlementTables {
  exitDeductions: ExitDeductionRecord[];
  duplicateRefunds: DuplicateRefundRecord[];
  statementMails: StatementMailRecord[];
}

export function seedSettlements(): SettlementTables {
  return { exitDeductions: [], duplicateRefunds: [], statementMails: [] };
}
