import { Button } from 'antd-mobile';
import { useCancelHoldMutation } from '@/api/cps/chargerAccess';
import type { GunHold } from '@/api/cps/chargerAccess.types';
import { formatYuan } from '@/lib/format';
import { useFeedback } from '@/ui/hooks';
import { useOneTap } from '@/ui/useOneTap';

/** 取消预约, saying what comes back; once cancelled, what the server says went back to the balance. */
export function CancelHoldButton({ hold }: { hold: GunHold }) {
  const ui = useFeedback();
  const [cancel] = useCancelHoldMutation();
  const [tap, pending] = useOneTap(async () => {
    const done = await cancel(hold.holdId).unwrap();
    ui.toast(done.refundCents ? `已取消预约，预约费 ${formatYuan(done.refundCents)} 元已退回余额` : '已取消预约');
  });
  return (
    <Button block shape="rounded" size="large" loading={pending} loadingText="正在取消…" onClick={() => tap()}>
      {hold.feeCents > 0 ? `取消预约（退回 ${formatYuan(hold.feeCents)} 元）` : '取消预约'}
    </Button>
  );
}
