import type { InvoiceState } from '@/api/invoice/records.types';
import { StateTag, type Tone } from '@/ui/StateTag';

const TONE: Record<InvoiceState, Tone> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'default' };

/** The invoice's state as a tag: the words carry the meaning, the colour repeats it; `large` heads a record. */
export function InvoiceStateTag({ state, text, large = false }: { state: InvoiceState; text: string; large?: boolean }) {
  return <StateTag tone={TONE[state]} large={large}>{text}</StateTag>;
}
