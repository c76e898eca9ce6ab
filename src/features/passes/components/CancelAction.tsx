import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useCancelBagApplicationMutation } from '@/api/special/passes';
import type { BagRefundTo } from '@/api/special/types';
import { formatMoney } from '@/lib/format';
import { useFeedback } from '@/ui/hooks';

/** Where the refund went; a way the app does not know yet says so rather than guess. */
const REFUND_TO_TEXT: Record<BagRefundTo, string> = { balance: '已退回账户余额', original: '将原路退回', unknown: '，退款方式未知' };

/**
 * 撤回申请 (under review, rejected, or approved and unpaid: free), or 退订 (paid, before its first day: refunded).
 * Asked first; the answer says where the money went.
 */
export function CancelAction({ applicationId, paid }: { applicationId: string; paid: boolean }) {
  const ui = useFeedback();
  const [cancel, { isLoading }] = useCancelBagApplicationMutation();
  const asking = useRef(false);
  const text = paid ? '退订月卡' : '撤回申请';

  const run = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const answer = await ui.dialog({
        title: text,
        content: paid ? '月卡生效前可退订，费用将原路退回（余额支付的退回账户余额）。确定退订吗？' : '撤回后如需办理，需要重新提交申请。确定撤回吗？',
        actions: [
          { key: 'keep', text: '再想想' },
          { key: 'cancel', text: paid ? '确定退订' : '确定撤回', primary: true },
        ],
        safeKey: 'keep',
      });
      if (answer !== 'cancel') return;
      const r = await cancel({ applicationId }).unwrap();
      if (r.refundCents > 0) ui.toast(`已退订，${formatMoney(r.refundCents)}${REFUND_TO_TEXT[r.refundTo ?? 'original']}`, 3000);
      else ui.toast(paid ? '已退订' : '申请已撤回', 3000);
    } catch {
      // The error catalogue told the driver why (it has started, say).
    } finally {
      asking.current = false;
    }
  };

  return (
    <Button block shape="rounded" color="danger" fill="outline" loading={isLoading} loadingText={`${text}中…`} onClick={() => void run()}>
      {text}
    </Button>
  );
}
