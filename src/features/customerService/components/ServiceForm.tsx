import { Form, Input, TextArea } from 'antd-mobile';
import { SERVICE_CATEGORIES, SERVICE_DESCRIPTION_MAX, SERVICE_MAX_PICTURES, type ServiceKind } from '@/api/basic/service.types';
import { CardList } from '@/ui/CardList';
import { Field } from '@/ui/form';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { CategoryField } from './CategoryField';
import type { ServiceFormState } from './useServiceForm';
import styles from './ServiceForm.module.css';

export const SERVICE_FORM_ID = 'customer-service-form';

/** Category, description with its live count, up to 3 photos and the contact phone; the pinned 提交 points here by id. */
export function ServiceForm({ kind, state, placeholder }: { kind: ServiceKind; state: ServiceFormState; placeholder: string }) {
  const { form, photos } = state;
  const count = [...form.values.description.trim()].length;
  return (
    <form id={SERVICE_FORM_ID} onSubmit={form.submit} noValidate>
      <CardList>
        <Form.Item>
          <CategoryField
            id={form.id('category')}
            categories={SERVICE_CATEGORIES[kind]}
            value={form.values.category}
            onChange={(category) => form.set({ category })}
            error={form.errors.category}
            disabled={form.pending}
          />
        </Form.Item>
        <Field
          id={form.id('description')}
          label="问题描述"
          error={form.errors.description}
          hint={<span className={count > SERVICE_DESCRIPTION_MAX ? `${styles.counter} ${styles.counterOver}` : styles.counter}>{count}/{SERVICE_DESCRIPTION_MAX}</span>}
        >
          <TextArea
            id={form.id('description')}
            rows={5}
            value={form.values.description}
            placeholder={placeholder}
            onChange={(description) => form.set({ description })}
            onBlur={() => form.touch('description')}
            disabled={form.pending}
          />
        </Field>
        <Form.Item>
          <p className={styles.photoLabel}>上传照片（选填，最多{SERVICE_MAX_PICTURES}张）</p>
          <PhotoUpload uploads={photos} disabled={form.pending} />
        </Form.Item>
        <Field id={form.id('contactPhone')} label="联系电话" error={form.errors.contactPhone}>
          <Input
            id={form.id('contactPhone')}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={form.values.contactPhone}
            onChange={(contactPhone) => form.set({ contactPhone })}
            onBlur={() => form.touch('contactPhone')}
            placeholder="便于客服联系您"
            disabled={form.pending}
          />
        </Field>
      </CardList>
    </form>
  );
}
