import type { ChargingBillItem } from '@/api/cps/bills.types';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { formatDateTime } from '@/lib/time';
import { FeeCard } from '../fees/FeeCard';
import { BillStateTag } from './BillStateTag';

/** What the row's amount is: still to pay, paid, or (while charging) the running cost. */
function amountOf(b: ChargingBillItem): { label: string; cents: number } {
  if (b.orderState === 2) return { label: '待支付', cents: b.dueCents };
  if (b.orderState === 3) return { label: '实付', cents: b.paidCents };
  // A state the app does not know yet: the bill's fee, not said to be due, paid or running.
  if (b.orderState === UNKNOWN) return { label: '状态未知', cents: b.feeCents };
  return { label: '当前费用', cents: b.feeCents };
}

/** One bill of the list, the whole card a link to its detail. */
export function BillCard({ bill }: { bill: ChargingBillItem }) {
  return (
    <FeeCard
      to={href(paths.chargeBillDetail, { orderNo: bill.orderNo })}
      title={bill.stationName}
      tag={<BillStateTag state={bill.orderState} text={bill.orderStateText} />}
      detail={[`${bill.deviceName} · ${bill.gunName}`, `${bill.kwh.toFixed(2)}度`]}
      lead={`${formatDateTime(bill.startTime)} 开始`}
      amount={{ ...amountOf(bill), due: bill.orderState === 2 }}
    />
  );
}
