import type { OccupyBillItem, OccupyBillState } from '@/api/cps/occupy.types';
import { StateTag, type Tone } from '@/ui/StateTag';

// A state the app does not know yet gets no colour; the server's words still say what it is.
const TONE: Record<OccupyBillState, Tone> = { 1: 'danger', 2: 'success', 3: 'primary', unknown: 'default' };

/** 计费中 / 待支付 / 已支付 / 已免除 as a tag: the words carry the meaning, the colour repeats it. */
export function OccupyStateTag({ fee }: { fee: Pick<OccupyBillItem, 'state' | 'stateText' | 'accruing'> }) {
  return <StateTag tone={fee.accruing ? 'warning' : TONE[fee.state]}>{fee.stateText || '未知'}</StateTag>;
}
