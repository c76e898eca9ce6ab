import { Input, List } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitVinClaimMutation } from '@/api/cps/vinClaims';
import { href, paths } from '@/lib/paths';
import { provinceForCity } from '@/lib/plate';
import { licenceOwnerError } from '@/lib/validators';
import { normaliseVin } from '@/lib/vin';
import { readStored } from '@/session/storage';
import { ActionBar, ActionBarButton } from '@/ui/ActionBar';
import { CardList } from '@/ui/CardList';
import { Field, FormError, useForm, type FieldErrors, type FormApi } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload, usePhotoUpload, type PhotoUploads } from '@/ui/PhotoUpload';
import { PlateInput, usePlateInput, type PlateInputControl } from '@/ui/PlateInput';
import { claimVinError, licencePlateError, MAX_VIN_CLAIM_PICTURES, vinClaimRefusal } from './vinClaimRules';
import styles from './VinClaim.module.css';

/** The form element's id: the pinned footer's button submits it. */
const VIN_CLAIM_FORM_ID = 'vin-claim-form';

interface Values {
  vin: string;
  ownerName: string;
  /** Never typed: the place the photos' message is shown under. */
  pictures: string;
}

export interface VinClaimFormState {
  form: FormApi<Values>;
  photos: PhotoUploads;
  plate: PlateInputControl;
  /** The licence's plate's message: its own rule once a submit was tried, or the server's refusal of that plate. */
  plateError: string | null;
  submit: (event: FormEvent) => void;
}

/**
 * The claim's state, held by the page so its pinned footer can say when it is being sent. The VIN comes filled in
 * as the add form's refusal gave it and is checked as typed, its check digit too; 所有人 by the server's own rule;
 * the licence's plate is optional, a plate begun must be whole. Nothing of it is drafted on the phone: the licence is
 * personal data the server holds only while it reviews. Sent once; each refusal is shown next to what it concerns.
 */
export function useVinClaimForm(initialVin: string): VinClaimFormState {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [send] = useSubmitVinClaimMutation();
  const photos = usePhotoUpload(MAX_VIN_CLAIM_PICTURES);
  const [province] = useState(() => provinceForCity(readStored('locationCity')));
  const plate = usePlateInput({ province });
  const [tried, setTried] = useState(false);
  // A refusal of the plate concerns the plate it was given for: typing another clears it.
  const [plateRefusal, setPlateRefusal] = useState<{ plateNo: string; msg: string } | null>(null);
  const plateNo = plate.plateNo;
  const ownPlateError = licencePlateError(plateNo, plate.isComplete);
  const plateError = (tried ? ownPlateError : null) ?? (plateRefusal?.plateNo === plateNo ? plateRefusal.msg : null);

  const form = useForm<Values>({
    initial: { vin: normaliseVin(initialVin), ownerName: '', pictures: '' },
    validate: (v): FieldErrors<Values> => ({ vin: claimVinError(v.vin), ownerName: licenceOwnerError(v.ownerName) }),
    onSubmit: async (v, { setFieldError, setFormError }) => {
      if (ownPlateError) return;
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      if (photos.urls.length === 0) return setFieldError('pictures', '请上传行驶证照片');
      try {
        const claim = await send({
          vin: normaliseVin(v.vin), ownerName: v.ownerName.trim(), ...(plateNo ? { plateNo } : {}), licencePictures: photos.urls,
        }).unwrap();
        navigate(href(paths.vinClaim, { claimId: claim.claimId }), { replace: true });
      } catch (e) {
        const refusal = vinClaimRefusal(e);
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal?.kind === 'plate') setPlateRefusal({ plateNo, msg: refusal.msg });
        else if (refusal) setFormError(refusal.msg);
      }
    },
  });

  const submit = (event: FormEvent) => {
    // The plate is the plate input's, not the form's: its message shows with the others on a try.
    setTried(true);
    plate.close();
    form.submit(event);
  };
  return { form, photos, plate, plateError, submit };
}

/** The claim's fields: the licence's VIN, 所有人, its plate (optional) and its front page's photo. */
export function VinClaimForm({ state }: { state: VinClaimFormState }) {
  const { form, photos, plate, plateError } = state;
  return (
    <form id={VIN_CLAIM_FORM_ID} className={styles.stack} onSubmit={state.submit} noValidate aria-label="VIN认领">
      <p className={styles.weak}>该VIN码已被其他账号绑定。如确为您的车辆，请提交行驶证核实，通过后该VIN码将添加到您的账号，用于即插即充。</p>
      <CardList header={<h2 className={styles.listTitle}>行驶证信息</h2>}>
        <Field id={form.id('vin')} label="VIN码" error={form.errors.vin} hint="行驶证上的“车辆识别代号”，17位字母和数字">
          <Input id={form.id('vin')} value={form.values.vin} placeholder="请输入17位VIN码" autoComplete="off" autoCapitalize="characters"
            onChange={(vin) => form.set({ vin: normaliseVin(vin) })} onBlur={() => form.touch('vin')} disabled={form.pending} />
        </Field>
        <Field id={form.id('ownerName')} label="所有人" error={form.errors.ownerName} hint="与行驶证上的所有人一致">
          <Input id={form.id('ownerName')} value={form.values.ownerName} placeholder="请输入所有人" autoComplete="off"
            onChange={(ownerName) => form.set({ ownerName })} onBlur={() => form.touch('ownerName')} disabled={form.pending} />
        </Field>
        <List.Item>
          <p className={styles.label}>号牌号码（选填）</p>
          <PlateInput control={plate} showLargeCheckbox={false} />
          {plateError && (
            <p className={styles.error} role="alert">
              {plateError}
            </p>
          )}
        </List.Item>
        <List.Item>
          <p className={styles.label}>行驶证正页照片（最多{MAX_VIN_CLAIM_PICTURES}张）</p>
          <PhotoUpload uploads={photos} label="行驶证照片" disabled={form.pending} />
          {form.errors.pictures && (
            <p className={styles.error} role="alert">
              {form.errors.pictures}
            </p>
          )}
        </List.Item>
      </CardList>
      <p className={styles.weak}>
        行驶证照片仅用于核实车辆归属，审核结束后即删除；审核期间可在“我的数据”中查看。当前绑定该VIN码的账号会收到核实通知，但不会得知您的身份。
      </p>
      <FormError message={form.formError} />
    </form>
  );
}

/** The pinned footer: the claim's one button, in the first screen however long the form (docs/style.md). */
export function VinClaimSubmitBar({ pending }: { pending: boolean }) {
  return (
    <ActionBar>
      <ActionBarButton type="submit" form={VIN_CLAIM_FORM_ID} loading={pending} loadingText="提交中…">
        提交认领申请
      </ActionBarButton>
    </ActionBar>
  );
}
