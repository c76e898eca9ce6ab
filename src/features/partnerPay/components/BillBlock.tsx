import { QueryState } from '@/ui/states/States';
import { PayBillLinks } from './PayBillLinks';
import { BillSummary } from './BillSummary';
import styles from './BillBlock.module.css';
import { useParkOrderDetailQuery } from '@/api/charge/bills';

/** The bill found, read with the parking pages' own bill query (the same cache as /payPage). */
export function BillBlock({ uniqueId, parkId, arrearsCount = 0 }: { uniqueId: string; parkId: string; arrearsCount?: number }) {
  const detail = useParkOrderDetailQuery({ uniqueId, parkId });
  return (
    <QueryState query={detail} loading="账单加载中" error="账单加载失败">
      {(bill) => (
        <div className={styles.stack}>
          <BillSummary bill={bill} />
          {arrearsCount > 0 && <p className={styles.note}>该车辆在其他停车场还有 {arrearsCount} 笔欠费未缴，需先补缴欠费才能支付本次停车费。</p>}
          <PayBillLinks bill={bill} />
        </div>
      )}
    </QueryState>
  );
}
