import { Link } from '@/ui/Link';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatWireDateTime } from '@/lib/wireTime';
import { readCopy } from '@/session/offlineCopies';
import { useOnline } from '@/ui/OfflineBanner/useOnline';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Block } from '../Block/Block';
import styles from './OfflineReceipt.module.css';

/**
 * With no network, a driver at a barrier or in front of staff needs proof of their last payment: the latest
 * receipt this device kept, marked with when it was fetched, first on the page. Online it is not shown (the
 * records pages have the live list).
 */
export function OfflineReceipt() {
  const online = useOnline();
  if (online) return null;
  const copy = readCopy('receipts');
  const latest = copy?.data[0];
  if (!copy || !latest) return null;
  return (
    <Block title="最近缴费凭证" label="最近缴费凭证（离线）" action={<Link to={paths.billRecord}>全部凭证</Link>}>
      <div className={styles.hreceipt}>
        <p className={styles.park}>{latest.parkName}</p>
        <p className={styles.plates}>
          {latest.plateNos.map((plateNo) => (
            <PlateBadge key={plateNo} plateNo={plateNo} size="small" />
          ))}
        </p>
        <dl className={styles.rows}>
          <dt>实付</dt>
          <dd className={styles.amount}>{formatMoney(latest.payFee)}</dd>
          <dt>支付时间</dt>
          <dd>{formatWireDateTime(latest.payTime)}</dd>
          <dt>支付方式</dt>
          <dd>{latest.payChannelName}</dd>
          <dt>订单编号</dt>
          <dd>{latest.payOrderId}</dd>
        </dl>
        <p className={styles.saved}>离线凭证 · 更新于 {formatWireDateTime(copy.savedAt)}</p>
      </div>
    </Block>
  );
}
