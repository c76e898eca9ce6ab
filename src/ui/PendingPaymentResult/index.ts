export { PENDING_PAYMENT_TEXTS, PendingPaymentResult, RECHECK_HOLD_MS, type PendingPaymentResultProps } from './PendingPaymentResult';
