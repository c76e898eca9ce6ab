import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginInfoQuery } from '@/api/auth';
import { useSubmitServiceRequestMutation } from '@/api/basic/service';
import { SERVICE_MAX_PICTURES, type ServiceKind } from '@/api/basic/service.types';
import { href, paths } from '@/lib/paths';
import { useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { newRequestId, validateService, type ServiceDraft } from './serviceRules';

export interface ServiceFormOptions {
  kind: ServiceKind;
  /** The bill or booking it is about (its own draft per bill). */
  billId?: string;
  plateNo?: string;
  /** What the form starts with when there is no draft (the catalogue's message). */
  description?: string;
  category?: string;
}

/** One request's form: drafted per kind and bill, sent once (one requestId per draft), then its detail. */
export function useServiceForm({ kind, billId, plateNo, description = '', category = '' }: ServiceFormOptions) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [submit] = useSubmitServiceRequestMutation();
  const login = useLoginInfoQuery();
  const form = useForm<ServiceDraft>({
    initial: { requestId: newRequestId(), category, description, contactPhone: '', pictures: '' },
    draftKey: `customerService:${kind}:${billId ?? ''}:${plateNo ?? ''}`,
    validate: (v) => validateService(kind, v),
    onSubmit: async (v, { clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      try {
        const result = await submit({
          requestId: v.requestId, kind, category: v.category, description: v.description.trim(), pictures: photos.urls,
          contactPhone: v.contactPhone.trim(), ...(billId ? { billId } : {}), ...(plateNo ? { plateNo } : {}),
        }).unwrap();
        clear();
        ui.toast('提交成功，我们会尽快回复', 3000);
        navigate(href(paths.customerServiceFeedDetail, { requestNo: result.requestNo }), { replace: true });
      } catch {
        // The error catalogue told the driver why; the form keeps what they entered.
      }
    },
  });
  const photos = useDraftedPhotos(form, 'pictures', SERVICE_MAX_PICTURES);
  const { set } = form;
  // The driver's own number, once known, unless the draft has one; once only, so a cleared field stays cleared
  // and a sent form is not drafted again.
  const phone = login.data?.phone;
  const prefilled = useRef(form.values.contactPhone !== '');
  useEffect(() => {
    if (!phone || prefilled.current) return;
    prefilled.current = true;
    set({ contactPhone: phone });
  }, [phone, set]);
  return { form, photos };
}

export type ServiceFormState = ReturnType<typeof useServiceForm>;
