import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBindChargingVinPlateMutation, useRemoveChargingVinMutation } from '@/api/cps/vins';
import type { ChargingVin } from '@/api/cps/vins.types';
import type { BoundPlateItem } from '@/api/driver/plates.types';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import type { DialogOptions } from '@/ui/feedback/types';
import { useFeedback } from '@/ui/hooks';

/** What the driver's plates are while a VIN row asks for them. */
export interface PlatesState {
  data?: { results: BoundPlateItem[] };
  isError: boolean;
  refetch: () => unknown;
}

export type VinBusy = { id: string; what: 'plate' | 'remove' } | null;

const PLATE_KEY = 'plate:';

/**
 * A VIN row's two actions, each through a dialog of the kit: choose the plate (the driver's plates that no other
 * of their VINs has, or 解除关联), and remove (confirmed, starting on 取消). One question at a time: a second tap
 * while a dialog is up or a call is running does nothing. The server has the last word; its refusals are toasted
 * by the error catalogue.
 */
export function useVinActions(vins: ChargingVin[], plates: PlatesState) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [bind] = useBindChargingVinPlateMutation();
  const [remove] = useRemoveChargingVinMutation();
  const [busy, setBusy] = useState<VinBusy>(null);
  const asking = useRef(false);

  const ask = async <K extends string>(options: DialogOptions<K>): Promise<K | null> => {
    if (asking.current || busy) return null;
    asking.current = true;
    try {
      return await ui.dialog(options);
    } finally {
      asking.current = false;
    }
  };

  const run = async (id: string, what: 'plate' | 'remove', call: () => Promise<unknown>, done: string) => {
    setBusy({ id, what });
    try {
      await call();
      ui.toast(done);
    } catch {
      // toasted by the catalogue
    } finally {
      setBusy(null);
    }
  };

  const removeVin = async (v: ChargingVin) => {
    const choice = await ask({
      title: '删除VIN码',
      content: `确定删除VIN码${v.vin}吗？删除后该车辆将不能即插即充。`,
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'ok', text: '删除', primary: true },
      ],
      safeKey: 'cancel',
    });
    if (choice === 'ok') await run(v.id, 'remove', () => remove({ id: v.id }).unwrap(), 'VIN码已删除');
  };

  /** No plate can be chosen: say why, and offer to add one when the driver has none. */
  const noPlateToChoose = async (hasPlates: boolean) => {
    const choice = await ask(
      hasPlates
        ? { title: '没有可关联的车辆', content: '您的车辆都已关联了其他VIN码，一辆车只能关联一个VIN码。', actions: [{ key: 'ok', text: '知道了' }] }
        : {
          title: '没有可关联的车辆',
          content: '您还没有绑定车辆，添加车辆后即可关联。',
          actions: [
            { key: 'cancel', text: '取消' },
            { key: 'add', text: '添加车辆', primary: true },
          ],
          safeKey: 'cancel',
        },
    );
    if (choice === 'add') navigate(href(paths.addCar, { redirect: paths.chargingVinManage }));
  };

  const choosePlate = async (v: ChargingVin) => {
    if (!plates.data) {
      if (plates.isError) void plates.refetch();
      ui.toast(plates.isError ? '车辆加载失败，请稍后重试' : '车辆加载中，请稍候');
      return;
    }
    const taken = new Set(vins.filter((o) => o.id !== v.id).map((o) => o.plateNo));
    const free = plates.data.results.filter((p) => !taken.has(p.plateNo) && p.plateNo !== v.plateNo);
    if (free.length === 0 && !v.plateNo) {
      await noPlateToChoose(plates.data.results.length > 0);
      return;
    }
    const current = v.plateNo ? `（当前：${formatPlate(v.plateNo)}）` : '';
    const choice = await ask<string>({
      title: v.plateNo ? '更换关联车辆' : '关联车辆',
      content: `选择VIN码${v.vin}要关联的车辆${current}。一辆车只能关联一个VIN码。`,
      actions: [
        { key: 'cancel', text: '取消' },
        ...free.map((p) => ({ key: PLATE_KEY + p.plateNo, text: formatPlate(p.plateNo) })),
        ...(v.plateNo ? [{ key: 'unbind', text: '解除关联' }] : []),
      ],
      safeKey: 'cancel',
    });
    if (!choice || choice === 'cancel') return;
    const plateNo = choice.startsWith(PLATE_KEY) ? choice.slice(PLATE_KEY.length) : null;
    await run(v.id, 'plate', () => bind({ id: v.id, plateNo }).unwrap(), plateNo ? `已关联${formatPlate(plateNo)}` : '已解除关联');
  };

  return { removeVin, choosePlate, busy };
}
