import { Button, Input, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSubmitPlateClaimMutation } from '@/api/driver/plateClaims';
import { PLATE_CLAIM_CODES } from '@/api/driver/plateClaims.types';
import { placeRefusal } from '@/api/refusal';
import { href, paths } from '@/lib/paths';
import type { PlateColor } from '@/lib/wire';
import { normaliseVin } from '@/lib/vin';
import { CardList } from '@/ui/CardList';
import { Field, FormError, useForm, type FieldErrors } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload, usePhotoUpload } from '@/ui/PhotoUpload';
import { PlateBadge } from '@/ui/PlateBadge';
import { MAX_CLAIM_PICTURES, ownerNameError, vinError, type ClaimDraft } from './claimRules';
import styles from './PlateClaim.module.css';

/**
 * The claim of a plate another account holds: the plate (as the bind refused it), the licence's 所有人 and 车辆识别
 * 代号 as printed, and a photo of its front page. Nothing of it is drafted on the phone: the licence is personal data
 * the server holds only while it reviews. Sent once; each refusal is shown once, in the form, in the server's words
 * (the call is silent: no toast says it again): a VIN that does not match under the VIN, the rest above the button.
 */
export function ClaimForm({ plateNo, plateColor }: { plateNo: string; plateColor: PlateColor }) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [submit] = useSubmitPlateClaimMutation();
  const photos = usePhotoUpload(MAX_CLAIM_PICTURES);
  const form = useForm<ClaimDraft & { pictures: string }>({
    initial: { ownerName: '', vin: '', pictures: '' },
    validate: (v): FieldErrors<ClaimDraft & { pictures: string }> => ({ ownerName: ownerNameError(v.ownerName), vin: vinError(v.vin) }),
    onSubmit: async (v, { setFieldError, setFormError }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      if (photos.urls.length === 0) return setFieldError('pictures', '请上传行驶证照片');
      try {
        const claim = await submit({ plateNo, plateColor, ownerName: v.ownerName.trim(), vin: normaliseVin(v.vin), licencePictures: photos.urls }).unwrap();
        navigate(href(paths.plateClaim, { claimId: claim.claimId }), { replace: true });
      } catch (e) {
        const refusal = placeRefusal<'vin'>(e, ({ code }) => (code === PLATE_CLAIM_CODES.mismatch ? { field: 'vin' } : null));
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
      }
    },
  });
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate aria-label="车牌认领">
      <section className={styles.plate} aria-label="认领的车牌">
        <PlateBadge plateNo={plateNo} />
        <p className={styles.weak}>该车牌已被其他账号绑定。如确为您的车辆，请提交行驶证核实，通过后车牌将绑定到您的账号。</p>
      </section>
      <CardList header={<h2 className={styles.listTitle}>行驶证信息</h2>}>
        <Field id={form.id('ownerName')} label="所有人" error={form.errors.ownerName} hint="与行驶证上的所有人一致">
          <Input id={form.id('ownerName')} value={form.values.ownerName} placeholder="请输入所有人" autoComplete="off"
            onChange={(ownerName) => form.set({ ownerName })} onBlur={() => form.touch('ownerName')} disabled={form.pending} />
        </Field>
        <Field id={form.id('vin')} label="车辆识别代号" error={form.errors.vin} hint="行驶证上的17位车辆识别代号（VIN）">
          <Input id={form.id('vin')} value={form.values.vin} placeholder="请输入17位VIN码" autoComplete="off"
            onChange={(vin) => form.set({ vin: normaliseVin(vin) })} onBlur={() => form.touch('vin')} disabled={form.pending} />
        </Field>
        <List.Item>
          <p className={styles.photoLabel}>行驶证正页照片（最多{MAX_CLAIM_PICTURES}张）</p>
          <PhotoUpload uploads={photos} label="行驶证照片" disabled={form.pending} />
          {form.errors.pictures && (
            <p className={styles.error} role="alert">
              {form.errors.pictures}
            </p>
          )}
        </List.Item>
      </CardList>
      <p className={styles.weak}>行驶证照片仅用于核实车辆归属，审核结束后即删除；审核期间可在“我的数据”中查看。当前绑定该车牌的账号会收到核实通知，但不会得知您的身份。</p>
      <FormError message={form.formError} />
      <Button type="submit" block color="primary" shape="rounded" size="large" loading={form.pending} loadingText="提交中…">
        提交认领申请
      </Button>
    </form>
  );
}
