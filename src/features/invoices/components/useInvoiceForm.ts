import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInvoiceTitlesQuery } from '@/api/invoice/titles';
import type { InvoiceTitle } from '@/api/invoice/titles.types';
import { normalizeEmail } from '@/lib/email';
import { useForm } from '@/ui/form';
import { invoiceLinks } from './links';
import type { CommonBody, SplitRequests } from './useSplitRequests';
import { BLANK_TITLE, EMPTY_INVOICE_FORM, fromSaved, titleFields, titleTypeOf, validateInvoiceForm, type InvoiceFormValues } from './titleRules';

/** One draft for both kinds of invoice: switching between 普票 and 专票 keeps what was typed. */
export const INVOICE_DRAFT_KEY = 'makeInvoice';

/** The saved title to start from: the default one (a company's for a special invoice). */
function startingTitle(titles: InvoiceTitle[], special: boolean): InvoiceTitle | undefined {
  const usable = special ? titles.filter((t) => t.titleType === 1) : titles;
  return usable.find((t) => t.isDefault) ?? (special ? usable[0] : undefined);
}

/**
 * The invoice request form of /makeInvoice and /invoiceSpe: drafted (a reload keeps it), checked as the server
 * checks, sent once for a double tap, as one request per issuer (`split`). A saved title chosen and left as it is
 * goes by its id; typed, it goes as typed (and is saved when asked). The driver's default title fills a fresh
 * form. Once every invoice was asked for, the draft is cleared and /makeInvoiceSuccess replaces the page, so Back
 * does not return to a sent form; a refusal stays here, placed where the driver can act on it.
 */
export function useInvoiceForm(special: boolean, split: SplitRequests) {
  const navigate = useNavigate();
  const titles = useInvoiceTitlesQuery();
  const saved = titles.data?.results ?? [];
  // The orders were refused (invoiced meanwhile, another issuer): the message comes with the way back to the list.
  const [ordersMsg, setOrdersMsg] = useState<string | null>(null);

  const form = useForm<InvoiceFormValues>({
    initial: EMPTY_INVOICE_FORM,
    draftKey: INVOICE_DRAFT_KEY,
    validate: (v) => validateInvoiceForm(v, special),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      if (split.left.length === 0) return;
      const usingSaved = v.titleId !== '' && saved.some((t) => t.titleId === v.titleId);
      const body: CommonBody = {
        invoiceType: special ? 2 : 1,
        email: normalizeEmail(v.email),
        ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        ...(usingSaved ? { titleId: v.titleId } : { title: titleFields(v), ...(v.saveTitle ? { saveTitle: true } : {}) }),
      };
      const round = await split.send(body);
      const first = round.failed[0];
      if (!first) {
        clear();
        navigate(invoiceLinks.success(round.issued.map((i) => i.invoiceNo)), { replace: true });
        return;
      }
      // A field refused is the same for every part: shown at the field. Anything else of a split is said part by
      // part beside the orders (SplitOutcome); of a single invoice, above the button as before.
      const refusal = first.refusal;
      if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
      else if (refusal && split.plan.length === 1) setFormError(refusal.msg);
      setOrdersMsg(refusal?.kind === 'orders' && split.plan.length === 1 ? refusal.msg : null);
    },
  });

  // A fresh form starts from the default title, once, when the titles arrive. A special invoice is a company's: a
  // personal title left in the shared draft by /makeInvoice gives way (to the company title, or a blank one).
  const started = useRef(false);
  const { values, set } = form;
  const pristine = !values.name && !values.taxNo && !values.titleId;
  const personalOnSpecial = special && titleTypeOf(values) === 2;
  useEffect(() => {
    if (!titles.data) {
      if (personalOnSpecial) set({ ...BLANK_TITLE, titleType: 1 });
      return;
    }
    if (started.current) return;
    started.current = true;
    const first = startingTitle(titles.data.results, special);
    if ((pristine || personalOnSpecial) && first) set(fromSaved(first));
    else if (personalOnSpecial) set({ ...BLANK_TITLE, titleType: 1 });
  }, [titles.data, special, pristine, personalOnSpecial, set]);

  return { form, titles, saved, ordersRefused: ordersMsg !== null && form.formError === ordersMsg };
}

export type InvoiceFormState = ReturnType<typeof useInvoiceForm>;
