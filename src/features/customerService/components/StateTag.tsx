import { Tag } from 'antd-mobile';
import type { ServiceState } from '@/api/basic/service.types';

const COLOR: Record<ServiceState, 'primary' | 'warning' | 'success' | 'default'> = { 1: 'primary', 2: 'warning', 3: 'success', 4: 'default' };

/** A request's state as a tag; the words carry it, the colour only helps. */
export function StateTag({ state, text }: { state: ServiceState; text: string }) {
  return (
    <Tag color={COLOR[state]} fill="outline" className="cs-tag">
      {text}
    </Tag>
  );
}
