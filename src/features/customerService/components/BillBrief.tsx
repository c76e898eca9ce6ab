import { Card } from 'antd-mobile';
import type { ServiceBill } from '@/api/basic/service.types';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/time';
import './customerService.css';

/** The bill a problem is about, so the driver knows which one before writing. */
export function BillBrief({ bill, label }: { bill: ServiceBill; label: string }) {
  return (
    <section aria-label={label}>
      <Card>
        <p className="cs-line">
          <span className="cs-title">{bill.title}</span>
          <span className="cs-money">{formatMoney(bill.amountCents)}</span>
        </p>
        <p className="cs-line cs-weak">
          <span>
            {bill.plateNo ? `${bill.plateNo} · ` : ''}
            {formatDateTime(bill.time)}
          </span>
          <span>{bill.stateText}</span>
        </p>
        <p className="cs-weak">单号 {bill.billId}</p>
      </Card>
    </section>
  );
}
