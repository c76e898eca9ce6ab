import { useNavigate } from 'react-router-dom';
import { useSubmitChargingAppealMutation } from '@/api/cps/bills';
import { CHARGING_APPEAL_REASONS, MAX_APPEAL_DESCRIPTION, MAX_APPEAL_PICTURES, type ChargingBillDetail } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { AppealForm, useAppealForm, type AppealFormState } from '@/ui/AppealForm';
import { AppealBrief } from './AppealBrief';

export const COMPLAINT_FORM_ID = 'charging-bill-complaint';

/** The form's state for one bill: drafted per bill, sent once, then the appeal's progress in place of the form. */
export function useComplaint(orderNo: string) {
  const navigate = useNavigate();
  const [submit] = useSubmitChargingAppealMutation();
  return useAppealForm({
    reasons: CHARGING_APPEAL_REASONS,
    needsDescription: ['其他'],
    maxLength: MAX_APPEAL_DESCRIPTION,
    maxPhotos: MAX_APPEAL_PICTURES,
    draftKey: `chargingBillComplain:${orderNo}`,
    send: (appeal) => submit({ orderNo, ...appeal }).unwrap(),
    onSent: (result) => navigate(href(paths.chargingAppealDetail, { appealNo: result.appealNo }), { replace: true }),
  });
}

export type Complaint = AppealFormState<(typeof CHARGING_APPEAL_REASONS)[number]>;

export function ComplaintForm({ bill, complaint }: { bill: ChargingBillDetail; complaint: Complaint }) {
  return (
    <AppealForm id={COMPLAINT_FORM_ID} appeal={complaint} placeholder={'请描述您遇到的问题，\n如车机显示的充电量'}>
      <AppealBrief
        label="申诉的账单"
        title={bill.stationName}
        money={formatMoney(bill.paidCents)}
        detail={`${formatDateTime(bill.startTime)} · ${bill.deviceName} ${bill.gunName}`}
        aside={`${bill.kwh.toFixed(2)}度`}
      />
    </AppealForm>
  );
}
