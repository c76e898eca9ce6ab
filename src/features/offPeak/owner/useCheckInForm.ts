import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { useUserCheckInMutation } from '@/api/booking/owner';
import { BERTH_APPLY_PHOTOS } from '@/api/booking/owner.types';
import { href, paths } from '@/lib/paths';
import { normalisePhone, validatePhone } from '@/lib/validators';
import { useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { CHECK_IN_DRAFT_KEY } from '../keys';

const BERTH_NO = /^[A-Za-z0-9-]{1,12}$/;

interface Draft {
  parkId: string;
  berthNo: string;
  /** picUrls of uploaded proof photos, one a line. */
  photos: string;
  phone: string;
}

export function validateBerthNo(berthNo: string): string | null {
  const b = berthNo.trim();
  if (!b) return '请填写车位编号';
  return BERTH_NO.test(b) ? null : '车位编号只能包含字母、数字和“-”，最多12位';
}

/**
 * An owner's application to share a space: the lot, the berth number as painted on the ground, proof photos
 * (property or lease papers) and a contact phone (the signed-in one unless typed). Drafted, so a reload or a detour
 * keeps it; sent once; then the review's result page.
 */
export function useCheckInForm(parkId: string | null) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [checkIn] = useUserCheckInMutation();
  const form = useForm<Draft>({
    initial: { parkId: parkId ?? '', berthNo: '', photos: '', phone: '' },
    draftKey: CHECK_IN_DRAFT_KEY,
    validate: (v) => ({
      parkId: v.parkId ? null : '请选择停车场',
      berthNo: validateBerthNo(v.berthNo),
      phone: validatePhone(v.phone.trim()),
    }),
    onSubmit: async (v, { setFieldError, clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      if (photos.urls.length < BERTH_APPLY_PHOTOS.min) return setFieldError('photos', '请上传车位产权或租赁证明照片');
      try {
        const a = await checkIn({ parkId: v.parkId, berthNo: v.berthNo.trim().toUpperCase(), photos: photos.urls, phone: normalisePhone(v.phone.trim()) }).unwrap();
        clear();
        navigate(href(paths.userApplyResult, { applyNo: a.applyNo }), { replace: true });
      } catch {
        // The error catalogue said why (taken, pending, lot not shareable); what was typed stays.
      }
    },
  });
  const photos = useDraftedPhotos(form, 'photos', BERTH_APPLY_PHOTOS.max);
  const { set } = form;

  // The phone the driver signed in with, unless they typed one.
  const login = useLoginInfoQuery();
  const filled = useRef(false);
  const signedIn = login.data?.phone;
  useEffect(() => {
    if (filled.current || !signedIn) return;
    filled.current = true;
    if (!form.values.phone) set({ phone: signedIn });
  }, [signedIn, form.values.phone, set]);

  // A lot named in the address (a 重新申请 from a rejected application) is chosen.
  useEffect(() => {
    if (parkId) set({ parkId });
  }, [parkId, set]);

  return { form, photos };
}

export type CheckInState = ReturnType<typeof useCheckInForm>;
