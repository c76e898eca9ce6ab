import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useCreateBookOrderMutation } from '@/api/booking/spec';
import type { BookOrder } from '@/api/booking/types';
import type { PayChannel } from '@/lib/wire';
import { href, paths } from '@/lib/paths';
import { UNKNOWN } from '@/lib/schema';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useForm } from '@/ui/form';
import type { BookingChoice } from '../choice';
import { bookOrderPayKey, confirmDraftKey } from '../keys';
import { newRequestId } from '@/lib/requestId';

/** What the confirm page keeps for this choice: the key that makes one booking, and that booking once made. */
interface Draft {
  requestId: string;
  bookOrderId: string;
}

/**
 * 确认支付: makes the booking once (the draft's requestId goes with every send, so a double tap, a retry after a lost
 * answer or a reload gets the same booking), then pays it through the payment saga (one order in flight per
 * booking), which lands on the success page. A booking already paid goes there directly; one that lapsed unpaid
 * is said so and a new one may be made.
 */
export function useConfirmBooking(choice: BookingChoice, channel: PayChannel | null, shownCents: number) {
  const navigate = useNavigate();
  const [create] = useCreateBookOrderMutation();
  const form = useForm<Draft>({
    initial: { requestId: '', bookOrderId: '' },
    draftKey: confirmDraftKey(choice),
    onSubmit: async (v, { setFormError, clear }) => {
      if (channel === null) return;
      const requestId = v.requestId || newRequestId();
      // Kept before sending: a reply lost to a weak signal is asked for again with the same key.
      if (!v.requestId) form.set({ requestId });
      let order: BookOrder;
      try {
        order = await create({ ...choice, requestId }).unwrap();
      } catch (e) {
        setFormError(errorMessage(e));
        return;
      }
      const success = href(paths.bookingSuccess, { bookOrderId: order.bookOrderId });
      // A state the app does not know yet: the result page says so (未知) and links to the booking.
      if (order.state === 1 || order.state === 2 || order.state === 3 || order.state === UNKNOWN) {
        navigate(success, { replace: true });
        return;
      }
      if (order.state !== 0) {
        clear();
        setFormError(`${order.reason ?? '该预约已失效'}，请重新确认`);
        return;
      }
      form.set({ bookOrderId: order.bookOrderId });
      await action.start(
        { key: bookOrderPayKey(order.bookOrderId), kind: 'bookOrder', order: { bookOrderId: order.bookOrderId }, landing: success, channel },
        // The price the page showed: a booking priced otherwise is refused by the server before anything is charged.
        shownCents,
      );
    },
  });
  const action = usePayAction(form.values.bookOrderId ? bookOrderPayKey(form.values.bookOrderId) : null);
  const busy = form.pending || action.busy;
  const label = form.pending && !action.busy ? '正在提交…' : action.busy ? action.label : '确认支付';
  return { form, action, busy, label };
}
