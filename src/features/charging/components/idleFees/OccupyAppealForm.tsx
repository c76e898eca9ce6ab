import { useNavigate } from 'react-router-dom';
import { useSubmitOccupyAppealMutation } from '@/api/cps/occupy';
import {
  MAX_OCCUPY_APPEAL_DESCRIPTION, MAX_OCCUPY_APPEAL_PICTURES, OCCUPY_APPEAL_REASONS, type OccupyBillDetail,
} from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, formatDuration } from '@/lib/time';
import { AppealForm, useAppealForm, type AppealFormState } from '@/ui/AppealForm';
import { AppealBrief } from '../bills/AppealBrief';
import styles from './OccupyAppealForm.module.css';

export const OCCUPY_APPEAL_FORM_ID = 'occupy-fee-appeal';

/** The form's state for one fee: drafted per fee, sent once, then the appeal's progress in place of the form. */
export function useOccupyAppeal(occupyOrderNo: string) {
  const navigate = useNavigate();
  const [submit] = useSubmitOccupyAppealMutation();
  return useAppealForm({
    reasons: OCCUPY_APPEAL_REASONS,
    needsDescription: ['其他'],
    maxLength: MAX_OCCUPY_APPEAL_DESCRIPTION,
    maxPhotos: MAX_OCCUPY_APPEAL_PICTURES,
    draftKey: `occupyAppeal:${occupyOrderNo}`,
    send: (appeal) => submit({ occupyOrderNo, ...appeal }).unwrap(),
    onSent: (result) => navigate(href(paths.occupyAppealDetail, { appealNo: result.appealNo }), { replace: true }),
  });
}

export type OccupyAppeal = AppealFormState<(typeof OCCUPY_APPEAL_REASONS)[number]>;

export function OccupyAppealForm({ fee, appeal }: { fee: OccupyBillDetail; appeal: OccupyAppeal }) {
  return (
    <AppealForm id={OCCUPY_APPEAL_FORM_ID} appeal={appeal} placeholder={'请描述您遇到的问题，\n如几点驶离、出口为何被堵'}>
      <AppealBrief
        label="申诉的占位费"
        title={fee.stationName}
        money={formatMoney(fee.feeCents)}
        detail={`${formatDateTime(fee.startTime)} 开始计费`}
        aside={formatDuration(fee.minutes)}
      />
      <p className={styles.note}>
        {fee.state === 1 ? '申诉处理期间无需支付这笔占位费，也不影响开始新的充电。' : '核实后，相应费用将原路退还。'}
      </p>
    </AppealForm>
  );
}
