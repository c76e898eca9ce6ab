import { Button } from 'antd-mobile';
import { paymentRechecked } from '@/payment/paymentSlice';
import type { PaymentEntry } from '@/payment/types';
import { useAppDispatch } from '@/ui/hooks';
import '../offPeak.css';

/**
 * How this client's last payment of an off-peak order or violation ended, shown where it is: under way, paid, failed,
 * cancelled, or still unknown to the server (重新查询 asks again and never pays twice).
 */
export function PaymentNotice({ entry, paidText }: { entry: PaymentEntry | undefined; paidText: string }) {
  const dispatch = useAppDispatch();
  if (!entry) return null;
  switch (entry.status) {
    case 'creating':
    case 'paying':
    case 'confirming':
      return (
        <p className="op-note op-note--info" role="status">
          正在确认支付结果…
        </p>
      );
    case 'pending':
      return (
        <div className="op-note" role="status">
          <p>暂未查询到支付结果。如您已完成支付，请稍后重新查询，请勿重复支付。</p>
          <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void dispatch(paymentRechecked({ key: entry.key, payOrderId: entry.payOrderId ?? undefined }))}>
            重新查询
          </Button>
        </div>
      );
    case 'failed':
      return (
        <p className="op-note op-note--danger" role="alert">
          {entry.message ? `支付失败：${entry.message}` : '支付失败，请重新支付'}
        </p>
      );
    case 'cancelled':
      return (
        <p className="op-note" role="status">
          支付已取消，可重新发起支付
        </p>
      );
    case 'paid':
      return (
        <p className="op-note op-note--success" role="status">
          {paidText}
        </p>
      );
    default:
      return null;
  }
}
