import { Card, Form, List, TextArea } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitChargingAppealMutation } from '@/api/cps/bills';
import { MAX_APPEAL_DESCRIPTION, MAX_APPEAL_PICTURES, type ChargingBillDetail } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Field, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { usePhotoUpload } from '@/ui/PhotoUpload/usePhotoUpload';
import { asReason, validateComplaint } from './complaint';
import { ReasonField } from './ReasonField';
import './bills.css';

export const COMPLAINT_FORM_ID = 'charging-bill-complaint';

/** What the draft keeps (text only): the reason, the description and the picUrls of uploaded photos, one a line. */
interface Draft {
  reason: string;
  description: string;
  pictures: string;
}

/** The form's state for one bill: drafted per bill, sent once, then the appeal's progress in place of the form. */
export function useComplaint(orderNo: string) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [submit] = useSubmitChargingAppealMutation();
  const form = useForm<Draft>({
    initial: { reason: '', description: '', pictures: '' },
    draftKey: `chargingBillComplain:${orderNo}`,
    validate: (v) => validateComplaint(asReason(v.reason), v.description),
    onSubmit: async (v, { clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      const reason = asReason(v.reason);
      if (!reason) return;
      try {
        const result = await submit({ orderNo, reason, description: v.description.trim(), pictures: photos.urls }).unwrap();
        clear();
        ui.toast('申诉已提交，我们会尽快处理', 3000);
        navigate(href(paths.chargingAppealDetail, { appealNo: result.appealNo }), { replace: true });
      } catch {
        // The error catalogue told the driver why; the form keeps what they entered.
      }
    },
  });
  const photos = usePhotoUpload(MAX_APPEAL_PICTURES, form.values.pictures ? form.values.pictures.split('\n') : []);
  const kept = photos.urls.join('\n');
  const { set } = form;
  useEffect(() => {
    set({ pictures: kept });
  }, [kept, set]);
  return { form, photos };
}

export type Complaint = ReturnType<typeof useComplaint>;

/** Which bill this is about, so the driver knows before writing. */
function BillBrief({ bill }: { bill: ChargingBillDetail }) {
  return (
    <section aria-label="申诉的账单">
      <Card>
        <p className="cb-line">
          <span className="cb-title">{bill.stationName}</span>
          <span className="cb-money">{formatMoney(bill.paidCents)}</span>
        </p>
        <p className="cb-line cb-weak">
          <span>
            {formatDateTime(bill.startTime)} · {bill.deviceName} {bill.gunName}
          </span>
          <span>{bill.kwh.toFixed(2)}度</span>
        </p>
      </Card>
    </section>
  );
}

export function ComplaintForm({ bill, complaint }: { bill: ChargingBillDetail; complaint: Complaint }) {
  const { form, photos } = complaint;
  const count = [...form.values.description.trim()].length;
  return (
    <div className="cb-stack">
      <BillBrief bill={bill} />
      {/* A plain form: the pinned 提交申诉 in the page's footer points at it by id. */}
      <form id={COMPLAINT_FORM_ID} onSubmit={form.submit} noValidate>
        <List mode="card" className="cb-form">
          <Form.Item>
            <ReasonField
              id={form.id('reason')}
              value={asReason(form.values.reason)}
              onChange={(reason) => form.set({ reason })}
              error={form.errors.reason}
              disabled={form.pending}
            />
          </Form.Item>
          <Field
            id={form.id('description')}
            label={`问题描述${form.values.reason === '其他' ? '' : '（选填）'}`}
            error={form.errors.description}
            hint={
              <span className={`cb-counter${count > MAX_APPEAL_DESCRIPTION ? ' cb-counter--over' : ''}`}>
                {count}/{MAX_APPEAL_DESCRIPTION}
              </span>
            }
          >
            <TextArea
              id={form.id('description')}
              rows={5}
              value={form.values.description}
              placeholder={'请描述您遇到的问题，\n如车机显示的充电量'}
              onChange={(description) => {
                form.set({ description });
                // Length and emoji are told while typing; a missing description only after 提交.
                form.touch('description');
              }}
              disabled={form.pending}
            />
          </Field>
          <Form.Item>
            <p className="cb-photo-label">上传照片（选填，最多{MAX_APPEAL_PICTURES}张）</p>
            <PhotoUpload uploads={photos} disabled={form.pending} />
          </Form.Item>
        </List>
      </form>
    </div>
  );
}
