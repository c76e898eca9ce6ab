import type { OccupyBillItem, OccupyBillState } from '@/api/cps/occupy.types';
import { StateTag, type Tone } from '@/ui/StateTag';

const TONE: Record<OccupyBillState, Tone> = { 1: 'danger', 2: 'success', 3: 'primary' };

/** 计费中 / 待支付 / 已支付 / 已免除 as a tag: the words carry the meaning, the colour repeats it. */
export function OccupyStateTag({ fee }: { fee: Pick<OccupyBillItem, 'state' | 'stateText' | 'accruing'> }) {
  return <StateTag tone={fee.accruing ? 'warning' : TONE[fee.state]}>{fee.stateText}</StateTag>;
}
