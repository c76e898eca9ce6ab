import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/apiError';
import { useCreateMerchantPurchaseMutation } from '@/api/coupon/merchant';
import type { MerchantCouponType, MerchantPurchase } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useChannels } from '@/payment/ui/useChannels';
import { useForm } from '@/ui/form';
import { buyDraftKey, purchasePayKey } from '../keys';
import { newRequestId } from '@/lib/requestId';

interface Draft {
  quantity: string;
  /** Made when 确认支付 is first tapped; kept (with the draft) so a retry or a reload makes the same order. */
  requestId: string;
  purchaseId: string;
}

export function quantityError(raw: string, t: MerchantCouponType): string | null {
  if (raw === '') return '请输入购买数量';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < t.minQuantity || n > t.maxQuantity) return `每单可购买${t.minQuantity}～${t.maxQuantity}张`;
  return null;
}

/**
 * 确认支付: makes the order once (one requestId per quantity: changing the quantity makes a new one), then pays it
 * through the payment saga, which lands on /buyCouponsReslut. The server decides the price and the limits; the
 * total shown is the type's price times the quantity, what the server will charge.
 */
export function useBuyCoupons(merchantId: string, t: MerchantCouponType, parkId: string) {
  const navigate = useNavigate();
  const [create] = useCreateMerchantPurchaseMutation();
  const form = useForm<Draft>({
    initial: { quantity: String(Math.max(t.minQuantity, Math.min(10, t.maxQuantity))), requestId: '', purchaseId: '' },
    draftKey: buyDraftKey(merchantId, t.typeId),
    validate: (v) => ({ quantity: quantityError(v.quantity, t) }),
    showErrors: 'change',
    onSubmit: async (v, { setFormError, setFieldError }) => {
      const channel = channels.channel;
      if (channel === null) return;
      const requestId = v.requestId || newRequestId();
      if (!v.requestId) form.set({ requestId });
      let order: MerchantPurchase;
      try {
        order = await create({ merchantId, typeId: t.typeId, quantity: Number(v.quantity), requestId }).unwrap();
      } catch (e) {
        const msg = errorMessage(e);
        if (msg.includes('每单可购买')) setFieldError('quantity', msg);
        else setFormError(msg);
        return;
      }
      const landing = href(paths.buyCouponsReslut, { merchantId, purchaseId: order.purchaseId });
      if (order.state === 'paid') {
        navigate(landing, { replace: true });
        return;
      }
      if (order.state === 'closed') {
        form.set({ requestId: '', purchaseId: '' });
        setFormError('该订单已关闭，请重新确认后支付');
        return;
      }
      form.set({ purchaseId: order.purchaseId });
      await action.start(
        { key: purchasePayKey(order.purchaseId), kind: 'merchantCoupons', order: { purchaseId: order.purchaseId, merchantId }, landing, channel },
        order.amount,
      );
    },
  });
  const valid = quantityError(form.values.quantity, t) === null;
  const quantity = valid ? Number(form.values.quantity) : 0;
  const total = (t.unitPrice ?? 0) * quantity;
  // The balance is offered only when it covers the total.
  const channels = useChannels(parkId, total);
  const action = usePayAction(form.values.purchaseId ? purchasePayKey(form.values.purchaseId) : null);
  const setQuantity = (quantity: string) => form.set({ quantity, requestId: '', purchaseId: '' });
  const busy = form.pending || action.busy;
  const label = form.pending && !action.busy ? '正在下单…' : action.busy ? action.label : '确认支付';
  return { form, action, busy, label, setQuantity, valid, quantity, total, channels };
}
