import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { BillCover } from '@/api/charge/coverage.types';
import { formatYuan } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { PaymentRequest } from '@/payment/types';
import { CoverNotice, payAnywayText } from '@/payment/ui/CoverNotice';
import type { PayAction } from '@/payment/ui/usePayAction';
import { LinkButton } from '@/ui/LinkButton';
import { useAskOnce } from '@/ui/useAskOnce';
import styles from './CoverBar.module.css';

interface Props {
  cover: BillCover;
  action: PayAction;
  /** The payment 仍要现在支付 makes (the bar's own request, sent with confirmCovered), or null while it cannot be made. */
  request: PaymentRequest | null;
  amountCents: number;
  /** A merchant's coupon covers the bill: the payment with that coupon (0元), or null while it cannot be made. */
  couponRequest: PaymentRequest | null;
  /** Asks the server again whether the cover still stands (an ETC deduction may have finished or failed). */
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * The pay bar of a bill another channel covers: the server's message in place of 立即支付. A cover the
 * driver may not pay over (ETC deducting, a partner's order in flight) offers only 刷新; withholding offers 无需支付;
 * a merchant's coupon that covers the whole fee offers 使用商户优惠离场 (the bill settled with it at 0元). Where the
 * driver may pay anyway, 仍要现在支付 asks first, in a dialog that says what follows, and sends confirmCovered.
 */
export function CoverBar({ cover, action, request, amountCents, couponRequest, onRefresh, refreshing }: Props) {
  const { ask, asking } = useAskOnce();
  const merchant = cover.kind === 'merchantCoupon';

  const payAnyway = async () => {
    if (!request || action.busy) return;
    const answer = await ask({
      title: '仍要现在支付？',
      content: `${payAnywayText([cover])}。本次支付 ¥${formatYuan(amountCents)}。`,
      actions: [
        { key: 'cancel', text: '暂不支付' },
        { key: 'confirm', text: '确认现在支付', primary: true },
      ],
      safeKey: 'cancel',
    });
    if (answer !== 'confirm') return;
    await action.start({ ...request, order: { ...request.order, confirmCovered: true } }, amountCents);
  };

  // The merchant's coupon already chosen takes no money: there is nothing to pay anyway.
  const anyway = cover.payAnyway && (!merchant || amountCents > 0) && (
    <Button shape="rounded" disabled={!request || action.busy || asking} onClick={() => void payAnyway()}>
      {action.busy && !merchant ? action.label : '仍要现在支付'}
    </Button>
  );
  let main: ReactNode;
  if (merchant) {
    main = (
      <Button
        color="primary"
        shape="rounded"
        disabled={!couponRequest || action.busy || asking}
        onClick={() => {
          if (couponRequest) void action.start(couponRequest, 0);
        }}
      >
        {action.busy ? action.label : '使用商户优惠离场'}
      </Button>
    );
  } else if (cover.payAnyway) {
    main = (
      <LinkButton solid block={false} to={paths.home}>
        无需支付
      </LinkButton>
    );
  } else {
    main = (
      <Button color="primary" shape="rounded" loading={refreshing} onClick={onRefresh}>
        刷新
      </Button>
    );
  }

  return (
    <div className={styles.bar}>
      <CoverNotice cover={cover} />
      <div className={styles.actions}>
        {anyway}
        {main}
      </div>
    </div>
  );
}
