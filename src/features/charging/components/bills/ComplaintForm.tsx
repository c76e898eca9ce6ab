import { useNavigate } from 'react-router-dom';
import { useSubmitChargingAppealMutation } from '@/api/cps/bills';
import { driverDisputesApi } from '@/api/driver/disputes';
import { CHARGING_APPEAL_REASONS, MAX_APPEAL_DESCRIPTION, MAX_APPEAL_PICTURES, type ChargingBillDetail } from '@/api/cps/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { AppealForm, useAppealForm, type AppealFormState } from '@/ui/AppealForm';
import { useAppDispatch } from '@/ui/hooks';
import { AppealBrief } from './AppealBrief';
import styles from './ComplaintForm.module.css';

export const COMPLAINT_FORM_ID = 'charging-bill-complaint';

/**
 * The form's state for one bill: drafted per bill, sent once, then the appeal's progress in place of the form. A
 * complaint about an unpaid bill (`unpaid`) lands on its dispute instead, where the bill is shown set aside and the
 * operator's needs are asked; either way the driver's disputes (another service's, the start page's) are stale.
 */
export function useComplaint(orderNo: string, unpaid: boolean) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [submit] = useSubmitChargingAppealMutation();
  return useAppealForm({
    reasons: CHARGING_APPEAL_REASONS,
    needsDescription: ['其他'],
    maxLength: MAX_APPEAL_DESCRIPTION,
    maxPhotos: MAX_APPEAL_PICTURES,
    draftKey: `chargingBillComplain:${orderNo}`,
    send: async (appeal) => {
      const result = await submit({ orderNo, ...appeal }).unwrap();
      dispatch(driverDisputesApi.util.invalidateTags(['Dispute']));
      return result;
    },
    onSent: ({ appealNo }) =>
      navigate(unpaid ? href(paths.disputeDetail, { disputeId: appealNo }) : href(paths.chargingAppealDetail, { appealNo }), { replace: true }),
  });
}

export type Complaint = AppealFormState<(typeof CHARGING_APPEAL_REASONS)[number]>;

export function ComplaintForm({ bill, complaint }: { bill: ChargingBillDetail; complaint: Complaint }) {
  const unpaid = bill.orderState === 2;
  return (
    <AppealForm id={COMPLAINT_FORM_ID} appeal={complaint} placeholder={'请描述您遇到的问题，\n如车机显示的充电量'}>
      <AppealBrief
        label="申诉的账单"
        title={bill.stationName}
        money={formatMoney(unpaid ? bill.dueCents : bill.paidCents)}
        detail={`${formatDateTime(bill.startTime)} · ${bill.deviceName} ${bill.gunName}`}
        aside={`${bill.kwh.toFixed(2)}度`}
      />
      {unpaid && <p className={styles.note}>申诉处理期间无需支付这笔账单，也不影响在其他充电桩开始充电；处理完成后，按处理结果支付剩余费用。</p>}
    </AppealForm>
  );
}
