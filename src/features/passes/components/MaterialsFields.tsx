import { Form, Input } from 'antd-mobile';
import { Field, type FormApi } from '@/ui/form';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import type { PhotoUploads } from '@/ui/PhotoUpload/usePhotoUpload';
import { MAX_LICENCE_PICTURES, type MaterialsDraft } from './materials';
import styles from './MaterialsFields.module.css';

interface Props<T extends MaterialsDraft> {
  form: FormApi<T>;
  photos: PhotoUploads;
  /** '请上传行驶证照片' after a submit without them. */
  photoError?: string | null;
  /** The phone is asked only with a pass application (plate materials need none). */
  withPhone?: boolean;
}

/**
 * What the lot reviews: the owner's name and ID number (checked as typed, with the spec's messages), the phone the
 * lot may call, and photos of the driving licence (行驶证), both sides.
 */
export function MaterialsFields<T extends MaterialsDraft>({ form, photos, photoError, withPhone = true }: Props<T>) {
  const set = (patch: Partial<MaterialsDraft>) => form.set(patch as Partial<T>);
  return (
    <>
      <Field id={form.id('ownerName')} label="车主姓名" error={form.errors.ownerName} hint="与行驶证上的所有人一致">
        <Input id={form.id('ownerName')} value={form.values.ownerName} placeholder="请输入车主姓名" onChange={(ownerName) => set({ ownerName })}
          onBlur={() => form.touch('ownerName')} disabled={form.pending} />
      </Field>
      <Field id={form.id('idCardNo')} label="身份证号" error={form.errors.idCardNo}>
        <Input id={form.id('idCardNo')} value={form.values.idCardNo} placeholder="请输入18位身份证号" autoComplete="off"
          onChange={(v) => set({ idCardNo: v.trim().toUpperCase() })} onBlur={() => form.touch('idCardNo')} disabled={form.pending} />
      </Field>
      {withPhone && (
        <Field id={form.id('phone')} label="手机号" error={form.errors.phone} hint="审核结果将通过短信通知">
          <Input id={form.id('phone')} type="tel" value={form.values.phone} placeholder="请输入手机号" onChange={(v) => set({ phone: v.trim() })}
            onBlur={() => form.touch('phone')} disabled={form.pending} />
        </Field>
      )}
      <Form.Item>
        <p className={styles.photoLabel}>行驶证照片（正副页，最多{MAX_LICENCE_PICTURES}张）</p>
        <PhotoUpload uploads={photos} label="行驶证照片" disabled={form.pending} />
        {photoError && (
          <p className={styles.photoError} role="alert">
            {photoError}
          </p>
        )}
      </Form.Item>
    </>
  );
}
