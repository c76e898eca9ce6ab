import { List } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { usePayRecordsQuery } from '@/api/charge';
import type { ParkOrderDetail } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { CHANNEL_NAMES } from '@/payment/channels';
import { DetailRow } from '@/payment/ui/DetailRow';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import './parkingPay.css';

/**
 * A bill the server has settled: 已支付 with what was paid, when and how, and its receipt — never the pay button
 * again, whatever the page remembered (a reload mid-payment, another tab, a cashier that came back late).
 */
export function PaidBill({ bill }: { bill: ParkOrderDetail }) {
  const records = usePayRecordsQuery({ uniqueId: bill.uniqueId, pageNo: 1, pageSize: 1 });
  const receipt = records.data?.results[0];
  return (
    <section className="pp-bill" aria-labelledby="pp-paid-h">
      <List
        header={
          <span className="pp-bill-head">
            <h2 className="pp-bill-park" id="pp-paid-h">
              该账单已支付
            </h2>
            <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} />
          </span>
        }
      >
        <DetailRow label="停车场">{bill.parkName}</DetailRow>
        <DetailRow label="已付金额">
          <span className="pp-fee">{formatMoney(receipt?.payFee ?? bill.paidFee)}</span>
        </DetailRow>
        {bill.payChannel !== null && <DetailRow label="支付方式">{CHANNEL_NAMES[bill.payChannel]}</DetailRow>}
        {bill.payTime && <DetailRow label="支付时间">{formatDateTime(bill.payTime)}</DetailRow>}
      </List>
      <p className="pp-paid-links">
        {receipt && (
          <Link className="pp-link-button" to={href(paths.orderRecordDetail, { payOrderId: receipt.payOrderId })}>
            查看支付凭证
          </Link>
        )}
        <Link className="pp-link-button" to={paths.parkingRecord}>
          查看停车记录
        </Link>
      </p>
    </section>
  );
}
