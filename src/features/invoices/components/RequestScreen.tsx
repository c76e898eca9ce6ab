import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInvoiceableOrdersQuery } from '@/api/invoice/orders';
import { Page } from '@/ui/Page/Page';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { ChosenOrders } from './ChosenOrders';
import { INVOICE_FORM_ID, InvoiceForm } from './InvoiceForm';
import { invoiceLinks } from './links';
import { readRefs, resolveChoice, writeRefs, type ResolvedChoice } from './selection';
import { SplitOutcome } from './SplitOutcome';
import { SubmitBar } from './SubmitBar';
import { useInvoiceForm } from './useInvoiceForm';
import { useSplitRequests } from './useSplitRequests';

/** Why the orders in the link cannot be invoiced as they are, and the way back to choose again. */
function ChoiceProblem({ choice }: { choice: ResolvedChoice }) {
  const still = writeRefs(choice.orders);
  const text = choice.orders.length === 0 ? '所选订单已开票或暂不可开票' : `所选订单中有${choice.missing.length}笔已开票或暂不可开票`;
  return (
    <Empty text={text} description="请重新选择要开票的订单">
      <LinkButton solid to={invoiceLinks.orderList({ orders: still })} replace>
        重新选择订单
      </LinkButton>
    </Empty>
  );
}

/**
 * /makeInvoice and /invoiceSpe: the orders chosen on /invoiceOrderList (read from the link and checked against
 * what is invoiceable now), split into one invoice per issuer and said so, then the request form, with the amount
 * and 提交申请 pinned at the bottom. Once submitted, the split stays as it was sent: the invoiceable list no longer
 * has the orders asked for, and the screen must still say which invoices were asked for and which were not.
 */
export function RequestScreen({ special }: { special: boolean }) {
  const [search] = useSearchParams();
  const raw = search.get('orders');
  const refs = useMemo(() => readRefs(raw), [raw]);
  const list = useInvoiceableOrdersQuery({});
  const choice = list.data ? resolveChoice(list.data.groups, refs) : null;
  const choiceOk = choice !== null && choice.orders.length > 0 && choice.missing.length === 0;
  const split = useSplitRequests(choiceOk ? choice.parts : []);
  const ok = split.tried || choiceOk;
  const state = useInvoiceForm(special, split);
  const orders = raw ?? '';
  const title = special ? '增值税专用发票' : '开具发票';

  let body;
  if (refs.length === 0) {
    body = (
      <Empty text="还没有选择要开票的订单">
        <LinkButton solid to={invoiceLinks.orderList()} replace>
          去选择订单
        </LinkButton>
      </Empty>
    );
  } else if (!ok && !choice) {
    body = list.isError ? <LoadFailed text="开票订单加载失败" onRetry={() => void list.refetch()} busy={list.isFetching} error={list.error} /> : <Loading text="开票订单加载中" />;
  } else if (!ok && choice) {
    body = <ChoiceProblem choice={choice} />;
  } else {
    body = (
      <>
        <ChosenOrders parts={split.plan} changeTo={invoiceLinks.orderList({ orders })} outcomeOf={split.outcomeOf} />
        <InvoiceForm
          state={state}
          special={special}
          switchTo={special ? invoiceLinks.makeInvoice(orders) : invoiceLinks.invoiceSpe(orders)}
          chooseAgain={invoiceLinks.orderList()}
        />
        <SplitOutcome plan={split.plan} outcomeOf={split.outcomeOf} />
      </>
    );
  }
  const retry = split.tried && split.plan.length > 1;
  const footer = ok ? (
    <SubmitBar
      form={INVOICE_FORM_ID}
      totalCents={split.left.reduce((s, p) => s + p.totalCents, 0)}
      count={split.left.reduce((n, p) => n + p.orders.length, 0)}
      invoices={split.left.length}
      pending={state.form.pending}
      text={retry ? '重新提交未开具的发票' : undefined}
    />
  ) : undefined;
  return (
    <Page title={title} fallback={invoiceLinks.orderList({ orders })} footer={footer}>
      {body}
    </Page>
  );
}
