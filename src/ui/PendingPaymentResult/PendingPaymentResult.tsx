import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ResultView, type ResultAction } from '../ResultView';

/**
 * The one wording of a payment the server has not confirmed, on every result page. It promises only what is true:
 * the server's answer decides (a pay bridge's word never does), and 重新查询 asks it again; paying a second time is
 * what could take the money twice.
 */
export const PENDING_PAYMENT_TEXTS = {
  checking: '正在确认支付结果…',
  checkingNote: '请勿关闭页面或重复支付',
  notFound: '暂未查询到支付结果',
  notFoundNote: '支付结果以平台确认为准。如您已完成支付，请稍后重新查询，请勿重复支付',
  recheck: '重新查询',
} as const;

/** How long a tap that changed nothing on the page keeps 重新查询 busy, at most. */
export const RECHECK_HOLD_MS = 3000;

export interface PendingPaymentResultProps {
  /** The server is being asked now (正在确认支付结果…); false: it had no answer in time (暂未查询到支付结果, 重新查询). */
  checking: boolean;
  /** 重新查询: asks the server again. A promise keeps the button busy until it settles. */
  onRecheck: () => unknown;
  /** The page's own request about the payment is on its way: the button stays busy. */
  rechecking?: boolean;
  /** The other way on once the server had no answer (查看预约, 返回商户首页, 完成): while it is asked, the driver waits. */
  secondary?: ResultAction;
  /** What was paid for (the order's facts), under the result. */
  children?: ReactNode;
}

/**
 * A payment not confirmed yet, as the end of a pay flow: while the server is asked, and once it had no answer in time,
 * with 重新查询. One tap asks once: further taps do nothing until the page shows what came of it (it is asking again,
 * its own request is done, the returned promise settled), even before React has drawn the button busy.
 */
export function PendingPaymentResult({ checking, onRecheck, rechecking = false, secondary, children }: PendingPaymentResultProps) {
  const busy = useRef(false);
  const [tapped, setTapped] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const release = useCallback(() => {
    clearTimeout(timer.current);
    busy.current = false;
    setTapped(false);
  }, []);
  // What came of a tap frees the button for the next one; so does leaving the page.
  useEffect(() => release, [checking, rechecking, release]);

  const recheck = () => {
    if (busy.current) return;
    busy.current = true;
    setTapped(true);
    // A tap that changed nothing (no order left to ask about) must not leave the button busy for good.
    timer.current = setTimeout(release, RECHECK_HOLD_MS);
    const answer = onRecheck();
    if (answer instanceof Promise) void answer.catch(() => undefined).finally(release);
  };

  if (checking) {
    return (
      <ResultView outcome="pending" title={PENDING_PAYMENT_TEXTS.checking} description={PENDING_PAYMENT_TEXTS.checkingNote}>
        {children}
      </ResultView>
    );
  }
  return (
    <ResultView
      outcome="pending"
      title={PENDING_PAYMENT_TEXTS.notFound}
      description={PENDING_PAYMENT_TEXTS.notFoundNote}
      primary={{ text: PENDING_PAYMENT_TEXTS.recheck, onClick: recheck, loading: tapped || rechecking }}
      secondary={secondary}
    >
      {children}
    </ResultView>
  );
}
