import { Space, Tag } from 'antd-mobile';
import type { BoundPlateItem } from '@/api/driver/plates.types';

/** What is true of a bound plate now: default, parked, owing, paying itself (balance or withholding). */
export function PlateTags({ plate, only, className }: { plate: BoundPlateItem; only?: ('default' | 'parking')[]; className?: string }) {
  const show = (t: 'default' | 'parking' | 'arrears' | 'auto' | 'withhold') => !only || (only as string[]).includes(t);
  return (
    <Space wrap className={className} style={{ '--gap': 'var(--app-space-xs)' }}>
      {show('default') && plate.isDefault === 1 && <Tag color="primary">默认</Tag>}
      {show('parking') && plate.isParking === 1 && <Tag color="default" fill="outline">停车中</Tag>}
      {show('arrears') && plate.hasArrears === 1 && <Tag color="danger">有欠费</Tag>}
      {show('auto') && plate.autoDeduct === 1 && <Tag color="default" fill="outline">自动扣费</Tag>}
      {show('withhold') && plate.contractId && <Tag color="default" fill="outline">无感支付</Tag>}
    </Space>
  );
}
