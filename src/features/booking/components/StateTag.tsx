import { Tag } from 'antd-mobile';
import type { Tone } from '../text';

/** A state in the driver's words, in the colour of what it asks of them. */
export function StateTag({ text, tone }: { text: string; tone: Tone }) {
  return (
    <Tag className="bk-nowrap" color={tone} fill="outline">
      {text}
    </Tag>
  );
}
