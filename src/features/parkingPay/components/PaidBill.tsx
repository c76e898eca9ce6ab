import { List } from 'antd-mobile';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { CHANNEL_NAMES } from '@/payment/channels';
import { DetailRow } from '@/payment/ui/DetailRow';
import { DuplicateRefunds } from '@/payment/ui/DuplicateRefunds';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { LinkButton } from '@/ui/LinkButton';
import styles from './PaidBill.module.css';
import { usePayRecordsQuery } from '@/api/charge/bills';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';

/**
 * A bill the server has settled: 已支付 with what was paid, when and how, and its receipt — never the pay button
 * again, whatever the page remembered (a reload mid-payment, another tab, a cashier that came back late). A visitor
 * has no account's records to ask for: their receipt is the one this phone kept (BillPay offers it).
 */
export function PaidBill({ bill }: { bill: ParkOrderDetail }) {
  const isDriver = useAppSelector(selectIsDriver);
  const records = usePayRecordsQuery({ uniqueId: bill.uniqueId, pageNo: 1, pageSize: 1 }, { skip: !isDriver });
  const receipt = records.data?.results[0];
  return (
    <>
      <section className={styles.bill} aria-labelledby="pp-paid-h">
        <List
          style={{ '--border-top': 'none', '--border-bottom': 'none' }}
          header={
            <span className={styles.billHead}>
              <h2 className={styles.billPark} id="pp-paid-h">
                该账单已支付
              </h2>
              <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} />
            </span>
          }
        >
          <DetailRow label="停车场">{bill.parkName}</DetailRow>
          <DetailRow label="已付金额">
            <span className={styles.fee}>{formatMoney(receipt?.payFee ?? bill.paidFee)}</span>
          </DetailRow>
          {bill.payChannel !== null && <DetailRow label="支付方式">{CHANNEL_NAMES[bill.payChannel]}</DetailRow>}
          {bill.payTime && <DetailRow label="支付时间">{formatDateTime(bill.payTime)}</DetailRow>}
        </List>
        <p className={styles.paidLinks}>
          {receipt && (
            <LinkButton block={false} to={href(paths.orderRecordDetail, { payOrderId: receipt.payOrderId })}>查看支付凭证</LinkButton>
          )}
          {isDriver && <LinkButton block={false} to={paths.parkingRecord}>查看停车记录</LinkButton>}
        </p>
      </section>
      {isDriver && <DuplicateRefunds uniqueId={bill.uniqueId} parkId={bill.parkId} />}
    </>
  );
}
