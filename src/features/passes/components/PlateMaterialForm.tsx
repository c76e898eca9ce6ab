import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useSavePlateMaterialMutation } from '@/api/special/passes';
import type { PlateMaterial } from '@/api/special/types';
import { useForm, type FieldErrors } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { plateMaterialDraftKey } from '../keys';
import { fieldOfMessage } from './fieldOfMessage';
import { idCardError, MAX_LICENCE_PICTURES, ownerNameError, type MaterialsDraft } from './materials';
import { MaterialsFields } from './MaterialsFields';
import { CardList } from '@/ui/CardList';

export const PLATE_MATERIAL_FORM_ID = 'plate-material';

/**
 * One plate's driving licence, sent for review: the owner's name and ID number (the spec's messages) and the photos,
 * starting from what is on file (a rejected one is fixed, not retyped). Drafted per plate; sent once.
 */
export function usePlateMaterialForm(m: PlateMaterial, done: string) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [save] = useSavePlateMaterialMutation();
  const form = useForm<MaterialsDraft>({
    initial: { ownerName: m.ownerName ?? '', idCardNo: m.idCardNo ?? '', phone: '', pictures: m.licencePictures.join('\n') },
    draftKey: plateMaterialDraftKey(m.plateNo),
    validate: (v): FieldErrors<MaterialsDraft> => ({ ownerName: ownerNameError(v.ownerName), idCardNo: idCardError(v.idCardNo) }),
    onSubmit: async (v, { setFieldError, clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      if (photos.urls.length === 0) return setFieldError('pictures', '请上传行驶证照片');
      try {
        await save({ plateNo: m.plateNo, ownerName: v.ownerName.trim(), idCardNo: v.idCardNo, licencePictures: photos.urls }).unwrap();
        clear();
        ui.toast('已提交，请等待审核', 3000);
        navigate(done, { replace: true });
      } catch (e) {
        const f = fieldOfMessage(e);
        if (f && f.field !== 'startDate' && f.field !== 'plates') setFieldError(f.field, f.msg);
      }
    },
  });
  const photos = useDraftedPhotos(form, 'pictures', MAX_LICENCE_PICTURES);
  return { form, photos };
}

export function PlateMaterialForm({ state }: { state: ReturnType<typeof usePlateMaterialForm> }) {
  const { form, photos } = state;
  return (
    <form id={PLATE_MATERIAL_FORM_ID} onSubmit={form.submit} noValidate>
      <CardList>
        <MaterialsFields form={form} photos={photos} photoError={form.errors.pictures} withPhone={false} />
      </CardList>
    </form>
  );
}

export function PlateMaterialSubmit({ pending }: { pending: boolean }) {
  return (
    <Button block color="primary" shape="rounded" size="large" type="submit" form={PLATE_MATERIAL_FORM_ID} loading={pending} loadingText="提交中…">
      提交审核
    </Button>
  );
}
