import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useCancelBookOrderMutation, usePreviewBookOrderCancelMutation } from '@/api/booking/spec';
import type { BookOrder, BookOrderCancelPreview } from '@/api/booking/types';
import { formatMoney } from '@/lib/format';
import { useFeedback } from '@/ui/hooks';
import { Facts } from '@/ui/Facts';
import styles from './CancelBooking.module.css';

const REFUND_TO = { balance: '退回账户余额', original: '原路退回', unknown: '未知' } as const;

/** Unpaid or awaiting arrival: the server says whether it is still before the start (its clock, not the phone's). */
export function canCancel(order: BookOrder): boolean {
  return order.state === 0 || order.state === 1;
}

function Preview({ p, busy, onKeep, onConfirm }: { p: BookOrderCancelPreview; busy: boolean; onKeep: () => void; onConfirm: () => void }) {
  // The refund appears below the fold on a small phone: it is brought into view (and read out) when it arrives.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} className={styles.card} aria-label="取消预约" tabIndex={-1}>
      <h2 className={styles.title}>确认取消预约？</h2>
      <p className={p.feeCents > 0 ? styles.note : `${styles.note} ${styles.noteInfo}`}>{p.reason}</p>
      <Facts
        spaced
        rows={[
          ['已付金额', formatMoney(p.payCents)],
          ['取消费', formatMoney(p.feeCents)],
          ['退款金额', <strong key="r" className={styles.money}>{formatMoney(p.refundCents)}</strong>],
          ['退款方式', p.refundTo ? REFUND_TO[p.refundTo] : null],
        ]}
      />
      <p className={styles.weak}>{p.ruleText}</p>
      <div className={`${styles.actionsRow} ${styles.lockControls}`}>
        <Button shape="rounded" onClick={onKeep} disabled={busy}>
          暂不取消
        </Button>
        <Button color="danger" shape="rounded" loading={busy} loadingText="正在取消…" onClick={onConfirm}>
          确认取消
        </Button>
      </div>
    </section>
  );
}

/**
 * 取消预约: the refund is asked for first (it shrinks as the start nears) and shown — what was paid, the fee kept,
 * the refund and where it goes — before the driver confirms. Cancelled once, however often tapped.
 */
export function CancelBooking({ order }: { order: BookOrder }) {
  const ui = useFeedback();
  const [preview, previewing] = usePreviewBookOrderCancelMutation();
  const [cancel, cancelling] = useCancelBookOrderMutation();
  const [shown, setShown] = useState<BookOrderCancelPreview | null>(null);
  const busy = useRef(false);

  const ask = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      setShown(await preview({ bookOrderId: order.bookOrderId }).unwrap());
    } catch {
      // The error catalogue said why (started, already cancelled…); the booking is asked again below.
    } finally {
      busy.current = false;
    }
  };

  const confirm = async () => {
    if (busy.current || !shown) return;
    busy.current = true;
    try {
      const done = await cancel({ bookOrderId: order.bookOrderId }).unwrap();
      setShown(null);
      ui.toast(done.refundCents > 0 ? `预约已取消，${formatMoney(done.refundCents)}将${done.refundTo === 'balance' ? '退回账户余额' : '原路退回'}` : '预约已取消', 3000);
    } catch {
      setShown(null);
    } finally {
      busy.current = false;
    }
  };

  if (shown) return <Preview p={shown} busy={cancelling.isLoading} onKeep={() => setShown(null)} onConfirm={() => void confirm()} />;
  return (
    <Button block shape="rounded" loading={previewing.isLoading} loadingText="正在计算退款…" onClick={() => void ask()}>
      取消预约
    </Button>
  );
}
