import { ActionBar, ActionBarButton } from '@/ui/ActionBar';

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
    <ActionBar amount={{ label: '开票金额', cents: totalCents, extra: `· ${count}笔${invoices > 1 ? ` · ${invoices}张发票` : ''}` }}>
      <ActionBarButton type="submit" form={form} loading={pending} loadingText="提交中…">
        {text}
      </ActionBarButton>
    </ActionBar>
  );
}
