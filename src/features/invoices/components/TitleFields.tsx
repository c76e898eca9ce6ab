import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { CREDIT_CODE_LENGTH, normalizeCreditCode } from '@/lib/creditCode';
import { Field, type FormApi } from '@/ui/form';
import { liveCreditCodeProblem, titleTypeOf, type InvoiceFormValues } from './titleRules';
import styles from './TitleFields.module.css';

type TitlePatch = Partial<Pick<InvoiceFormValues, 'name' | 'taxNo' | 'address' | 'phone' | 'bank' | 'account'>>;

interface Props {
  form: FormApi<InvoiceFormValues>;
  /** Change title fields (a saved title chosen becomes a typed one). */
  onChange: (patch: TitlePatch) => void;
  /** 专票: address, phone, bank and account are required and always shown. */
  special?: boolean;
}

interface TextFieldProps {
  form: FormApi<InvoiceFormValues>;
  name: keyof TitlePatch;
  label: string;
  placeholder: string;
  onChange: (patch: TitlePatch) => void;
  inputMode?: 'text' | 'tel' | 'numeric';
}

function TextField({ form, name, label, placeholder, onChange, inputMode = 'text' }: TextFieldProps) {
  return (
    <Field id={form.id(name)} label={label} error={form.errors[name]}>
      <Input
        id={form.id(name)}
        value={form.values[name]}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        disabled={form.pending}
        onChange={(v) => onChange({ [name]: v })}
        onBlur={() => form.touch(name)}
      />
    </Field>
  );
}

/** The credit code with a live count and message: a wrong character or region digit is told as it is typed. */
function CreditCodeField({ form, onChange }: { form: FormApi<InvoiceFormValues>; onChange: (patch: TitlePatch) => void }) {
  const typed = normalizeCreditCode(form.values.taxNo).length;
  const error = form.errors.taxNo ?? liveCreditCodeProblem(form.values.taxNo);
  return (
    <Field
      id={form.id('taxNo')}
      label="统一社会信用代码（税号）"
      error={error}
      hint="18位数字或大写字母，见营业执照"
      addon={
        <span className={styles.counter} aria-hidden="true">
          {typed}/{CREDIT_CODE_LENGTH}
        </span>
      }
    >
      <Input
        id={form.id('taxNo')}
        value={form.values.taxNo}
        placeholder="请输入18位税号"
        autoComplete="off"
        autoCapitalize="characters"
        disabled={form.pending}
        onChange={(v) => onChange({ taxNo: v.toUpperCase() })}
        onBlur={() => {
          form.touch('taxNo');
          const tidy = normalizeCreditCode(form.values.taxNo);
          if (tidy !== form.values.taxNo) onChange({ taxNo: tidy });
        }}
      />
    </Field>
  );
}

/**
 * The title's own fields: a company's name and credit code, then its registered address, phone, bank and account
 * (optional behind 更多信息 for a plain invoice, required and open for a special one); a person's name only.
 */
export function TitleFields({ form, onChange, special = false }: Props) {
  const company = titleTypeOf(form.values) === 1;
  const { address, phone, bank, account } = form.values;
  // Filled in (typed, or from a saved title), they stay in view; empty, they wait behind 更多信息.
  const filled = Boolean(address || phone || bank || account);
  const [open, setOpen] = useState(false);
  const showMore = special || open || filled;
  const optional = special ? '' : '（选填）';
  return (
    <>
      <TextField
        form={form}
        name="name"
        label={company ? '单位名称' : '个人名称'}
        placeholder={company ? '与营业执照上的名称一致' : '请输入姓名'}
        onChange={onChange}
      />
      {company && <CreditCodeField form={form} onChange={onChange} />}
      {company && !special && !filled && (
        <Button
          className={styles.more}
          style={{ paddingLeft: 'var(--app-space-l)', fontSize: 'var(--app-font-s)' }}
          fill="none"
          color="primary"
          aria-expanded={showMore}
          aria-controls="inv-more-fields"
          onClick={() => setOpen(!open)}
        >
          {showMore ? '收起更多信息' : '更多信息（地址、电话、开户行，选填）'}
        </Button>
      )}
      {company && showMore && (
        <div id="inv-more-fields">
          <TextField form={form} name="address" label={`注册地址${optional}`} placeholder="营业执照上的注册地址" onChange={onChange} />
          <TextField form={form} name="phone" label={`注册电话${optional}`} placeholder="如010-65001234" inputMode="tel" onChange={onChange} />
          <TextField form={form} name="bank" label={`开户银行${optional}`} placeholder="如中国工商银行北京国贸支行" onChange={onChange} />
          <TextField form={form} name="account" label={`银行账号${optional}`} placeholder="请输入银行账号" inputMode="numeric" onChange={onChange} />
        </div>
      )}
    </>
  );
}
