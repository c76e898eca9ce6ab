import { useEffect, useMemo, useState } from 'react';
import { useParkPayTypesQuery } from '@/api/dealer';
import { useBalanceInfoQuery } from '@/api/driver';
import { usePayModelQuery } from '@/api/pay';
import type { PayChannel } from '@/api/types/envelope';

export interface ChannelOption {
  payChannel: PayChannel;
  name: string;
  /** Why it cannot be used for this amount (余额不足), or null. */
  disabledReason: string | null;
}

/**
 * The channels this client may use (payModel) that this lot takes (parkPayTypesFetch: 2 Alipay, 3 WeChat, 6 the
 * balance when the lot supports it), with the driver's balance (balanceInfo) for the balance option.
 */
export function useChannels(parkId: string | undefined, amountCents: number, isDriver = true) {
  const model = usePayModelQuery(parkId ? { parkId } : {});
  const lot = useParkPayTypesQuery({ parkId: parkId ?? '' }, { skip: !parkId });
  // A visitor has no balance to ask about (the call would send them to login).
  const balance = useBalanceInfoQuery(undefined, { skip: !isDriver });
  const available = balance.data?.availableBalance ?? model.data?.balanceCents ?? null;

  const options = useMemo<ChannelOption[]>(() => {
    if (!model.data) return [];
    return model.data.options
      .filter((o) => !lot.data || (lot.data.payTypes.includes(o.payChannel) && (o.payChannel !== 6 || lot.data.supportBalance === 1)))
      .map((o) => ({
        payChannel: o.payChannel,
        name: o.name,
        disabledReason: o.payChannel === 6 && available !== null && available < amountCents ? '余额不足' : null,
      }));
  }, [model.data, lot.data, available, amountCents]);

  const [chosen, setChosen] = useState<PayChannel | null>(null);
  const usable = options.filter((o) => !o.disabledReason);
  const preferred = usable.find((o) => o.payChannel === model.data?.defaultChannel) ?? usable[0];
  const channel = chosen !== null && usable.some((o) => o.payChannel === chosen) ? chosen : (preferred?.payChannel ?? null);
  useEffect(() => {
    if (chosen !== null && !usable.some((o) => o.payChannel === chosen)) setChosen(null);
  }, [chosen, usable]);

  return {
    options,
    channel,
    choose: setChosen,
    balanceCents: available,
    isLoading: model.isLoading,
    isError: model.isError,
    errorMessage: model.error && 'msg' in model.error ? String(model.error.msg) : '支付方式加载失败',
    refetch: () => void model.refetch(),
  };
}
