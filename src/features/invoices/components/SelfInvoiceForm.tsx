import { Button, Card, List } from 'antd-mobile';
import { isApiError } from '@/api/apiError';
import { useCreateSelfInvoiceMutation } from '@/api/invoice/self';
import type { InvoiceTitleType } from '@/api/invoice/titles.types';
import type { SelfInvoiceLookup } from '@/api/invoice/self.types';
import { formatMoney } from '@/lib/format';
import { useState } from 'react';
import { deliveryFieldOf, deliveryOf, deliveryProblems, DELIVERY_SECRET_FIELDS, EMPTY_DELIVERY, type DeliveryValues } from '@/payment/invoice/delivery';
import { DeliveryFields } from '@/payment/invoice/DeliveryFields';
import type { HostInvoiceTitle } from '@/platform/types';
import { CheckField, FormError, SECRET_FIELDS, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { HostTitleButton } from './HostTitleButton';
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

type SelfFormValues = InvoiceFormValues & DeliveryValues;

/** The title's text: what a title from the host would take the place of. */
const TITLE_TEXT = ['name', 'taxNo', 'address', 'phone', 'bank', 'account'] as const;

/** The mobile number is a field of its own (./delivery.ts): a 400 about it goes under it, not under 注册电话. */
function mobileRefusal(e: unknown): string | null {
  return isApiError(e) && !e.handled && e.code === '400' && deliveryFieldOf(e.msg) === 'mobile' ? e.msg : null;
}

/**
 * The order found, and the title and where its invoice goes (an e-mail or a mobile number: 接收方式) for a plain
 * electronic invoice, sent once. The title is kept on this phone for the next one only when the driver ticks
 * 在本机记住发票抬头 (./titleOnPhone.ts); the address or number never is. Inside WeChat the title may come
 * from the host's own saved titles (HostTitleButton). A refusal is said once, in the form (the call is silent).
 */
export function SelfInvoiceForm({ plateNo, lookup, onCreated }: Props) {
  const [create] = useCreateSelfInvoiceMutation();
  // The title this phone keeps (the driver ticked 在本机记住抬头 last time), laid in; the tick starts as it was left.
  const [kept] = useState(titleOnPhone);
  const [remember, setRemember] = useState(kept !== null);
  const form = useForm<SelfFormValues>({
    initial: { ...EMPTY_INVOICE_FORM, ...EMPTY_DELIVERY, ...kept },
    draftKey: 'makeInvoiceBySelf',
    secret: [...SECRET_FIELDS, ...DELIVERY_SECRET_FIELDS],
    // The invoice form's rules, but the address only when it is the way chosen (deliveryProblems overrides email).
    validate: (v) => ({ ...validateInvoiceForm(v, false), ...deliveryProblems(v) }),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      try {
        const title = titleFields(v);
        const inv = await create({ plateNo, orderNo: lookup.order.orderNo, invoiceType: 1, title, ...deliveryOf(v) }).unwrap();
        if (remember) keepTitleOnPhone(title);
        clear();
        onCreated(inv.invoiceNo);
      } catch (e) {
        const mobile = mobileRefusal(e);
        const refusal = mobile ? null : invoiceRefusal(e);
        if (mobile) setFieldError('mobile', mobile);
        else if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
      }
    },
  });
  const type = titleTypeOf(form.values);
  const ui = useFeedback();

  // The host's title takes the place of the form's: its type, name and a company's 税号, what this form keeps on the
  // phone too; address, phone and bank were the old title's, so they empty, left for the visitor to add. Whatever
  // it would wipe out (typed, or laid in from this phone) goes only when the visitor says so.
  const pickHostTitle = async (t: HostInvoiceTitle) => {
    const next: Pick<SelfFormValues, 'titleType' | (typeof TITLE_TEXT)[number]> = {
      titleType: t.titleType, name: t.name, taxNo: t.titleType === 1 ? t.taxNo : '', address: '', phone: '', bank: '', account: '',
    };
    const v = form.values;
    if (TITLE_TEXT.some((k) => v[k].trim() !== '' && v[k] !== next[k])) {
      const choice = await ui.dialog({
        title: '替换已填写的抬头？',
        content: `将用“${t.name}”替换您已填写的发票抬头。`,
        actions: [
          { key: 'keep', text: '保留已填写' },
          { key: 'replace', text: '替换', primary: true },
        ],
        safeKey: 'keep',
      });
      if (choice !== 'replace') return;
    }
    form.set(next);
    // The host's 税号 is held to the same credit-code check as a typed one, and said at once when it fails.
    form.touch('name');
    if (t.titleType === 1) form.touch('taxNo');
  };

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
          <HostTitleButton special={false} onPick={(t) => void pickHostTitle(t)} disabled={form.pending} />
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
      <CardList header={<h2 className={styles.listTitle}>接收发票</h2>}>
        <DeliveryFields idOf={form.id} values={form.values} errors={form.errors} onChange={form.set} onBlur={form.touch} disabled={form.pending} />
      </CardList>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="提交中…">
        提交开票申请
      </Button>
    </form>
  );
}
