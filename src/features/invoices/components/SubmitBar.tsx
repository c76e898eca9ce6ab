import { Button } from 'antd-mobile';
import { formatMoney } from '@/lib/format';
import './invoices.css';

interface Props {
  /** The form the button submits (it sits in the page's footer, outside the form). */
  form: string;
  totalCents: number;
  count: number;
  /** How many invoices the submit makes (one per issuer); said when more than one. */
  invoices?: number;
  pending: boolean;
  text?: string;
}

/** The pinned bar of an invoice request: how much is invoiced, and 提交申请 (busy while the request is on its way). */
export function SubmitBar({ form, totalCents, count, invoices = 1, pending, text = '提交申请' }: Props) {
  return (
    <div className="inv-bar">
      <p className="inv-bar-total">
        <span className="inv-nowrap">开票金额</span> <strong>{formatMoney(totalCents)}</strong>
        <span className="inv-weak inv-nowrap"> · {count}笔</span>
        {invoices > 1 && <span className="inv-weak inv-nowrap"> · {invoices}张发票</span>}
      </p>
      <Button className="inv-bar-button" type="submit" form={form} color="primary" shape="rounded" size="large" loading={pending} loadingText="提交中…">
        {text}
      </Button>
    </div>
  );
}
