import { Button } from 'antd-mobile';
import { useCancelDiffTimeOrderMutation } from '@/api/booking/offpeak';
import type { DiffTimeStatus } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { useFeedback } from '@/ui/hooks';
import { useOneTap } from '@/ui/useOneTap';

/** Unpaid (nothing to refund) or paid and not yet begun (refunded whole); begun orders cannot be cancelled. */
export function canCancelOrder(status: DiffTimeStatus): boolean {
  return status === 'unpaid' || status === 'upcoming';
}

/**
 * 取消订单, with what cancelling does said first: an unpaid order just closes; a paid one that has not begun is
 * refunded whole, the balance at once. Sent once however often tapped.
 */
export function CancelOrder({ orderNo, status, payCents }: { orderNo: string; status: DiffTimeStatus; payCents: number }) {
  const ui = useFeedback();
  const [cancel] = useCancelDiffTimeOrderMutation();
  const [onCancel, busy] = useOneTap(async () => {
    const answer = await ui.dialog({
      title: '取消订单',
      content: status === 'upcoming' ? `订单尚未生效，取消后将全额退款${formatMoney(payCents)}，原路退回（余额支付的退回余额）。确认取消吗？` : '订单尚未支付，取消后不产生费用。确认取消吗？',
      actions: [
        { key: 'keep', text: '暂不取消' },
        { key: 'cancel', text: '确认取消', primary: true },
      ],
      safeKey: 'keep',
    });
    if (answer !== 'cancel') return;
    // A refusal (already begun, already cancelled) is the error catalogue's to tell.
    const done = await cancel({ orderNo }).unwrap();
    ui.toast(done.refundCents > 0 ? `订单已取消，${formatMoney(done.refundCents)}将${done.refundTo === 'balance' ? '退回余额' : '原路退回'}` : '订单已取消', 3000);
  });
  return (
    <Button block shape="rounded" loading={busy} loadingText="正在取消…" onClick={() => onCancel()}>
      取消订单
    </Button>
  );
}
