import { Link } from '@/ui/Link';
import { usePayOrderPagesInfiniteQuery } from '@/api/charge/records';
import type { PayOrderItem } from '@/api/charge/records.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PagedList } from '@/ui/PagedList/PagedList';
import { PlateBadges } from '@/ui/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { ORDER_TONE } from '../stateTones';
import styles from './OrderRecordPage.module.css';

function Order({ o }: { o: PayOrderItem }) {
  return (
    <Link className={styles.card} to={href(paths.orderRecordDetail, { payOrderId: o.payOrderId })}>
      <span className={styles.cardHead}>
        <span className={styles.cardTitle}>{o.parkName}</span>
        <StateTag tone={ORDER_TONE[o.state]}>{o.stateText}</StateTag>
      </span>
      <span className={styles.cardLine}>
        <PlateBadges plates={o.plateNos} />
        <span className={styles.money}>{formatMoney(o.amountCents)}</span>
      </span>
      <span className={`${styles.cardLine} ${styles.muted}`}>
        <span>{formatDateTime(o.createTime)}</span>
        <span>{o.payChannelName}</span>
      </span>
    </Link>
  );
}

function Orders() {
  const q = usePayOrderPagesInfiniteQuery();
  return (
    <PagedList
      query={q}
      label="订单列表"
      loading="订单加载中"
      error="订单加载失败"
      empty="暂无订单"
      itemKey={(o) => o.payOrderId}
      renderItem={(o) => <Order o={o} />}
      pullToRefresh
    />
  );
}

/** /orderRecord: the driver's parking pay orders in every state (待支付, 已支付, 支付失败, 已关闭), newest first. */
export function OrderRecordPage() {
  return (
    <Page title="我的订单">
      <RequireDriver>
        <Orders />
      </RequireDriver>
    </Page>
  );
}
