import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Link } from '@/ui/Link';
import { useVisitorQuoteQuery } from '@/api/charge/visitorPay';
import type { VisitorQuote } from '@/api/charge/visitorPay.types';
import { formatMoney } from '@/lib/format';
import { loginWithRedirect } from '@/lib/loginTarget';
import { href, paths } from '@/lib/paths';
import type { Channels } from '@/payment/ui/useChannels';
import { usePlatform } from '@/platform/PlatformContext';
import { receiptOfBill } from '@/payment/visitorReceipts';
import styles from './VisitorPay.module.css';

/** A visitor pays with WeChat or Alipay (the host's own pay, or the provider's cashier): never the balance. */
export function visitorChannels(channels: Channels, visitor: boolean): Channels {
  if (!visitor) return channels;
  const options = channels.options.filter((o) => o.payChannel === 2 || o.payChannel === 3);
  return { ...channels, options, channel: channels.channel === 2 || channels.channel === 3 ? channels.channel : (options[0]?.payChannel ?? null) };
}

/**
 * The host's silent identity of the payer (WeChat openid, Alipay user id), for the host's own pay; null in a plain
 * browser. `ready` once asked, so the order is not made before it is known.
 */
export function useSilentIdentity(enabled: boolean): { openid: string | null; ready: boolean } {
  const platform = usePlatform();
  const ask = enabled && !!platform.silentIdentity;
  const [state, setState] = useState<{ openid: string | null; ready: boolean }>({ openid: null, ready: !ask });
  useEffect(() => {
    if (!ask || !platform.silentIdentity) return undefined;
    let live = true;
    const done = (openid: string | null) => {
      if (live) setState({ openid, ready: true });
    };
    platform.silentIdentity().then(done, () => done(null));
    return () => {
      live = false;
    };
  }, [ask, platform]);
  return state;
}

/**
 * Under a visitor's bill: paying needs no account; signing in is offered, never required. At an exit lane the
 * driver may also be offered 无感支付 for next time (it needs an account, so it is an offer through sign-in).
 */
export function VisitorOffer({ backTo, atLane = false }: { backTo: string; atLane?: boolean }) {
  return (
    <p className={styles.offer}>
      无需注册或登录，凭车牌即可支付。已有账号？
      <Link className={styles.link} to={loginWithRedirect(backTo)}>
        登录后支付
      </Link>
      {atLane && (
        <>
          {' '}下次出场免扫码？
          <Link className={styles.link} to={loginWithRedirect(paths.sencelessPayment)}>
            开通无感支付
          </Link>
        </>
      )}
    </p>
  );
}

/** A bill this phone paid as a visitor: its receipt, kept here. */
export function KeptReceiptLink({ uniqueId }: { uniqueId: string }) {
  const kept = receiptOfBill(uniqueId);
  if (!kept) return null;
  return (
    <p className={styles.offer}>
      <Link className={styles.link} to={href(paths.visitorReceipt, { payOrderId: kept.payOrderId, payToken: kept.payToken })}>
        查看本机保存的支付凭证
      </Link>
    </p>
  );
}

/**
 * What a visitor will pay for a bill, as the server says before paying: the fee less a merchant's coupon given to the
 * plate (it applies whoever pays). `bill` null: nothing asked. Until the answer (or if it fails) the fee is shown, and
 * the order's amount is the server's to check (a changed amount is refused and said, never charged).
 */
export function useVisitorQuote(bill: { uniqueId: string; parkId: string; plateNo: string; parkFee: number } | null) {
  const q = useVisitorQuoteQuery(bill ? { uniqueId: bill.uniqueId, parkId: bill.parkId, plateNo: bill.plateNo } : skipToken, { refetchOnMountOrArgChange: true });
  return { amountCents: q.data?.amountCents ?? bill?.parkFee ?? 0, coupon: q.data?.coupon ?? null, loading: q.isLoading };
}

/** A merchant's coupon the server takes off a visitor's bill: who gave it and what it takes off. */
export function PlateCouponLine({ coupon }: { coupon: VisitorQuote['coupon'] }) {
  if (!coupon) return null;
  return (
    <p className={styles.coupon}>
      商户优惠（{coupon.source}·{coupon.couponName}）将自动抵扣 -{formatMoney(coupon.discountCents)}
    </p>
  );
}
