import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateInvoiceMutation } from '@/api/invoice-records';
import { useInvoiceTitlesQuery } from '@/api/invoice-titles';
import type { InvoiceOrderRef } from '@/api/types/invoice-orders';
import type { CreateInvoiceBody } from '@/api/types/invoice-records';
import type { InvoiceTitle } from '@/api/types/invoice-titles';
import { normalizeEmail } from '@/lib/email';
import { useForm } from '@/ui/form';
import { invoiceLinks } from './links';
import { invoiceRefusal } from './refusal';
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
 * checks, sent once for a double tap. A saved title chosen and left as it is goes by its id; typed, it goes as
 * typed (and is saved when asked). The driver's default title fills a fresh form. Success clears the draft and
 * replaces the page with /makeInvoiceSuccess, so Back does not return to a sent form.
 */
export function useInvoiceForm(special: boolean, orders: () => InvoiceOrderRef[]) {
  const navigate = useNavigate();
  const [create] = useCreateInvoiceMutation();
  const titles = useInvoiceTitlesQuery();
  const saved = titles.data?.results ?? [];
  // The orders were refused (invoiced meanwhile, another issuer): the message comes with the way back to the list.
  const [ordersMsg, setOrdersMsg] = useState<string | null>(null);

  const form = useForm<InvoiceFormValues>({
    initial: EMPTY_INVOICE_FORM,
    draftKey: INVOICE_DRAFT_KEY,
    validate: (v) => validateInvoiceForm(v, special),
    onSubmit: async (v, { setFieldError, setFormError, clear }) => {
      const refs = orders();
      if (refs.length === 0) return;
      const usingSaved = v.titleId !== '' && saved.some((t) => t.titleId === v.titleId);
      const body: CreateInvoiceBody = {
        orders: refs,
        invoiceType: special ? 2 : 1,
        email: normalizeEmail(v.email),
        ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
        ...(usingSaved ? { titleId: v.titleId } : { title: titleFields(v), ...(v.saveTitle ? { saveTitle: true } : {}) }),
      };
      try {
        const invoice = await create(body).unwrap();
        clear();
        navigate(invoiceLinks.success(invoice.invoiceNo), { replace: true });
      } catch (e) {
        const refusal = invoiceRefusal(e);
        if (refusal?.kind === 'field') setFieldError(refusal.field, refusal.msg);
        else if (refusal) setFormError(refusal.msg);
        setOrdersMsg(refusal?.kind === 'orders' ? refusal.msg : null);
      }
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
