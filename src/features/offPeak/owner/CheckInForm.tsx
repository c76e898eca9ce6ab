import { Button, Form, Input } from 'antd-mobile';
import { BERTH_APPLY_PHOTOS } from '@/api/booking/owner.types';
import { Field, FieldError } from '@/ui/form';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { LotPicker } from './LotPicker';
import type { CheckInState } from './useCheckInForm';
import styles from './CheckInForm.module.css';
import { CardList } from '@/ui/CardList';

export const CHECK_IN_FORM_ID = 'owner-check-in';

/** The application: lot, berth number, proof photos, contact phone. */
export function CheckInForm({ state }: { state: CheckInState }) {
  const { form, photos } = state;
  return (
    <form id={CHECK_IN_FORM_ID} className={styles.stack} onSubmit={form.submit} noValidate>
      <CardList>
        <Form.Item>
          <LotPicker id={form.id('parkId')} value={form.values.parkId} onChange={(parkId) => form.set({ parkId })} error={form.errors.parkId} disabled={form.pending} />
        </Form.Item>
        <Field id={form.id('berthNo')} label="车位编号" error={form.errors.berthNo} hint="请填写地面或墙上标注的车位号，如 B2-018">
          <Input
            id={form.id('berthNo')}
            value={form.values.berthNo}
            placeholder="如 B2-018"
            maxLength={12}
            onChange={(berthNo) => form.set({ berthNo: berthNo.toUpperCase() })}
            onBlur={() => form.touch('berthNo')}
            disabled={form.pending}
          />
        </Field>
        <Form.Item>
          <p className={styles.weak}>
            车位产权或租赁证明（{BERTH_APPLY_PHOTOS.min}-{BERTH_APPLY_PHOTOS.max}张）
          </p>
          <PhotoUpload uploads={photos} label="证明照片" disabled={form.pending} />
          {form.errors.photos && (
            <FieldError id={form.id('photos')} tabIndex={-1}>
              {form.errors.photos}
            </FieldError>
          )}
        </Form.Item>
        <Field id={form.id('phone')} label="联系电话" error={form.errors.phone} hint="审核结果将通过短信通知此号码">
          <Input id={form.id('phone')} type="tel" value={form.values.phone} maxLength={14} onChange={(phone) => form.set({ phone })} onBlur={() => form.touch('phone')} disabled={form.pending} />
        </Field>
      </CardList>
    </form>
  );
}

export function CheckInFooter({ pending }: { pending: boolean }) {
  return (
    <Button block color="primary" shape="rounded" size="large" type="submit" form={CHECK_IN_FORM_ID} loading={pending} loadingText="提交中…">
      提交申请
    </Button>
  );
}
