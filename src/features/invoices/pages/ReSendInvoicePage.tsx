import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useResendInvoiceMutation } from '@/api/invoice/records';
import { INVOICE_SENDS_PER_DAY, type InvoiceDetail } from '@/api/invoice/records.types';
import { placeRefusal } from '@/api/refusal';
import { emailProblem, normalizeEmail } from '@/lib/email';
import { paths } from '@/lib/paths';
import { FormError, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { EmailField } from '../components/EmailField';
import { invoiceLinks } from '../components/links';
import { WithRecord } from '../components/WithRecord';
import styles from './ReSendInvoicePage.module.css';
import { CardList } from '@/ui/CardList';

/** The last address it went to, to say where it was sent before. */
function lastSent(invoice: InvoiceDetail): string | null {
  return invoice.sentTo[invoice.sentTo.length - 1]?.email ?? invoice.email;
}

/**
 * The address, checked as typed, sent once for a double tap; then back to the invoice, which lists the sending. A
 * refusal is the server's words, once: about the address (400) under it, the rest (the day's sends used up, the
 * network) above 发送.
 */
function ResendForm({ invoice }: { invoice: InvoiceDetail }) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [resend] = useResendInvoiceMutation();
  const form = useForm<{ email: string }>({
    initial: { email: '' },
    draftKey: `reSendInvoice:${invoice.invoiceNo}`,
    validate: (v) => ({ email: emailProblem(v.email) }),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      const email = normalizeEmail(v.email);
      try {
        await resend({ invoiceNo: invoice.invoiceNo, email }).unwrap();
      } catch (e) {
        const refusal = placeRefusal<'email'>(e, ({ code }) => (code === '400' ? { field: 'email' } : null));
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
        return;
      }
      clear();
      ui.toast(`发票已发送至${email}`, 3000);
      navigate(invoiceLinks.recordDetail(invoice.invoiceNo), { replace: true });
    },
  });
  const before = lastSent(invoice);
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="重发发票">
      <section className={styles.card} aria-label="要发送的发票">
        <p className={styles.line}>
          <span className={styles.cardTitle}>{invoice.titleName}</span>
          <span className={styles.weak}>{invoice.invoiceTypeText}</span>
        </p>
        <p className={`${styles.line} ${styles.weak}`}>
          <span>{invoice.issuerName}</span>
          <span>{invoice.taxInvoiceNo}</span>
        </p>
      </section>
      <CardList>
        <EmailField
          id={form.id('email')}
          label="发送到邮箱"
          hint={before ? `上次发送至 ${before}` : '发票将以PDF发送到该邮箱'}
          value={form.values.email}
          onChange={(email) => form.set({ email })}
          onBlur={() => form.touch('email')}
          error={form.errors.email}
          disabled={form.pending}
        />
      </CardList>
      <p className={styles.weak}>每张发票每天最多发送{INVOICE_SENDS_PER_DAY}次。</p>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="发送中…">
        发送
      </Button>
    </form>
  );
}

/** /reSendInvoice?invoiceNo: an issued invoice sent again, to another address. */
export function ReSendInvoicePage() {
  return (
    <Page title="重发发票" fallback={paths.invoiceRecord}>
      <RequireDriver>
        <WithRecord>
          {(invoice) =>
            invoice.state === 2 ? (
              <ResendForm invoice={invoice} />
            ) : (
              <Empty text={invoice.state === 1 ? '发票正在开具中，开具完成后才能发送' : `${invoice.stateText}的发票不能发送`}>
                <LinkButton to={invoiceLinks.recordDetail(invoice.invoiceNo)} replace>
                  查看发票详情
                </LinkButton>
              </Empty>
            )
          }
        </WithRecord>
      </RequireDriver>
    </Page>
  );
}
