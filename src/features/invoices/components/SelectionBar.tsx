import { Button } from 'antd-mobile';
import { formatMoney } from '@/lib/format';
import './invoices.css';

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
    <div className="inv-bar">
      <p className="inv-bar-total" aria-live="polite">
        <span className="inv-nowrap">已选 {count} 笔</span> <span className="inv-nowrap">合计</span> <strong>{formatMoney(totalCents)}</strong>
        {invoices > 1 && <span className="inv-weak inv-nowrap"> · 分{invoices}张发票开具</span>}
      </p>
      <Button className="inv-bar-button" color="primary" shape="rounded" size="large" disabled={count === 0} onClick={onNext}>
        下一步
      </Button>
    </div>
  );
}
