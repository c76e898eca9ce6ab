import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useInvoiceableOrdersQuery } from '@/api/invoice-orders';
import { Page } from '@/ui/Page/Page';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { ChosenOrders } from './ChosenOrders';
import { INVOICE_FORM_ID, InvoiceForm } from './InvoiceForm';
import { invoiceLinks } from './links';
import { readRefs, resolveChoice, writeRefs, type ResolvedChoice } from './selection';
import { SubmitBar } from './SubmitBar';
import { useInvoiceForm } from './useInvoiceForm';
import './invoices.css';

/** Why the orders in the link cannot be invoiced as they are, and the way back to choose again. */
function ChoiceProblem({ choice }: { choice: ResolvedChoice }) {
  const still = writeRefs(choice.orders);
  const text = choice.mixed
    ? '所选订单属于不同开票方，一张发票只能包含同一开票方的订单'
    : choice.orders.length === 0
      ? '所选订单已开票或暂不可开票'
      : `所选订单中有${choice.missing.length}笔已开票或暂不可开票`;
  return (
    <Empty text={text} description="请重新选择要开票的订单">
      <Link className="inv-link-button inv-link-button--solid" to={invoiceLinks.orderList(choice.mixed ? {} : { orders: still })} replace>
        重新选择订单
      </Link>
    </Empty>
  );
}

/**
 * /makeInvoice and /invoiceSpe: the orders chosen on /invoiceOrderList (read from the link and checked against
 * what is invoiceable now), then the request form, with the amount and 提交申请 pinned at the bottom.
 */
export function RequestScreen({ special }: { special: boolean }) {
  const [search] = useSearchParams();
  const raw = search.get('orders');
  const refs = useMemo(() => readRefs(raw), [raw]);
  const list = useInvoiceableOrdersQuery({});
  const choice = list.data ? resolveChoice(list.data.groups, refs) : null;
  const ok = choice !== null && choice.group !== null && choice.orders.length > 0 && choice.missing.length === 0;
  const state = useInvoiceForm(special, () => (ok ? choice.orders.map(({ kind, orderNo }) => ({ kind, orderNo })) : []));
  const orders = raw ?? '';
  const title = special ? '增值税专用发票' : '开具发票';

  let body;
  if (refs.length === 0) {
    body = (
      <Empty text="还没有选择要开票的订单">
        <Link className="inv-link-button inv-link-button--solid" to={invoiceLinks.orderList()} replace>
          去选择订单
        </Link>
      </Empty>
    );
  } else if (!choice) {
    body = list.isError ? <LoadFailed text="开票订单加载失败" onRetry={() => void list.refetch()} busy={list.isFetching} /> : <Loading text="开票订单加载中" />;
  } else if (!ok || !choice.group) {
    body = <ChoiceProblem choice={choice} />;
  } else {
    body = (
      <>
        <ChosenOrders issuer={choice.group} orders={choice.orders} totalCents={choice.totalCents} changeTo={invoiceLinks.orderList({ orders })} />
        <InvoiceForm
          state={state}
          special={special}
          switchTo={special ? invoiceLinks.makeInvoice(orders) : invoiceLinks.invoiceSpe(orders)}
          chooseAgain={invoiceLinks.orderList()}
        />
      </>
    );
  }
  const footer = ok ? <SubmitBar form={INVOICE_FORM_ID} totalCents={choice.totalCents} count={choice.orders.length} pending={state.form.pending} /> : undefined;
  return (
    <Page title={title} fallback={invoiceLinks.orderList({ orders })} footer={footer}>
      {body}
    </Page>
  );
}
