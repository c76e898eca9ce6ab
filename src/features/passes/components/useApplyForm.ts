import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { useSubmitBagApplicationMutation } from '@/api/special/passes';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import type { BagApplicationBody, BagRule } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { useForm, type FieldErrors } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { applyDraftKey } from '../keys';
import { beijingDay } from '../passText';
import { newRequestId } from '@/lib/requestId';
import { isNoticeAccepted, setNoticeAccepted } from '../storage';
import { usePlateLimit } from '../usePlateLimit';
import { fieldOfMessage } from './fieldOfMessage';
import { EMPTY_MATERIALS, MAX_LICENCE_PICTURES, validateMaterials, type MaterialsDraft } from './materials';
import { validateStartDate } from './StartDateField';

/** What the draft keeps (plain values only: plates comma-joined, photos' picUrls one a line). */
export interface ApplyDraft extends MaterialsDraft {
  startDate: string;
  plates: string;
  agreed: boolean;
  /** This form's key for the server: a double tap, a retry or a reload makes one application. */
  requestId: string;
}

export function plateList(draft: string): string[] {
  return draft ? draft.split(',').filter(Boolean) : [];
}

/** The plates' message for this rule, or null. */
export function platesError(chosen: string[], rule: BagRule, limit: number, bound: readonly BoundPlateItem[]): string | null {
  if (chosen.length === 0) return '请选择车辆';
  if (chosen.length > limit) return `该月卡最多绑定${limit}辆车`;
  const colourOf = new Map(bound.map((p) => [p.plateNo, p.plateColor]));
  const wrong = chosen.find((p) => {
    const c = colourOf.get(p);
    return c !== undefined && !rule.plateColors.includes(c);
  });
  return wrong ? '所选车辆不符合该月卡的车型要求' : null;
}

/**
 * The application form of one lot (drafted per lot: what was typed survives a reload, a detour to login and to
 * 添加车辆), for the rule the URL names. Submitted once: the draft's requestId goes with every send, and the form
 * never sends twice at once. On success the draft is forgotten and the driver sees /submitSuccess.
 */
export function useApplyForm(parkId: string, rule: BagRule, bound: readonly BoundPlateItem[]) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [submit] = useSubmitBagApplicationMutation();
  const limit = usePlateLimit(rule.maxPlates);
  const needMaterials = rule.needMaterials === 1;

  const form = useForm<ApplyDraft>({
    initial: { startDate: beijingDay(), plates: '', agreed: isNoticeAccepted(rule.ruleId), requestId: '', ...EMPTY_MATERIALS },
    draftKey: applyDraftKey(parkId),
    validate: (v): FieldErrors<ApplyDraft> => ({
      startDate: validateStartDate(v.startDate),
      plates: platesError(plateList(v.plates), rule, limit, bound),
      agreed: v.agreed ? null : '请先阅读并同意《月卡办理须知》',
      ...(needMaterials ? validateMaterials(v) : {}),
    }),
    onSubmit: async (v, { setFieldError, clear }) => {
      if (needMaterials) {
        if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
        if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
        if (photos.urls.length === 0) return setFieldError('pictures', '请上传行驶证照片');
      }
      const requestId = v.requestId || newRequestId();
      // Kept before sending: a reply lost to a weak signal is asked for again with the same key.
      if (!v.requestId) form.set({ requestId });
      const body: BagApplicationBody = {
        ruleId: rule.ruleId,
        startDate: v.startDate,
        plates: plateList(v.plates),
        requestId,
        ...(needMaterials ? { materials: { ownerName: v.ownerName.trim(), idCardNo: v.idCardNo, phone: v.phone, licencePictures: photos.urls } } : {}),
      };
      try {
        const created = await submit(body).unwrap();
        clear();
        navigate(href(paths.submitSuccess, { applicationId: created.applicationId }), { replace: true });
      } catch (e) {
        // The error catalogue has said why; a refusal about one field is shown under it as well.
        const f = fieldOfMessage(e);
        if (f) setFieldError(f.field, f.msg);
      }
    },
  });
  const photos = useDraftedPhotos(form, 'pictures', MAX_LICENCE_PICTURES);
  const { set } = form;

  // The notice is per rule: a rule chosen (or come back to) reads whether its notice was accepted.
  useEffect(() => {
    set({ agreed: isNoticeAccepted(rule.ruleId) });
  }, [rule.ruleId, set]);

  // The phone the driver signed in with, unless they typed one.
  const login = useLoginInfoQuery();
  const phoneFilled = useRef(false);
  const signedInPhone = login.data?.phone;
  useEffect(() => {
    if (phoneFilled.current || !signedInPhone) return;
    phoneFilled.current = true;
    if (!form.values.phone) set({ phone: signedInPhone });
  }, [signedInPhone, form.values.phone, set]);

  const agree = (on: boolean) => {
    setNoticeAccepted(rule.ruleId, on);
    set({ agreed: on });
  };

  return { form, photos, limit, agree };
}

export type ApplyFormState = ReturnType<typeof useApplyForm>;
