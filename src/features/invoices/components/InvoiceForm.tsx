import { List, TextArea } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { MAX_INVOICE_TITLES, type InvoiceTitle, type InvoiceTitleType } from '@/api/invoice/titles.types';
import type { HostInvoiceTitle } from '@/platform/types';
import { CheckField, Field, FormError } from '@/ui/form';
import { EmailField } from './EmailField';
import { HostTitleButton } from './HostTitleButton';
import { SavedTitlePicker } from './SavedTitlePicker';
import { TitleFields } from './TitleFields';
import { TitleTypeField } from './TitleTypeField';
import { BLANK_TITLE, fromSaved, MAX_REMARK, titleTypeOf, type InvoiceFormValues } from './titleRules';
import type { InvoiceFormState } from './useInvoiceForm';
import styles from './InvoiceForm.module.css';
import { CardList } from '@/ui/CardList';

export const INVOICE_FORM_ID = 'invoice-request';

interface Props {
  state: InvoiceFormState;
  special: boolean;
  /** The other kind of invoice for the same orders (普票 ↔ 专票). */
  switchTo: string;
  /** Where to choose the orders again when the server says they cannot be invoiced. */
  chooseAgain: string;
}

/**
 * The request: the kind of invoice, the title (a saved one, or typed: company or person), the e-mail, a remark
 * and whether to save the title. The button is the page's (pinned in the footer, pointing here by id).
 */
export function InvoiceForm({ state, special, switchTo, chooseAgain }: Props) {
  const { form, titles, saved, ordersRefused } = state;
  const v = form.values;
  const type = titleTypeOf(v);
  const usable = special ? saved.filter((t) => t.titleType === 1) : saved;
  const usingSaved = v.titleId !== '' && saved.some((t) => t.titleId === v.titleId);
  const full = saved.length >= MAX_INVOICE_TITLES;

  // Any edit of the title makes it a typed one: the saved title stays as it was.
  const editTitle = (patch: Partial<InvoiceFormValues>) => form.set({ ...patch, titleId: '' });
  const pickTitle = (t: InvoiceTitle) => form.set(fromSaved(t));
  // The host's title is a typed one here (not one of the saved titles): the driver may still save it.
  const pickHostTitle = (t: HostInvoiceTitle) => form.set({ ...BLANK_TITLE, ...t, taxNo: t.titleType === 1 ? t.taxNo : '', titleId: '' });
  const changeType = (titleType: InvoiceTitleType) => {
    if (titleType === type) return;
    // A saved title's fields belong to it: another type starts blank. Typed ones are kept (a type chosen late).
    form.set(usingSaved ? { ...BLANK_TITLE, titleType } : { titleType, titleId: '' });
  };
  const remarkCount = [...v.remark.trim()].length;

  return (
    <form id={INVOICE_FORM_ID} className={styles.stack} onSubmit={form.submit} noValidate aria-label={special ? '增值税专用发票信息' : '发票信息'}>
      <section className={styles.type} aria-label="发票类型">
        <p className={styles.line}>
          <span>
            发票类型 <strong>{special ? '增值税专用发票' : '电子普通发票'}</strong>
          </span>
          <Link className={styles.textLink} to={switchTo} replace>
            {special ? '改开电子普通发票' : '需要增值税专用发票？'}
          </Link>
        </p>
        {special && <p className={styles.weak}>专票仅限单位抬头，需填写注册地址、电话、开户银行和银行账号，开具后以电子形式发送至邮箱。</p>}
      </section>

      <CardList header={<h2 className={styles.listTitle}>发票抬头</h2>}>
        <List.Item>
          <SavedTitlePicker
            titles={usable}
            value={usingSaved ? v.titleId : ''}
            onPick={pickTitle}
            failed={titles.isError && !titles.data}
            onRetry={() => void titles.refetch()}
            disabled={form.pending}
          />
          <HostTitleButton special={special} onPick={pickHostTitle} disabled={form.pending} />
          {special ? (
            <p className={styles.weak}>抬头类型：单位</p>
          ) : (
            <TitleTypeField id={form.id('titleType')} value={type} onChange={changeType} error={form.errors.titleType} disabled={form.pending} />
          )}
        </List.Item>
        <TitleFields form={form} onChange={editTitle} special={special} />
      </CardList>

      <CardList header={<h2 className={styles.listTitle}>接收方式</h2>}>
        <EmailField
          id={form.id('email')}
          value={v.email}
          onChange={(email) => form.set({ email })}
          onBlur={() => form.touch('email')}
          error={form.errors.email}
          disabled={form.pending}
        />
        <Field
          id={form.id('remark')}
          label="备注（选填）"
          error={form.errors.remark}
          hint={
            <span className={[styles.counter, remarkCount > MAX_REMARK && styles.counterOver].filter(Boolean).join(' ')}>
              {remarkCount}/{MAX_REMARK}
            </span>
          }
        >
          <TextArea
            id={form.id('remark')}
            rows={2}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="将打印在发票备注栏"
            value={v.remark}
            disabled={form.pending}
            onChange={(remark) => {
              form.set({ remark });
              form.touch('remark');
            }}
          />
        </Field>
      </CardList>

      {!usingSaved &&
        (full ? (
          <p className={styles.weak}>常用抬头已有{MAX_INVOICE_TITLES}个，如需保存新抬头，请先在发票管理中删除不用的抬头。</p>
        ) : (
          <CheckField id={form.id('saveTitle')} checked={v.saveTitle} onChange={(saveTitle) => form.set({ saveTitle })}>
            保存为常用抬头，下次开票直接选用
          </CheckField>
        ))}

      <FormError message={form.formError}>
        {ordersRefused && (
          <Link className={styles.textLink} to={chooseAgain}>
            重新选择开票订单
          </Link>
        )}
      </FormError>
    </form>
  );
}
