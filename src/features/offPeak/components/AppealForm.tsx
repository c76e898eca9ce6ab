import { Button, Form, TextArea } from 'antd-mobile';
import { useAppealDiffTimeViolationMutation } from '@/api/booking/offpeak';
import { Field, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { useDraftedPhotos } from '@/ui/PhotoUpload';
import { appealDraftKey } from '../keys';
import styles from './AppealForm.module.css';
import { CardList } from '@/ui/CardList';

const MIN_REASON = 5;
const MAX_REASON = 200;
const MAX_PHOTOS = 6;

interface Draft {
  reason: string;
  photos: string;
}

/** Appealing a violation once: the reason (5 to 200 characters) and proof photos; drafted per violation, so 暂不申诉 keeps what was typed. */
export function AppealForm({ violationNo, onDone, onClose }: { violationNo: string; onDone: () => void; onClose: () => void }) {
  const ui = useFeedback();
  const [appeal] = useAppealDiffTimeViolationMutation();
  const form = useForm<Draft>({
    initial: { reason: '', photos: '' },
    draftKey: appealDraftKey(violationNo),
    validate: (v) => {
      const n = [...v.reason.trim()].length;
      return { reason: n < MIN_REASON ? `请填写申诉理由（至少${MIN_REASON}个字）` : n > MAX_REASON ? `申诉理由不能超过${MAX_REASON}个字` : null };
    },
    onSubmit: async (v, { clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      try {
        await appeal({ violationNo, reason: v.reason.trim(), photos: photos.urls }).unwrap();
        clear();
        ui.toast('申诉已提交，处理期间无需缴费', 3000);
        onDone();
      } catch {
        // The error catalogue said why (closed, already appealed); what was typed stays.
      }
    },
  });
  const photos = useDraftedPhotos(form, 'photos', MAX_PHOTOS);
  const count = [...form.values.reason.trim()].length;
  return (
    <form onSubmit={form.submit} noValidate aria-label="提交申诉">
      <CardList header={<h2 className={styles.title}>提交申诉</h2>}>
        <Field id={form.id('reason')} label="申诉理由" error={form.errors.reason} hint={`${count}/${MAX_REASON}`}>
          <TextArea
            id={form.id('reason')}
            rows={4}
            value={form.values.reason}
            placeholder="请说明原因，如出入场时间记录有误"
            onChange={(reason) => form.set({ reason })}
            onBlur={() => form.touch('reason')}
            disabled={form.pending}
          />
        </Field>
        <Form.Item>
          <p className={styles.weak}>出入场凭证（选填，最多{MAX_PHOTOS}张）</p>
          <PhotoUpload uploads={photos} label="凭证照片" disabled={form.pending} />
        </Form.Item>
        <Form.Item>
          <div className={styles.actions}>
            <Button block color="primary" shape="rounded" type="submit" loading={form.pending} loadingText="提交中…">
              提交申诉
            </Button>
            <Button block shape="rounded" onClick={onClose} disabled={form.pending}>
              暂不申诉
            </Button>
          </div>
        </Form.Item>
      </CardList>
    </form>
  );
}
