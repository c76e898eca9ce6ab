import { Button } from 'antd-mobile';
import { isDefiniteRefusal } from '@/api/apiError';
import type { PayOrderBill } from '@/api/charge/types';
import { useSelfInvoiceOrderQuery } from '@/api/invoice/self';
import { href, paths } from '@/lib/paths';
import { InvoiceStateTag } from '@/payment/invoice/InvoiceStateTag';
import { safeInvoiceUrl } from '@/payment/invoice/invoiceUrl';
import { SelfInvoiceResend } from '@/payment/invoice/SelfInvoiceResend';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ReceiptInvoice.module.css';

/**
 * The invoice of a payment, on its receipt, with no account: 开具电子发票 until one is asked for, then where it stands
 * (开票中, 已开票 with its number, the invoice to open and 重新发送). The server keeps one invoice per parking order, so this
 * reads the order's own (by its plate and number, as /makeInvoiceBySelf does): the same on every phone that paid or
 * holds the receipt. A car's arrears paid at once are several orders of its plate, each with its own line.
 */
export function ReceiptInvoices({ plateNo, bills }: { plateNo: string; bills: readonly PayOrderBill[] }) {
  if (!bills.length) return null;
  return (
    <section className={styles.invoices} aria-labelledby="receipt-invoice-title">
      <h2 id="receipt-invoice-title" className={styles.title}>
        电子发票
      </h2>
      {bills.map((bill) => (
        <BillInvoice key={bill.uniqueId} plateNo={plateNo} bill={bill} named={bills.length > 1} />
      ))}
    </section>
  );
}

function BillInvoice({ plateNo, bill, named }: { plateNo: string; bill: PayOrderBill; named: boolean }) {
  const arg = { plateNo, orderNo: bill.uniqueId };
  // Asked afresh each time the receipt opens: the driver comes back here from the invoice's own page.
  const q = useSelfInvoiceOrderQuery(arg, { refetchOnMountOrArgChange: true });
  const ofBill = named ? <p className={styles.weak}>订单 {bill.uniqueId}</p> : null;
  const ask = href(paths.makeInvoiceBySelf, arg);
  // A refusal read afresh beats what an earlier visit kept (the bill refunded since: the old offer would be a lie); a
  // failed read that is no refusal leaves what was shown.
  if (q.isError && (!q.currentData || isDefiniteRefusal(q.error))) {
    // The server's no (paid nothing, past the operator's window, refunded) is its answer, said as it is; anything else may pass.
    if (isDefiniteRefusal(q.error)) {
      return (
        <div className={styles.bill}>
          {ofBill}
          <p className={styles.weak}>{q.error.msg}</p>
        </div>
      );
    }
    return (
      <div className={styles.bill} role="alert">
        {ofBill}
        <p className={styles.weak}>发票信息暂未取到，网络不佳或服务繁忙</p>
        <Button size="small" color="primary" fill="outline" shape="rounded" loading={q.isFetching} onClick={() => void q.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  const found = q.currentData;
  if (!found) {
    return (
      <div className={styles.bill}>
        {ofBill}
        <p className={styles.weak} role="status">
          正在查询开票信息…
        </p>
      </div>
    );
  }
  const inv = found.invoice;
  if (!inv) {
    return (
      <div className={styles.bill}>
        {ofBill}
        <p className={styles.weak}>停车费可开具电子普通发票，无需注册登录，开具后发送到您的邮箱或手机。</p>
        <LinkButton solid to={ask}>
          开具电子发票
        </LinkButton>
      </div>
    );
  }
  const url = inv.state === 2 ? safeInvoiceUrl(inv.invoiceUrl) : null;
  return (
    <div className={styles.bill}>
      {ofBill}
      <p className={styles.state}>
        <InvoiceStateTag state={inv.state} text={inv.stateText} />
        <span>{inv.taxInvoiceNo ? `发票号码 ${inv.taxInvoiceNo}` : `申请编号 ${inv.invoiceNo}`}</span>
      </p>
      {url && (
        <LinkButton solid href={url}>
          打开电子发票
        </LinkButton>
      )}
      <LinkButton to={href(paths.makeInvoiceBySelf, { ...arg, invoiceNo: inv.invoiceNo })}>{inv.state === 1 ? '查看开票进度' : '发票详情'}</LinkButton>
      {inv.state === 2 && <SelfInvoiceResend invoiceNo={inv.invoiceNo} plateNo={plateNo} />}
    </div>
  );
}
