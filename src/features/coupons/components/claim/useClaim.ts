import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/apiError';
import { useClaimActivityCouponMutation, useClaimCouponMutation } from '@/api/coupon/wallet';
import { paths, withQuery } from '@/lib/paths';
import { ticketQuery, type Ticket } from '../links';
import { refusalOf } from './claimRefusal';

/**
 * Claiming the ticket for one plate, once however often it is tapped (a ref, so even taps within one render count):
 * the coupon → the success page (a code's) or the coupon page (a merchant's gift); the server's refusal → the
 * failure page with its reason; anything else (the network) stays here with its message to try again.
 */
export function useClaim(ticket: Ticket) {
  const [claimCode] = useClaimCouponMutation();
  const [claimActivity] = useClaimActivityCouponMutation();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const claim = useCallback(
    async (plateNo: string) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        if ('code' in ticket) {
          const { coupon } = await claimCode({ code: ticket.code, plateNo }).unwrap();
          navigate(withQuery(paths.scanQRCodeSuccess, { couponId: coupon.couponId, plateNo }), { replace: true });
        } else {
          const { coupon } = await claimActivity({ activityId: ticket.activityId, plateNo }).unwrap();
          navigate(withQuery(paths.couponSuccess, { couponId: coupon.couponId }), { replace: true });
        }
      } catch (e) {
        const reason = isApiError(e) ? refusalOf(e.code) : null;
        if (reason) navigate(withQuery(paths.scanQRCodeFailed, { reason, ...ticketQuery(ticket), plateNo }), { replace: true });
        else if (!(isApiError(e) && e.handled)) setError(errorMessage(e));
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [claimCode, claimActivity, navigate, ticket],
  );

  return { claim, pending, error };
}
