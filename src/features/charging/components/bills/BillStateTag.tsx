import type { ChargingOrderState } from '@/api/cps/types';
import { StateTag, type Tone } from '@/ui/StateTag';

// A state the app does not know yet gets no colour; the server's words still say what it is.
const TONE: Record<ChargingOrderState, Tone> = { 1: 'primary', 2: 'danger', 3: 'success', unknown: 'default' };

/** The bill's state as a tag: the words carry the meaning, the colour repeats it. */
export function BillStateTag({ state, text }: { state: ChargingOrderState; text: string }) {
  return <StateTag tone={TONE[state]}>{text || '未知'}</StateTag>;
}
