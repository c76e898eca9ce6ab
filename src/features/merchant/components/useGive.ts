import { useRef, useState } from 'react';
import { errorMessage } from '@/api/apiError';
import { useGiveMerchantCouponsMutation } from '@/api/coupon/merchant';
import type { GiveCouponsResult } from '@/api/coupon/merchant.types';
import { newRequestId } from '@/lib/requestId';

/**
 * One give at a time: a second tap while one is on its way does nothing, and the same requestId goes with every send
 * of the same plates (a retry after a lost answer gets the first answer back, never a second coupon). The server
 * decides the stock: its refusal (out of stock, plate not bound, daily limit) is shown where the clerk looks.
 */
export function useGive(merchantId: string) {
  const [send] = useGiveMerchantCouponsMutation();
  const busyRef = useRef(false);
  const request = useRef<{ key: string; requestId: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<GiveCouponsResult | null>(null);

  const give = async (typeId: string, plateNos: string[]): Promise<GiveCouponsResult | null> => {
    if (busyRef.current || plateNos.length === 0) return null;
    busyRef.current = true;
    const key = `${typeId}|${plateNos.join(',')}`;
    if (request.current?.key !== key) request.current = { key, requestId: newRequestId() };
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const result = await send({ merchantId, typeId, plateNos, requestId: request.current.requestId }).unwrap();
      request.current = null;
      setDone(result);
      return result;
    } catch (e) {
      setError(errorMessage(e));
      return null;
    } finally {
      busyRef.current = false;
      setPending(false);
    }
  };
  return { give, pending, error, done, clearError: () => setError(null) };
}
