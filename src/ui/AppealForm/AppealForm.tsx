import { Button, Form, List, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Field } from '@/ui/form';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { ReasonField } from '@/ui/ReasonField';
import type { AppealFormState } from './useAppealForm';
import styles from './AppealForm.module.css';

export interface AppealFormProps<R extends string> {
  /** The form element's id: the pinned submit (AppealSubmit in the page's footer) points at it. */
  id: string;
  /** From useAppealForm. */
  appeal: AppealFormState<R>;
  /** What the description box suggests; a line break where a narrow phone may break it. */
  placeholder: string;
  /** Above the form: what is appealed (the bill, the fee), a note on what happens meanwhile. */
  children?: ReactNode;
}

/**
 * An appeal: the reason (radios), the description with its live count, up to `maxPhotos` photos, each uploaded as
 * it is picked. Messages show as the driver types (a missing description only after 提交); everything is disabled
 * while it is being sent. The submit button is the page's (AppealSubmit), pinned in its footer.
 */
export function AppealForm<R extends string>({ id, appeal, placeholder, children }: AppealFormProps<R>) {
  const { form, photos, rules, texts, reason, describe } = appeal;
  const count = [...form.values.description.trim()].length;
  return (
    <div className={styles.stack}>
      {children}
      {/* A plain form: antd-mobile's Form renders its own, without an id the pinned button could point at. */}
      <form id={id} onSubmit={form.submit} noValidate>
        <List mode="card" className={styles.form}>
          <Form.Item>
            <ReasonField
              id={form.id('reason')}
              legend={texts.reasonLegend}
              reasons={rules.reasons}
              value={reason}
              onChange={(r) => form.set({ reason: r })}
              error={form.errors.reason}
              disabled={form.pending}
            />
          </Form.Item>
          <Field
            id={form.id('description')}
            label={`${texts.descriptionLabel}${describe ? '' : texts.optional}`}
            error={form.errors.description}
            hint={
              <span className={count > rules.maxLength ? `${styles.counter} ${styles.over}` : styles.counter}>
                {count}/{rules.maxLength}
              </span>
            }
          >
            <TextArea
              id={form.id('description')}
              rows={5}
              value={form.values.description}
              placeholder={placeholder}
              onChange={(description) => {
                form.set({ description });
                // Length and emoji are told as the driver types; a missing description only after 提交.
                form.touch('description');
              }}
              disabled={form.pending}
            />
          </Field>
          <Form.Item>
            <p className={styles.photosLabel}>{texts.photosLabel(photos.max)}</p>
            <PhotoUpload uploads={photos} disabled={form.pending} />
          </Form.Item>
        </List>
      </form>
    </div>
  );
}

export interface AppealSubmitProps {
  /** The AppealForm's id. */
  form: string;
  /** `appeal.form.pending`: the button shows 提交中… and takes no tap while the appeal is on its way. */
  pending: boolean;
  children?: ReactNode;
}

/** The page's main action, for its pinned footer: submits the AppealForm it names. */
export function AppealSubmit({ form, pending, children = '提交申诉' }: AppealSubmitProps) {
  return (
    <Button block color="primary" size="large" shape="rounded" type="submit" form={form} loading={pending} loadingText="提交中…">
      {children}
    </Button>
  );
}
