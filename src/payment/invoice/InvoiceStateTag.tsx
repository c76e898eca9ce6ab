import type { InvoiceSummary } from '@/api/invoice/records.types';
import { UNKNOWN } from '@/lib/schema';
import { StateTag, type Tone } from '@/ui/StateTag';

const TONE: Record<InvoiceSummary['state'], Tone> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'default', [UNKNOWN]: 'default' };

/** The invoice's state as a tag: the words carry the meaning, the colour repeats it; `large` heads a record. */
export function InvoiceStateTag({ state, text, large = false }: { state: InvoiceSummary['state']; text: string; large?: boolean }) {
  // A state this app does not know yet says 未知 rather than words it cannot stand behind.
  return <StateTag tone={TONE[state]} large={large}>{state === UNKNOWN ? '未知' : text}</StateTag>;
}
