import { Button, Form, Input } from 'antd-mobile';
import { useSubmitDisabledCertificationMutation } from '@/api/special/passes';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import type { DisabledCertification } from '@/api/special/types';
import { validateDisabilityCertNo } from '@/lib/validators';
import { ChoiceRadios, Field, useForm, type FieldErrors } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { DISABLED_CERT_DRAFT_KEY } from '../keys';
import { fieldOfMessage } from './fieldOfMessage';
import { ownerNameError } from './materials';
import styles from './DisabledCertForm.module.css';
import { CardList } from '@/ui/CardList';

export const CERT_FORM_ID = 'disabled-cert';
const MAX_PICTURES = 4;

interface CertDraft {
  certNo: string;
  name: string;
  plateNo: string;
  pictures: string;
}

/** 20 characters: the holder's ID number, the category (1-7) and the level (1-4). */
export function certNoError(certNo: string): string | null {
  if (!certNo) return '请输入残疾人证号';
  return validateDisabilityCertNo(certNo, Date.now());
}

/**
 * The certification form: the certificate number (第二代残疾人证), the holder's name, the vehicle it is for (one of
 * the bound plates) and the certificate's photos. A rejected one starts from what was sent. Sent once, reviewed by
 * the operator.
 */
export function useDisabledCertForm(cert: DisabledCertification, plates: BoundPlateItem[], onDone: () => void) {
  const ui = useFeedback();
  const [submit] = useSubmitDisabledCertificationMutation();
  const form = useForm<CertDraft>({
    initial: {
      certNo: cert.certNo ?? '', name: cert.name ?? '', plateNo: cert.plateNo ?? (plates.find((p) => p.isDefault === 1) ?? plates[0])?.plateNo ?? '',
      pictures: cert.pictures.join('\n'),
    },
    draftKey: DISABLED_CERT_DRAFT_KEY,
    validate: (v): FieldErrors<CertDraft> => ({
      certNo: certNoError(v.certNo),
      name: v.name.trim() ? ownerNameError(v.name) : '请输入持证人姓名',
      plateNo: v.plateNo ? null : '请选择认证车辆',
    }),
    onSubmit: async (v, { setFieldError, clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      if (photos.urls.length === 0) return setFieldError('pictures', '请上传残疾人证照片');
      try {
        await submit({ certNo: v.certNo, name: v.name.trim(), plateNo: v.plateNo, pictures: photos.urls }).unwrap();
        clear();
        ui.toast('已提交，请等待审核', 3000);
        onDone();
      } catch (e) {
        const f = fieldOfMessage(e);
        if (f?.field === 'ownerName') setFieldError('name', f.msg);
        else if (f?.field === 'plates') setFieldError('plateNo', f.msg);
        else if (f?.field === 'pictures') setFieldError('pictures', f.msg);
        else if (e && typeof e === 'object' && 'msg' in e && String(e.msg).includes('残疾人证号')) setFieldError('certNo', String(e.msg));
      }
    },
  });
  const photos = useDraftedPhotos(form, 'pictures', MAX_PICTURES);
  return { form, photos };
}

export function DisabledCertForm({ state, plates }: { state: ReturnType<typeof useDisabledCertForm>; plates: BoundPlateItem[] }) {
  const { form, photos } = state;
  return (
    <form id={CERT_FORM_ID} onSubmit={form.submit} noValidate>
      <CardList>
        <Field id={form.id('certNo')} label="残疾人证号" error={form.errors.certNo} hint="第二代残疾人证上的20位证号（身份证号加残疾类别和等级）">
          <Input id={form.id('certNo')} value={form.values.certNo} placeholder="请输入20位残疾人证号" autoComplete="off"
            onChange={(v) => form.set({ certNo: v.trim().toUpperCase() })} onBlur={() => form.touch('certNo')} disabled={form.pending} />
        </Field>
        <Field id={form.id('name')} label="持证人姓名" error={form.errors.name}>
          <Input id={form.id('name')} value={form.values.name} placeholder="请输入持证人姓名" onChange={(name) => form.set({ name })}
            onBlur={() => form.touch('name')} disabled={form.pending} />
        </Field>
        <Form.Item>
          <ChoiceRadios
            id={form.id('plateNo')}
            legend="认证车辆（优惠月卡仅适用于该车辆）"
            value={form.values.plateNo}
            onChange={(plateNo) => form.set({ plateNo })}
            error={form.errors.plateNo}
            disabled={form.pending}
            choices={plates.map((p) => ({ value: p.plateNo, label: <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} /> }))}
          />
        </Form.Item>
        <Form.Item>
          <p className={styles.photoLabel}>残疾人证照片（含照片页和类别等级页，最多{MAX_PICTURES}张）</p>
          <PhotoUpload uploads={photos} label="残疾人证照片" disabled={form.pending} />
          {form.errors.pictures && (
            <p className={styles.photoError} role="alert">
              {form.errors.pictures}
            </p>
          )}
        </Form.Item>
      </CardList>
    </form>
  );
}

export function CertSubmit({ pending }: { pending: boolean }) {
  return (
    <Button block color="primary" shape="rounded" size="large" type="submit" form={CERT_FORM_ID} loading={pending} loadingText="提交中…">
      提交认证
    </Button>
  );
}
