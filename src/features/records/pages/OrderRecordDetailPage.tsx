import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { usePayOrderDetailQuery } from '@/api/charge/records';
import type { PayOrderDetail } from '@/api/charge/records.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RecordHead } from '@/ui/RecordHead';
import { Empty, QueryState } from '@/ui/states/States';
import { InfoList } from '../components/InfoList';
import { RequireDriver } from '@/ui/RequireDriver';
import { Section } from '../components/Section';
import { StateTag } from '@/ui/StateTag';
import { ORDER_TONE } from '../stateTones';
import styles from './OrderRecordDetailPage.module.css';

const SETTLED_LABEL = { pending: '', paid: '支付时间', failed: '失败时间', closed: '关闭时间', unknown: '结束时间' } as const;

function orderRows(o: PayOrderDetail): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['订单编号', o.payOrderId],
    ['支付方式', o.payChannelName],
    ['订单金额', formatMoney(o.originalCents)],
    ['优惠金额', formatMoney(o.discountCents)],
  ];
  if (o.couponName) rows.push(['优惠券', o.couponName]);
  rows.push(['实付金额', formatMoney(o.amountCents)], ['创建时间', formatDateTime(o.createTime)]);
  if (o.settleTime && o.state !== 'pending') rows.push([SETTLED_LABEL[o.state], formatDateTime(o.settleTime)]);
  return rows;
}

function Detail({ payOrderId }: { payOrderId: string }) {
  const q = usePayOrderDetailQuery({ payOrderId });
  return (
    <QueryState query={q} loading="订单详情加载中" error="订单详情加载失败">
      {(o) => (
        <>
          <RecordHead label="订单" title={o.parkName} amountLabel="实付金额" cents={o.amountCents} state={<StateTag tone={ORDER_TONE[o.state]}>{o.stateText}</StateTag>}>
            {o.state === 'pending' && '订单待支付，完成支付后状态会自动更新'}
          </RecordHead>
          <Section title="订单信息">
            <InfoList rows={orderRows(o)} />
          </Section>
          <Section title={`包含账单（${o.bills.length}）`}>
            <ul className={styles.plainList} aria-label="包含账单">
              {o.bills.map((b) => (
                <li key={b.uniqueId}>
                  <Link className={styles.billRow} to={href(paths.parkingRecordDetail, { uniqueId: b.uniqueId, parkId: b.parkId })}>
                    <span>
                      <PlateBadge plateNo={b.plateNo} size="small" />
                      <span className={styles.muted}>{b.parkName}</span>
                      <span className={styles.muted}>{formatDateTime(b.parkStartTime)} 入场</span>
                    </span>
                    <span className={styles.money}>{formatMoney(b.feeCents)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </QueryState>
  );
}

/** /orderRecordDetail?payOrderId: one pay order, its amounts and state, and the bills it covered. */
export function OrderRecordDetailPage() {
  const [search] = useSearchParams();
  const payOrderId = search.get('payOrderId') ?? '';
  return (
    <Page title="订单详情" fallback={paths.orderRecord}>
      <RequireDriver>{payOrderId ? <Detail payOrderId={payOrderId} /> : <Empty text="缺少订单编号，请从我的订单进入" />}</RequireDriver>
    </Page>
  );
}
