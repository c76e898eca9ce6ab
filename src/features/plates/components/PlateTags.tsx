import { Space } from 'antd-mobile';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { StateTag } from '@/ui/StateTag';

/** What is true of a bound plate now: default, parked, owing, paying itself (balance or withholding). */
export function PlateTags({ plate, only, className }: { plate: BoundPlateItem; only?: ('default' | 'parking')[]; className?: string }) {
  const show = (t: 'default' | 'parking' | 'arrears' | 'auto' | 'withhold') => !only || (only as string[]).includes(t);
  return (
    <Space wrap className={className} style={{ '--gap': 'var(--app-space-xs)' }}>
      {show('default') && plate.isDefault === 1 && <StateTag tone="primary" solid>默认</StateTag>}
      {show('parking') && plate.isParking === 1 && <StateTag>停车中</StateTag>}
      {show('arrears') && plate.hasArrears === 1 && <StateTag tone="danger" solid>有欠费</StateTag>}
      {show('auto') && plate.autoDeduct === 1 && <StateTag>自动扣费</StateTag>}
      {show('withhold') && plate.contractId && <StateTag>无感支付</StateTag>}
    </Space>
  );
}
