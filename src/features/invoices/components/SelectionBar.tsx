import { Button } from 'antd-mobile';
import { MoneyLine } from '@/ui/MoneyLine';
import styles from './SelectionBar.module.css';

interface Props {
  count: number;
  totalCents: number;
  /** Invoices the choice makes, one per issuer. */
  invoices: number;
  onNext: () => void;
}

/** The pinned bar of /invoiceOrderList: how many are chosen, their total (live), how many invoices, and 下一步. */
export function SelectionBar({ count, totalCents, invoices, onNext }: Props) {
  return (
    <div className={styles.bar}>
      <MoneyLine live label={`已选 ${count} 笔 合计`} cents={totalCents} extra={invoices > 1 ? `· 分${invoices}张发票开具` : undefined} />
      <Button className={styles.barButton} color="primary" shape="rounded" size="large" disabled={count === 0} onClick={onNext}>
        下一步
      </Button>
    </div>
  );
}
