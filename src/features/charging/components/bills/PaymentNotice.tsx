import { Button } from 'antd-mobile';
import { paymentRechecked } from '@/payment/paymentSlice';
import type { PaymentEntry } from '@/payment/types';
import { useAppDispatch } from '@/ui/hooks';
import styles from './PaymentNotice.module.css';

/**
 * How this bill's last payment from this client ended: paid, failed, cancelled, or still unknown to the server
 * (重新查询 asks again, never paying twice). The payment's result is shown here, on the bill, not on a separate page.
 */
export function PaymentNotice({ entry }: { entry: PaymentEntry | undefined }) {
  const dispatch = useAppDispatch();
  if (!entry) return null;
  if (entry.status === 'pending') {
    return (
      <div className={styles.note} role="status">
        <p>暂未查询到支付结果。如您已完成支付，请稍后重新查询，请勿重复支付。</p>
        <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void dispatch(paymentRechecked({ key: entry.key, payOrderId: entry.payOrderId ?? undefined }))}>
          重新查询
        </Button>
      </div>
    );
  }
  if (entry.status === 'failed') return <p className={styles.note} role="alert">{entry.message ? `支付失败：${entry.message}` : '支付失败，请重新支付'}</p>;
  if (entry.status === 'cancelled') return <p className={styles.note} role="status">支付已取消，可重新发起支付</p>;
  // The bill itself then reads 已支付; this says that it was this payment, just now.
  if (entry.status === 'paid') return <p className={styles.note} role="status">支付成功</p>;
  return null;
}
