import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/apiError';
import { useClaimChargingCouponMutation } from '@/api/cps/coupons';
import { href, paths } from '@/lib/paths';
import { refusalOf } from './couponText';

/**
 * Claiming a code, once however often it is tapped or scanned (a ref, so even taps within one render count): the
 * coupon → the success page; the server's refusal → the failure page with its reason; anything else (the network,
 * a malformed code) stays here with its message so the driver can try again.
 */
export function useClaimCoupon() {
  const [claimCall] = useClaimChargingCouponMutation();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const claim = useCallback(
    async (code: string) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        const coupon = await claimCall({ code }).unwrap();
        navigate(href(paths.scanQRCodeChargingSuccess, { couponId: coupon.couponId }), { replace: true });
      } catch (e) {
        const reason = isApiError(e) ? refusalOf(e.code) : null;
        if (reason) navigate(href(paths.scanQRCodeChargingFailed, { reason, code }), { replace: true });
        else if (!(isApiError(e) && e.handled)) setError(errorMessage(e));
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [claimCall, navigate],
  );

  return { claim, pending, error, setError };
}
