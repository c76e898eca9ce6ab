import { Button, Card, List } from 'antd-mobile';
import { useCreateSelfInvoiceMutation } from '@/api/invoice/self';
import type { InvoiceTitleType } from '@/api/invoice/titles.types';
import type { SelfInvoiceLookup } from '@/api/invoice/self.types';
import { normalizeEmail } from '@/lib/email';
import { formatMoney } from '@/lib/format';
import { useState } from 'react';
import { CheckField, FormError, useForm } from '@/ui/form';
import { EmailField } from './EmailField';
import { OrderLine } from './OrderLine';
import { invoiceRefusal } from './invoiceRefusal';
import { TitleFields } from './TitleFields';
import { TitleTypeField } from './TitleTypeField';
import { forgetTitleOnPhone, keepTitleOnPhone, titleOnPhone } from './titleOnPhone';
import { EMPTY_INVOICE_FORM, titleFields, titleTypeOf, validateInvoiceForm, type InvoiceFormValues } from './titleRules';
import styles from './SelfInvoiceForm.module.css';
import { CardList } from '@/ui/CardList';

interface Props {
  plateNo: string;
  lookup: SelfInvoiceLookup;
  onCreated: (invoiceNo: string) => void;
}

/**
 * The order found, and the title and e-mail for its invoice (a plain electronic invoice), sent once. The title is kept
 * on this phone for the next one only when the driver ticks 在本机记住发票抬头 (./titleOnPhone.ts).
 */
export function SelfInvoiceForm({ plateNo, lookup, onCreated }: Props) {
  const [create] = useCreateSelfInvoiceMutation();
  // The title this phone keeps (the driver ticked 在本机记住抬头 last time), laid in; the tick starts as it was left.
  const [kept] = useState(titleOnPhone);
  const [remember, setRemember] = useState(kept !== null);
  const form = useForm<InvoiceFormValues>({
    initial: kept ? { ...EMPTY_INVOICE_FORM, ...kept } : EMPTY_INVOICE_FORM,
    draftKey: 'makeInvoiceBySelf',
    validate: (v) => validateInvoiceForm(v, false),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      try {
        const title = titleFields(v);
        const inv = await create({ plateNo, orderNo: lookup.order.orderNo, invoiceType: 1, title, email: normalizeEmail(v.email) }).unwrap();
        if (remember) keepTitleOnPhone(title);
        clear();
        onCreated(inv.invoiceNo);
      } catch (e) {
        const refusal = invoiceRefusal(e);
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
      }
    },
  });
  const type = titleTypeOf(form.values);
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="发票信息">
      <section aria-label="开票订单">
        <Card title={
            <div>
              <h2 className={styles.cardTitle}>{lookup.issuer.issuerName}</h2>
              <p className={styles.weak}>开票方（销售方）</p>
            </div>
          }>
                    <OrderLine order={lookup.order} />
          <p className={`${styles.line} ${styles.total}`}>
            <span>电子普通发票</span>
            <span>
              开票金额 <strong className={styles.money}>{formatMoney(lookup.order.amountCents)}</strong>
            </span>
          </p>
        </Card>
      </section>
      <CardList header={<h2 className={styles.listTitle}>发票抬头</h2>}>
        <List.Item>
          <TitleTypeField
            id={form.id('titleType')}
            value={type}
            onChange={(titleType: InvoiceTitleType) => form.set({ titleType })}
            error={form.errors.titleType}
            disabled={form.pending}
          />
        </List.Item>
        <TitleFields form={form} onChange={(patch) => form.set(patch)} />
      </CardList>
      <CheckField
        id="self-invoice-remember-title"
        checked={remember}
        onChange={(on) => {
          setRemember(on);
          // Unticked: forgotten now, not at the next invoice.
          if (!on) forgetTitleOnPhone();
        }}
      >
        在本机记住发票抬头（名称和税号仅保存在这部手机上，取消勾选即删除）
      </CheckField>
      <CardList header={<h2 className={styles.listTitle}>接收方式</h2>}>
        <EmailField
          id={form.id('email')}
          value={form.values.email}
          onChange={(email) => form.set({ email })}
          onBlur={() => form.touch('email')}
          error={form.errors.email}
          disabled={form.pending}
        />
      </CardList>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="提交中…">
        提交开票申请
      </Button>
    </form>
  );
}
