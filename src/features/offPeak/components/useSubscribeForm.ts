import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useCreateDiffTimeSubscriptionMutation } from '@/api/booking/offpeak';
import type { BookingPlate } from '@/api/booking/types';
import type { DiffTimeParkInfo } from '@/api/booking/offpeak.types';
import { href, paths } from '@/lib/paths';
import { useForm } from '@/ui/form';
import { subscribeDraftKey } from '../keys';
import { newRequestId } from '@/lib/requestId';

interface Draft {
  plateNo: string;
  date: string;
  requestId: string;
}

/**
 * Booking one off-peak window: the plate and the date (a slot on sale with places left); sent once with the
 * draft's requestId, then the pay page of the unpaid order. Drafted per lot; `date` from the address preselects.
 */
export function useSubscribeForm(lot: DiffTimeParkInfo, plates: BookingPlate[], date: string | null) {
  const navigate = useNavigate();
  const [create] = useCreateDiffTimeSubscriptionMutation();
  const open = lot.slots.filter((s) => s.leftNum > 0);
  const form = useForm<Draft>({
    initial: { plateNo: plates.find((p) => p.isDefault)?.plateNo ?? plates[0]?.plateNo ?? '', date: date ?? open[0]?.date ?? '', requestId: '' },
    draftKey: subscribeDraftKey(lot.parkId),
    validate: (v) => ({
      plateNo: plates.some((p) => p.plateNo === v.plateNo) ? null : '请选择车辆',
      date: open.some((s) => s.date === v.date) ? null : '请选择可预约的日期',
    }),
    onSubmit: async (v, { setFormError, clear }) => {
      const requestId = v.requestId || newRequestId();
      if (!v.requestId) form.set({ requestId });
      try {
        const order = await create({ parkId: lot.parkId, plateNo: v.plateNo, date: v.date, requestId }).unwrap();
        clear();
        navigate(
          order.status === 'unpaid' ? href(paths.wrongTimeSubscribePay, { subscribeNo: order.subscribeNo }) : href(paths.wrongTimeSubscribeDetail, { subscribeNo: order.subscribeNo }),
          { replace: true },
        );
      } catch (e) {
        setFormError(errorMessage(e));
      }
    },
  });
  return form;
}
