import { Button, type ButtonRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useSendSelfInvoiceMutation } from '@/api/invoice/self';
import { INVOICE_SENDS_PER_DAY } from '@/api/invoice/records.types';
import { placeRefusal } from '@/api/refusal';
import { CardList } from '@/ui/CardList';
import { FormError, useForm } from '@/ui/form';
import { deliveryFieldOf, deliveryOf, deliveryProblems, EMPTY_DELIVERY, type DeliveryValues } from './delivery';
import { DeliveryFields } from './DeliveryFields';
import styles from './SelfInvoiceResend.module.css';

/**
 * 重新发送 of a visitor's issued invoice (the receipt's invoice line, the self-service status): where to, by the same
 * radios as the request (邮箱 / 手机号), sent once however often 发送 is tapped (the form's single flight), the plate
 * as proof. Success says what the server did, in its masked words (已发送至 ma***@example.com); a refusal (开票中, the
 * day's limit, a malformed address) stays in the form in the server's words. Nothing typed is kept anywhere.
 */
export function SelfInvoiceResend({ invoiceNo, plateNo }: { invoiceNo: string; plateNo: string }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send] = useSendSelfInvoiceMutation();
  const again = useRef<ButtonRef>(null);
  const form = useForm<DeliveryValues>({
    initial: EMPTY_DELIVERY,
    validate: deliveryProblems,
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      try {
        const sent = await send({ invoiceNo, plateNo, ...deliveryOf(v) }).unwrap();
        clear();
        setSentTo(sent.to);
        setOpen(false);
      } catch (e) {
        const refusal = placeRefusal<'email' | 'mobile'>(e, ({ code, msg }) => {
          const field = code === '400' ? deliveryFieldOf(msg) : null;
          return field ? { field } : null;
        });
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
      }
    },
  });

  // Opened: the focus goes to the choice it opened for; closed (sent or cancelled): back to 重新发送, under the news.
  const firstChoice = form.id('deliverBy');
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) document.getElementById(firstChoice)?.focus();
    else if (wasOpen.current) again.current?.nativeElement?.focus();
    wasOpen.current = open;
  }, [open, firstChoice]);

  return (
    <div className={styles.resend}>
      {/* Always there, so the news is announced when it comes. */}
      <p className={styles.sent} role="status">
        {sentTo ? `已发送至 ${sentTo}` : ''}
      </p>
      {open ? (
        <form className={styles.form} onSubmit={form.submit} noValidate aria-label="重新发送发票">
          <CardList>
            <DeliveryFields idOf={form.id} values={form.values} errors={form.errors} onChange={form.set} onBlur={form.touch} disabled={form.pending} />
          </CardList>
          <p className={styles.note}>每张发票每天最多发送{INVOICE_SENDS_PER_DAY}次。</p>
          <FormError message={form.formError} />
          <div className={styles.actions}>
            <Button type="submit" color="primary" shape="rounded" loading={form.pending} loadingText="发送中…">
              发送
            </Button>
            <Button
              type="button"
              color="primary"
              fill="outline"
              shape="rounded"
              disabled={form.pending}
              onClick={() => {
                form.clear();
                setOpen(false);
              }}
            >
              取消
            </Button>
          </div>
        </form>
      ) : (
        <Button
          ref={again}
          block
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => {
            setSentTo(null);
            setOpen(true);
          }}
        >
          重新发送
        </Button>
      )}
    </div>
  );
}
