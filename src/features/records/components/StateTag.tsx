import { Tag } from 'antd-mobile';
import type { ParkOrderState, PayOrderState } from '@/api/charge/types';

type TagColor = 'primary' | 'success' | 'danger' | 'default';

/** Bill: 1 parking, 2 arrears, 3 done. Pay order by state. Appeal: 1 processing, 2 accepted, 3 rejected. */
const BILL: Record<ParkOrderState, TagColor> = { 1: 'primary', 2: 'danger', 3: 'success' };
const ORDER: Record<PayOrderState, TagColor> = { pending: 'primary', paid: 'success', failed: 'danger', closed: 'default' };
const APPEAL: Record<1 | 2 | 3, TagColor> = { 1: 'primary', 2: 'success', 3: 'danger' };

type Props =
  | { kind: 'bill'; state: ParkOrderState; text: string }
  | { kind: 'order'; state: PayOrderState; text: string }
  | { kind: 'appeal'; state: 1 | 2 | 3; text: string };

/** The state of a bill, pay order or appeal as a coloured tag; the words carry the meaning, the colour repeats it. */
export function StateTag(props: Props) {
  const color = props.kind === 'bill' ? BILL[props.state] : props.kind === 'order' ? ORDER[props.state] : APPEAL[props.state];
  return (
    <Tag className="rec-badge" color={color} fill="outline" round>
      {props.text}
    </Tag>
  );
}
