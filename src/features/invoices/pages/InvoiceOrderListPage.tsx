import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useInvoiceableOrdersQuery } from '@/api/invoice-orders';
import type { InvoiceableGroup, InvoiceableOrder, InvoiceableOrders } from '@/api/types/invoice-orders';
import { paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { IssuerGroup } from '../components/IssuerGroup';
import { KindFilter, readKind } from '../components/KindFilter';
import { invoiceLinks } from '../components/links';
import { chosenIssuer, crossIssuerMessage, readRefs, refKey, resolveChoice, toggleOrders, writeRefs } from '../components/selection';
import { SelectionBar } from '../components/SelectionBar';
import '../components/invoices.css';

const TITLE = '选择开票订单';

/**
 * The groups with the choice and the kind filter. Both answer the tap at once (local state) and are mirrored into
 * the URL (replaced), so a reload keeps them and Back from /makeInvoice finds them. A choice that would span two
 * issuers is refused, and the group tapped says why.
 */
function Choose({ data }: { data: InvoiceableOrders }) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [refused, setRefused] = useState<{ issuerId: string; msg: string } | null>(null);
  const [kind, setKind] = useState(() => readKind(search.get('kind')));
  // What the link holds but is no longer invoiceable is dropped from the choice without a word: it is not listed.
  const [picked, setPicked] = useState(() => readRefs(search.get('orders')));
  const choice = resolveChoice(data.groups, picked);
  const refs = choice.orders.map(({ kind: k, orderNo }) => ({ kind: k, orderNo }));
  const chosen = new Set(refs.map(refKey));
  const issuer = chosenIssuer(data.groups, refs);
  const kinds = [...new Set(data.groups.flatMap((g) => g.orders.map((o) => o.kind)))];

  const written = writeRefs(refs);
  useEffect(() => {
    const q = new URLSearchParams();
    if (written) q.set('orders', written);
    if (kind) q.set('kind', kind);
    if (q.toString() !== search.toString()) setSearch(q, { replace: true });
  }, [written, kind, search, setSearch]);

  const toggle = (group: InvoiceableGroup, orders: InvoiceableOrder[], on: boolean) => {
    const t = toggleOrders(data.groups, refs, group, orders, on);
    if (!t.ok) {
      setRefused({ issuerId: group.issuerId, msg: crossIssuerMessage(t.chosen, t.wanted) });
      ui.toast('一张发票只能包含同一开票方的订单', 3000);
      return;
    }
    setRefused(null);
    setPicked(t.refs);
  };

  const groups = data.groups
    .map((g) => ({ group: g, orders: kind ? g.orders.filter((o) => o.kind === kind) : g.orders }))
    .filter((g) => g.orders.length > 0);

  const footer = <SelectionBar count={refs.length} totalCents={choice.totalCents} onNext={() => navigate(invoiceLinks.makeInvoice(written))} />;

  return (
    <Page title={TITLE} fallback={paths.invoiceManage} footer={footer}>
      <p className="inv-intro">同一开票方的多笔订单可合并开具一张发票；不同开票方的订单需分别开票。</p>
      <KindFilter kinds={kinds} value={kind} onChange={setKind} />
      {groups.length === 0 ? (
        <p className="inv-weak inv-center">该类型暂无可开票订单</p>
      ) : (
        groups.map(({ group, orders }) => (
          <IssuerGroup
            key={group.issuerId}
            group={group}
            orders={orders}
            chosen={chosen}
            otherIssuerChosen={issuer !== null && issuer.issuerId !== group.issuerId}
            refusal={refused?.issuerId === group.issuerId ? refused.msg : null}
            onToggle={(os, on) => toggle(group, os, on)}
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
            <Link className="inv-link-button" to={invoiceLinks.records()}>
              查看开票记录
            </Link>
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
 * issuer merge into one invoice, the total is live.
 */
export function InvoiceOrderListPage() {
  return (
    <RequireDriver>
      <Orders />
    </RequireDriver>
  );
}
