import { useState } from 'react';
import { useUnbindPlateMutation } from '@/api/driver-plates';
import type { BoundPlateItem } from '@/api/types/driver-plates';
import { useAppStore } from '@/ui/hooks';
import { formatPlate } from '@/lib/plate';

/**
 * Unbinding with a confirm dialog. The server has the last word: a parked plate or one with unpaid bills is
 * refused, and the error catalogue shows its message (the arrears one offers to pay them). Resolves true when
 * the plate is gone.
 */
export function useUnbindPlate() {
  const { deps } = useAppStore();
  const [unbind] = useUnbindPlateMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (plate: Pick<BoundPlateItem, 'plateId' | 'plateNo' | 'contractId'>): Promise<boolean> => {
    if (busyId) return false;
    const contract = plate.contractId ? '该车辆的无感支付签约将一并解除。' : '';
    const choice = await deps.ui.dialog({
      title: '解绑车辆',
      content: `确定解绑${formatPlate(plate.plateNo)}吗？解绑后首页将不再显示该车辆的停车账单。${contract}`,
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'ok', text: '解绑', primary: true },
      ],
    });
    if (choice !== 'ok') return false;
    setBusyId(plate.plateId);
    try {
      await unbind({ plateId: plate.plateId }).unwrap();
      deps.ui.toast('已解绑');
      return true;
    } catch {
      // The catalogue shows the server's reason (parked, unpaid bills).
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { unbind: run, busyId };
}
