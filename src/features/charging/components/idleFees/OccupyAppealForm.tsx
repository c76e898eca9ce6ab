import { Card, Form, List, TextArea } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitOccupyAppealMutation } from '@/api/cps/occupy';
import {
  MAX_OCCUPY_APPEAL_DESCRIPTION, MAX_OCCUPY_APPEAL_PICTURES, OCCUPY_APPEAL_REASONS, type OccupyBillDetail,
} from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, formatDuration } from '@/lib/time';
import { Field, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { usePhotoUpload } from '@/ui/PhotoUpload/usePhotoUpload';
import { ReasonField } from '../bills/ReasonField';
import { asOccupyReason, validateOccupyAppeal } from './occupyAppeal';
import '../bills/bills.css';

export const OCCUPY_APPEAL_FORM_ID = 'occupy-fee-appeal';

/** What the draft keeps (text only): the reason, the description and the picUrls of uploaded photos, one a line. */
interface Draft {
  reason: string;
  description: string;
  pictures: string;
}

/** The form's state for one fee: drafted per fee, sent once, then the appeal's progress in place of the form. */
export function useOccupyAppeal(occupyOrderNo: string) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [submit] = useSubmitOccupyAppealMutation();
  const form = useForm<Draft>({
    initial: { reason: '', description: '', pictures: '' },
    draftKey: `occupyAppeal:${occupyOrderNo}`,
    validate: (v) => validateOccupyAppeal(asOccupyReason(v.reason), v.description),
    onSubmit: async (v, { clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      const reason = asOccupyReason(v.reason);
      if (!reason) return;
      try {
        const result = await submit({ occupyOrderNo, reason, description: v.description.trim(), pictures: photos.urls }).unwrap();
        clear();
        ui.toast('申诉已提交，我们会尽快处理', 3000);
        navigate(href(paths.occupyAppealDetail, { appealNo: result.appealNo }), { replace: true });
      } catch {
        // The error catalogue told the driver why; the form keeps what they entered.
      }
    },
  });
  const photos = usePhotoUpload(MAX_OCCUPY_APPEAL_PICTURES, form.values.pictures ? form.values.pictures.split('\n') : []);
  const kept = photos.urls.join('\n');
  const { set } = form;
  useEffect(() => {
    set({ pictures: kept });
  }, [kept, set]);
  return { form, photos };
}

export type OccupyAppeal = ReturnType<typeof useOccupyAppeal>;

/** Which fee this is about, so the driver knows before writing. */
function FeeBrief({ fee }: { fee: OccupyBillDetail }) {
  return (
    <section aria-label="申诉的占位费">
      <Card>
        <p className="cb-line">
          <span className="cb-title">{fee.stationName}</span>
          <span className="cb-money">{formatMoney(fee.feeCents)}</span>
        </p>
        <p className="cb-line cb-weak">
          <span>{formatDateTime(fee.startTime)} 开始计费</span>
          <span>{formatDuration(fee.minutes)}</span>
        </p>
      </Card>
    </section>
  );
}

export function OccupyAppealForm({ fee, appeal }: { fee: OccupyBillDetail; appeal: OccupyAppeal }) {
  const { form, photos } = appeal;
  const count = [...form.values.description.trim()].length;
  return (
    <div className="cb-stack">
      <FeeBrief fee={fee} />
      <p className="cb-note">
        {fee.state === 1 ? '申诉处理期间无需支付这笔占位费，也不影响开始新的充电。' : '核实后，相应费用将原路退还。'}
      </p>
      {/* A plain form: the pinned 提交申诉 in the page's footer points at it by id. */}
      <form id={OCCUPY_APPEAL_FORM_ID} onSubmit={form.submit} noValidate>
        <List mode="card" className="cb-form">
          <Form.Item>
            <ReasonField
              id={form.id('reason')}
              reasons={OCCUPY_APPEAL_REASONS}
              value={asOccupyReason(form.values.reason)}
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
              <span className={`cb-counter${count > MAX_OCCUPY_APPEAL_DESCRIPTION ? ' cb-counter--over' : ''}`}>
                {count}/{MAX_OCCUPY_APPEAL_DESCRIPTION}
              </span>
            }
          >
            <TextArea
              id={form.id('description')}
              rows={5}
              value={form.values.description}
              placeholder={'请描述您遇到的问题，\n如几点驶离、出口为何被堵'}
              onChange={(description) => {
                form.set({ description });
                // Length and emoji are told while typing; a missing description only after 提交.
                form.touch('description');
              }}
              disabled={form.pending}
            />
          </Field>
          <Form.Item>
            <p className="cb-photo-label">上传照片（选填，最多{MAX_OCCUPY_APPEAL_PICTURES}张）</p>
            <PhotoUpload uploads={photos} disabled={form.pending} />
          </Form.Item>
        </List>
      </form>
    </div>
  );
}
