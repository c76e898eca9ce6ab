import { useNavigate } from 'react-router-dom';
import { useEditBagApplicationMutation } from '@/api/special/passes';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import type { BagApplicationDetail, BagMaterials, BagRule, EditBagApplicationBody } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { useForm, type FieldErrors } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { editDraftKey } from '../keys';
import { platesAllowed, useBagVehicle } from '../usePlateLimit';
import { fieldOfMessage } from './fieldOfMessage';
import { MAX_LICENCE_PICTURES, validateMaterials, type MaterialsDraft } from './materials';
import { validateStartDate } from './StartDateField';
import { plateList, platesError } from './useApplyForm';

export interface EditDraft extends MaterialsDraft {
  ruleId: string;
  startDate: string;
  plates: string;
}

function fromApplication(a: BagApplicationDetail): EditDraft {
  const m = a.materials;
  return {
    ruleId: a.ruleId, startDate: a.startDate, plates: a.plates.join(','),
    ownerName: m?.ownerName ?? '', idCardNo: m?.idCardNo ?? '', phone: m?.phone ?? '', pictures: (m?.licencePictures ?? []).join('\n'),
  };
}

/** Only what the driver changed goes to the server (PUT takes any subset): what was right is neither retyped nor resent. */
export function changesOf(a: BagApplicationDetail, v: EditDraft, pictures: string[], withMaterials: boolean): Omit<EditBagApplicationBody, 'applicationId'> {
  const was = fromApplication(a);
  const body: Omit<EditBagApplicationBody, 'applicationId'> = {};
  if (v.ruleId !== was.ruleId) body.ruleId = v.ruleId;
  if (v.startDate !== was.startDate) body.startDate = v.startDate;
  if (v.plates !== was.plates) body.plates = plateList(v.plates);
  if (withMaterials) {
    const m: Partial<BagMaterials> = {};
    if (v.ownerName.trim() !== was.ownerName) m.ownerName = v.ownerName.trim();
    if (v.idCardNo !== was.idCardNo) m.idCardNo = v.idCardNo;
    if (v.phone !== was.phone) m.phone = v.phone;
    if (pictures.join('\n') !== was.pictures) m.licencePictures = pictures;
    // No materials on file yet (the rule changed to one that needs them): all of them.
    if (!a.materials) Object.assign(m, { ownerName: v.ownerName.trim(), idCardNo: v.idCardNo, phone: v.phone, licencePictures: pictures });
    if (Object.keys(m).length) body.materials = m;
  }
  return body;
}

/**
 * Fixing a rejected application in place: the form starts from what was submitted (drafted per application, so a
 * reload keeps the fixes), checks it as the apply form does, and sends only what changed.
 */
export function useEditForm(a: BagApplicationDetail, rules: BagRule[], bound: readonly BoundPlateItem[]) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [edit] = useEditBagApplicationMutation();
  const bagVehicle = useBagVehicle();
  const form = useForm<EditDraft>({
    initial: fromApplication(a),
    draftKey: editDraftKey(a.applicationId),
    validate: (v): FieldErrors<EditDraft> => {
      const r = rules.find((x) => x.ruleId === v.ruleId);
      if (!r) return { ruleId: '请选择月卡类型' };
      return {
        startDate: validateStartDate(v.startDate),
        plates: platesError(plateList(v.plates), r, platesAllowed(r.maxPlates, bagVehicle), bound),
        ...(r.needMaterials ? validateMaterials(v) : {}),
      };
    },
    onSubmit: async (v, { setFieldError, clear }) => {
      const r = rules.find((x) => x.ruleId === v.ruleId);
      const withMaterials = r?.needMaterials === 1;
      if (withMaterials) {
        if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
        if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
        if (photos.urls.length === 0) return setFieldError('pictures', '请上传行驶证照片');
      }
      try {
        await edit({ applicationId: a.applicationId, ...changesOf(a, v, photos.urls, withMaterials) }).unwrap();
        clear();
        ui.toast('已重新提交，请等待停车场审核', 3000);
        navigate(href(paths.mounthlyDetail, { applicationId: a.applicationId }), { replace: true });
      } catch (e) {
        const f = fieldOfMessage(e);
        if (f) setFieldError(f.field, f.msg);
      }
    },
  });
  const photos = useDraftedPhotos(form, 'pictures', MAX_LICENCE_PICTURES);
  const rule = rules.find((x) => x.ruleId === form.values.ruleId);
  return { form, photos, rule, limit: rule ? platesAllowed(rule.maxPlates, bagVehicle) : 1 };
}

export type EditFormState = ReturnType<typeof useEditForm>;
