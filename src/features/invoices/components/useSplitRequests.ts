import { useCallback, useRef, useState } from 'react';
import { useCreateInvoiceMutation } from '@/api/invoice/records';
import type { CreateInvoiceBody, InvoiceDetail } from '@/api/invoice/records.types';
import { newRequestId } from '@/lib/requestId';
import { invoiceRefusal, type InvoiceRefusal } from './invoiceRefusal';
import { partKey, type InvoicePart } from './selection';

/** What became of one invoice of the split: asked for (the server's record), or refused and why. */
export type PartOutcome =
  | { state: 'issued'; invoice: InvoiceDetail }
  /** refusal null: dealt with elsewhere already (a sign-in the session needed). */
  | { state: 'failed'; refusal: InvoiceRefusal | null };

/** Everything but the orders and the key: the same title, e-mail and remark go with every part. */
export type CommonBody = Omit<CreateInvoiceBody, 'orders' | 'requestId'>;

export interface SplitRound {
  /** Every part asked for so far, this round or an earlier one, in the plan's order. */
  issued: InvoiceDetail[];
  /** The parts refused in this round. */
  failed: { part: InvoicePart; refusal: InvoiceRefusal | null }[];
}

const FAILED_WITHOUT_WORDS: InvoiceRefusal = { kind: 'form', msg: '提交失败，请稍后重试' };

/** The refusal to show for a part: the server's words, or a plain failure when the session dealt with it. */
export function refusalText(outcome: PartOutcome | undefined): string {
  return outcome?.state === 'failed' ? (outcome.refusal ?? FAILED_WITHOUT_WORDS).msg : '';
}

/**
 * One invoice request per issuer, each with its own request key, kept for the life of the screen: a retry after
 * a lost answer gets the invoice already made, never a second one. The plan is frozen at the first submit, so the
 * parts asked for stay on screen (the invoiceable list, refetched, no longer has their orders); a retry sends only
 * the parts not asked for yet. Sent one after another: each is its own invoice on the server, whatever the others do.
 */
export function useSplitRequests(live: InvoicePart[]) {
  const [create] = useCreateInvoiceMutation();
  const [frozen, setFrozen] = useState<InvoicePart[] | null>(null);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, PartOutcome>>(() => new Map());
  const keys = useRef(new Map<string, string>());
  // The latest outcomes for a send that started before the last render.
  const known = useRef(outcomes);
  const plan = frozen ?? live;

  const send = useCallback(
    async (common: CommonBody): Promise<SplitRound> => {
      setFrozen(plan);
      const next = new Map(known.current);
      const failed: SplitRound['failed'] = [];
      for (const part of plan) {
        const key = partKey(part);
        if (next.get(key)?.state === 'issued') continue;
        const requestId = keys.current.get(key) ?? newRequestId();
        keys.current.set(key, requestId);
        const orders = part.orders.map(({ kind, orderNo }) => ({ kind, orderNo }));
        try {
          const invoice = await create({ ...common, orders, requestId }).unwrap();
          next.set(key, { state: 'issued', invoice });
        } catch (e) {
          const refusal = invoiceRefusal(e);
          next.set(key, { state: 'failed', refusal });
          failed.push({ part, refusal });
        }
        known.current = new Map(next);
        setOutcomes(known.current);
      }
      const issued = plan.flatMap((p) => {
        const o = next.get(partKey(p));
        return o?.state === 'issued' ? [o.invoice] : [];
      });
      return { issued, failed };
    },
    [create, plan],
  );

  const outcomeOf = useCallback((part: InvoicePart) => outcomes.get(partKey(part)), [outcomes]);
  /** What the next submit sends: the parts not asked for yet. */
  const left = plan.filter((p) => outcomes.get(partKey(p))?.state !== 'issued');
  return { plan, left, outcomeOf, tried: outcomes.size > 0, send };
}

export type SplitRequests = ReturnType<typeof useSplitRequests>;
