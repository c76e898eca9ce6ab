import { Button } from 'antd-mobile';
import { useAppDispatch } from '@/ui/hooks';
import { paymentRechecked } from '../paymentSlice';
import type { PaymentEntry } from '../types';
import styles from './PaymentNotice.module.css';

/**
 * How this client's last payment of a thing ended, shown where the thing is (a booking, an off-peak order or
 * violation, a pass): under way, paid, failed, cancelled, or still unknown to the server (重新查询 asks again and
 * never pays twice).
 */
export function PaymentNotice({ entry, paidText }: { entry: PaymentEntry | undefined; paidText: string }) {
  const dispatch = useAppDispatch();
  if (!entry) return null;
  switch (entry.status) {
    case 'creating':
    case 'paying':
    case 'confirming':
      return (
        <p className={`${styles.note} ${styles.noteInfo}`} role="status">
          正在确认支付结果…
        </p>
      );
    case 'pending':
      return (
        <div className={styles.note} role="status">
          <p>暂未查询到支付结果。如您已完成支付，请稍后重新查询，请勿重复支付。</p>
          <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void dispatch(paymentRechecked({ key: entry.key, payOrderId: entry.payOrderId ?? undefined }))}>
            重新查询
          </Button>
        </div>
      );
    case 'failed':
      return (
        <p className={`${styles.note} ${styles.noteDanger}`} role="alert">
          {entry.message ? `支付失败：${entry.message}` : '支付失败，请重新支付'}
        </p>
      );
    case 'cancelled':
      return (
        <p className={styles.note} role="status">
          支付已取消，可重新发起支付
        </p>
      );
    case 'paid':
      return (
        <p className={`${styles.note} ${styles.noteSuccess}`} role="status">
          {paidText}
        </p>
      );
    default:
      return null;
  }
}
