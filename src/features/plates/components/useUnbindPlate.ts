import { useRef, useState } from 'react';
import { useUnbindPlateMutation } from '@/api/driver/plates';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { useFeedback } from '@/ui/hooks';
import { formatPlate } from '@/lib/plate';

/**
 * Unbinding with a confirm dialog. The server has the last word: a parked plate or one with unpaid bills is
 * refused, and the error catalogue shows its message (the arrears one offers to pay them). Resolves true when
 * the plate is gone.
 */
export function useUnbindPlate() {
  const ui = useFeedback();
  const [unbind] = useUnbindPlateMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  // One question at a time: a second press while the dialog is up must not stack a second dialog under it.
  const asking = useRef(false);

  const run = async (plate: Pick<BoundPlateItem, 'plateId' | 'plateNo' | 'contractId'>): Promise<boolean> => {
    if (busyId || asking.current) return false;
    asking.current = true;
    const contract = plate.contractId ? '该车辆的无感支付签约将一并解除。' : '';
    const choice = await ui.dialog({
      title: '解绑车辆',
      content: `确定解绑${formatPlate(plate.plateNo)}吗？解绑后首页将不再显示该车辆的停车账单。${contract}`,
      // 取消 first, focused and taken by Escape: Enter on 解绑 then Enter again must not unbind the car.
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'ok', text: '解绑', primary: true },
      ],
      safeKey: 'cancel',
    }).finally(() => {
      asking.current = false;
    });
    if (choice !== 'ok') return false;
    setBusyId(plate.plateId);
    try {
      await unbind({ plateId: plate.plateId }).unwrap();
      ui.toast('已解绑');
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
