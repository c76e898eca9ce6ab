import { Button, Form, TextArea } from 'antd-mobile';
import { useReportChargerMutation } from '@/api/cps/chargerAccess';
import {
  BLOCKED_REASONS, CHARGER_REPORT_REASONS, MAX_REPORT_NOTE, MAX_REPORT_PICTURES, type ChargerReportBody, type ChargerReportKind, type ChargerReportReason,
  type ChargerReportResult,
} from '@/api/cps/chargerAccess.types';
import { hasDirectionOverride, hasEmoji } from '@/lib/validators';
import { CardList } from '@/ui/CardList';
import { CheckField, Field, FieldError, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { PhotoUpload, useDraftedPhotos } from '@/ui/PhotoUpload';
import styles from './ReportForm.module.css';

const REASONS = Object.keys(CHARGER_REPORT_REASONS) as ChargerReportReason[];
/** The reasons each kind of report offers: 燃油车占位 only the two about the bay. */
const REASONS_OF: Record<ChargerReportKind, readonly ChargerReportReason[]> = { broken: REASONS, blocked: BLOCKED_REASONS };

/** The draft keeps the ticked reasons one a line, the note, and the uploaded photo's picUrl. */
interface Draft {
  reasons: string;
  note: string;
  pictures: string;
}

const ticked = (d: Draft): ChargerReportReason[] => REASONS.filter((r) => d.reasons.split('\n').includes(r));

/** The rules the server holds too: a reason at least; a note for 其他; at most MAX_REPORT_NOTE characters of text. */
export function reportErrors(d: Draft): Partial<Record<keyof Draft, string>> {
  const reasons = ticked(d);
  const note = d.note.trim();
  return {
    ...(reasons.length === 0 ? { reasons: '请选择遇到的问题（可多选）' } : {}),
    ...(reasons.includes('other') && !note
      ? { note: '选择“其他”时请说明遇到的问题' }
      : [...note].length > MAX_REPORT_NOTE
        ? { note: `说明不能超过${MAX_REPORT_NOTE}个字` }
        : hasEmoji(note) || hasDirectionOverride(note)
          ? { note: '说明请只用文字，不能包含表情符号或不可见的控制字符' }
          : {}),
  };
}

export type ReportTarget = Pick<ChargerReportBody, 'stationId' | 'pileCode' | 'gunNo' | 'orderNo'>;

/**
 * 无法充电: what is wrong (real checkboxes, several may be true at once), a note (required for 其他), an optional
 * photo, sent once however often 提交 is tapped. Drafted per pile and gun, so a reload keeps what was entered.
 */
export function ReportForm({ target, onSent, kind = 'broken' }: { target: ReportTarget; onSent: (result: ChargerReportResult) => void; kind?: ChargerReportKind }) {
  const ui = useFeedback();
  const offered = REASONS_OF[kind];
  const [report] = useReportChargerMutation();
  const form = useForm<Draft>({
    initial: { reasons: '', note: '', pictures: '' },
    draftKey: `chargerReport:${kind === 'blocked' ? 'blocked:' : ''}${target.pileCode}:${target.gunNo ?? ''}`,
    validate: reportErrors,
    onSubmit: async (d, { clear }): Promise<void> => {
      const unsettled: string | null = photos.uploading ? '照片上传中，请稍候再提交' : photos.failed ? '照片上传失败，请重新上传或删除' : null;
      if (unsettled) {
        ui.toast(unsettled, 3000);
        return;
      }
      let result: ChargerReportResult;
      try {
        result = await report({ ...target, reasons: ticked(d).filter((r) => offered.includes(r)), note: d.note.trim(), pictures: photos.urls, ...(kind === 'blocked' ? { kind } : {}) }).unwrap();
      } catch {
        // The error catalogue said why; what was entered stays.
        return;
      }
      clear();
      onSent(result);
    },
  });
  const photos = useDraftedPhotos(form, 'pictures', MAX_REPORT_PICTURES);
  const chosen = ticked(form.values);
  const toggle = (r: ChargerReportReason, on: boolean) => {
    form.set({ reasons: (on ? [...chosen, r] : chosen.filter((x) => x !== r)).join('\n') });
    form.touch('reasons');
  };
  const reasonsId = form.id('reasons');
  const count = [...form.values.note.trim()].length;
  const noteNeeded = chosen.includes('other');
  return (
    <form onSubmit={form.submit} noValidate aria-label={kind === 'blocked' ? '报告车位被占' : '报告故障'}>
      <CardList>
        <Form.Item>
          <fieldset className={styles.fieldset} aria-describedby={form.errors.reasons ? `${reasonsId}-error` : undefined}>
            <legend className={styles.legend}>遇到的问题（可多选）</legend>
            {offered.map((r, i) => (
              <CheckField key={r} id={i === 0 ? reasonsId : `${reasonsId}-${r}`} row checked={chosen.includes(r)} onChange={(on) => toggle(r, on)}>
                {CHARGER_REPORT_REASONS[r]}
              </CheckField>
            ))}
            {form.errors.reasons && <FieldError id={`${reasonsId}-error`}>{form.errors.reasons}</FieldError>}
          </fieldset>
        </Form.Item>
        <Field id={form.id('note')} label={noteNeeded ? '问题说明' : '问题说明（选填）'} error={form.errors.note} hint={`${count}/${MAX_REPORT_NOTE}`}>
          <TextArea
            id={form.id('note')}
            rows={3}
            value={form.values.note}
            placeholder={kind === 'blocked' ? '如：哪一个车位、占用了多久' : '如：屏幕显示的故障码、哪一把枪'}
            onChange={(note) => {
              form.set({ note });
              form.touch('note');
            }}
            disabled={form.pending}
          />
        </Field>
        <Form.Item>
          <p className={styles.weak}>现场照片（选填，最多{MAX_REPORT_PICTURES}张）</p>
          <PhotoUpload uploads={photos} label="现场照片" disabled={form.pending} />
        </Form.Item>
        <Form.Item>
          <Button block color="primary" shape="rounded" size="large" type="submit" loading={form.pending} loadingText="提交中…">
            提交报告
          </Button>
        </Form.Item>
      </CardList>
    </form>
  );
}
