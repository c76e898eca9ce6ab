import { useEffect, useState } from 'react';
import { readInFlight } from '@/payment/inFlight';
import type { PaymentEntry } from '@/payment/types';
import { renewalPayKey } from '../keys';
import { newRequestId } from '@/lib/requestId';
import { readJson, writeJson } from '../storage';

interface Held {
  requestId: string;
  /** The terms it was made for ('ruleId:periods'): other terms are another renewal. */
  terms: string;
}

const ENDED: PaymentEntry['status'][] = ['paid', 'failed', 'cancelled'];

function read(key: string): Held | null {
  const v = readJson(key);
  return v && typeof v === 'object' && typeof (v as Held).requestId === 'string' && typeof (v as Held).terms === 'string' ? (v as Held) : null;
}

/**
 * The request key of this renewal. The server answers the same key with the same payment, whatever became of it,
 * so a key lives exactly as long as its renewal: the same for a double tap or a retry after a lost reply, kept
 * across a reload only while its payment is still in flight (the payment saga's record says so), and new for other
 * terms or once its payment has ended (paid, failed, cancelled) — never a finished renewal mistaken for the next.
 */
export function useRenewRequestId(bagId: string, terms: string, entry: PaymentEntry | undefined): string {
  const storageKey = `driverApp.passRenewal:${bagId}`;
  const [held, setHeld] = useState<Held>(() => {
    const stored = read(storageKey);
    return stored && readInFlight(renewalPayKey(bagId)) ? stored : { requestId: newRequestId(), terms };
  });
  const ended = !!entry && ENDED.includes(entry.status);
  const busy = !!entry && ['creating', 'paying', 'confirming'].includes(entry.status);

  // Other terms, before anything is under way: another renewal.
  useEffect(() => {
    if (held.terms !== terms && !busy) setHeld({ requestId: newRequestId(), terms });
  }, [held.terms, terms, busy]);

  useEffect(() => {
    if (ended) setHeld({ requestId: newRequestId(), terms });
    // Only when a payment ends; the terms of the moment go with the new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);

  useEffect(() => {
    writeJson(storageKey, held);
  }, [storageKey, held]);

  return held.requestId;
}
