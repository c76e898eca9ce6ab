import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInvoiceableOrdersQuery } from '@/api/invoice/orders';
import type { InvoiceableOrder, InvoiceableOrders } from '@/api/invoice/orders.types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { IssuerGroup } from '../components/IssuerGroup';
import { KindFilter, readKind } from '../components/KindFilter';
import { invoiceLinks } from '../components/links';
import { readRefs, refKey, resolveChoice, toggleOrders, writeRefs } from '../components/selection';
import { SelectionBar } from '../components/SelectionBar';
import styles from './InvoiceOrderListPage.module.css';

const TITLE = '选择开票订单';

/**
 * The groups with the choice and the kind filter. Both answer the tap at once (local state) and are mirrored into
 * the URL (replaced), so a reload keeps them and Back from /makeInvoice finds them. Orders of several issuers may
 * be chosen together: the bar says how many invoices that makes (one per issuer), /makeInvoice says which.
 */
function Choose({ data }: { data: InvoiceableOrders }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [kind, setKind] = useState(() => readKind(search.get('kind')));
  // What the link holds but is no longer invoiceable is dropped from the choice without a word: it is not listed.
  const [picked, setPicked] = useState(() => readRefs(search.get('orders')));
  const choice = resolveChoice(data.groups, picked);
  const refs = choice.orders.map(({ kind: k, orderNo }) => ({ kind: k, orderNo }));
  const chosen = new Set(refs.map(refKey));
  const kinds = [...new Set(data.groups.flatMap((g) => g.orders.map((o) => o.kind)))];

  const written = writeRefs(refs);
  useEffect(() => {
    const q = new URLSearchParams();
    if (written) q.set('orders', written);
    if (kind) q.set('kind', kind);
    if (q.toString() !== search.toString()) setSearch(q, { replace: true });
  }, [written, kind, search, setSearch]);

  const toggle = (orders: InvoiceableOrder[], on: boolean) => setPicked(toggleOrders(refs, orders, on));

  const groups = data.groups
    .map((g) => ({ group: g, orders: kind ? g.orders.filter((o) => o.kind === kind) : g.orders }))
    .filter((g) => g.orders.length > 0);

  const footer = (
    <SelectionBar count={refs.length} totalCents={choice.totalCents} invoices={choice.parts.length} onNext={() => navigate(invoiceLinks.makeInvoice(written))} />
  );

  return (
    <Page title={TITLE} fallback={paths.invoiceManage} footer={footer}>
      <p className={styles.intro}>同一开票方的多笔订单合并开具一张发票；选择不同开票方的订单时，将按开票方分别开具，一次提交。</p>
      <KindFilter kinds={kinds} value={kind} onChange={setKind} />
      {groups.length === 0 ? (
        <p className={`${styles.weak} ${styles.center}`}>该类型暂无可开票订单</p>
      ) : (
        groups.map(({ group, orders }) => (
          <IssuerGroup
            key={group.issuerId}
            group={group}
            orders={orders}
            chosen={chosen}
            onToggle={toggle}
          />
        ))
      )}
    </Page>
  );
}

/** Loading, empty and failed get the page's frame here; the list draws its own, with the pinned bar. */
function Orders() {
  const q = useInvoiceableOrdersQuery({});
  if (q.data && q.data.total > 0) return <Choose data={q.data} />;
  return (
    <Page title={TITLE} fallback={paths.invoiceManage}>
      <QueryState
        query={q}
        loading="可开票订单加载中"
        error="可开票订单加载失败"
        empty={{
          when: (d) => d.total === 0,
          text: '暂无可开票订单',
          description: '支付完成的停车、充电、月卡订单可在支付后一年内开票',
          action: (
            <LinkButton to={invoiceLinks.records()}>
              查看开票记录
            </LinkButton>
          ),
        }}
      >
        {/* Orders to choose from are drawn above, in their own frame with the pinned bar. */}
        {() => null}
      </QueryState>
    </Page>
  );
}

/**
 * /invoiceOrderList: what the driver can invoice, grouped by the operator that issues it; several orders of one
 * issuer merge into one invoice, orders of several issuers make one invoice each; the total is live.
 */
export function InvoiceOrderListPage() {
  return (
    <RequireDriver>
      <Orders />
    </RequireDriver>
  );
}
