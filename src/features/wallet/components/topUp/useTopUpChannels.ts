import { useEffect, useState } from 'react';
import { usePayModelQuery } from '@/api/pay';
import type { PayChannel } from '@/lib/wire';
import { errorText, type Channels } from '@/payment/ui/useChannels';

/**
 * The channels this client may top up with (payModel purpose=topUp: WeChat in a WeChat-type client, Alipay in an
 * Alipay-type one, never the balance), in the shape the payment kit's ChannelPicker draws.
 */
export function useTopUpChannels(): Channels {
  const model = usePayModelQuery({ purpose: 'topUp' });
  const options = (model.data?.options ?? []).filter((o) => o.payChannel !== 6).map((o) => ({ ...o, disabledReason: null }));
  const [chosen, setChosen] = useState<PayChannel | null>(null);
  const usable = chosen !== null && options.some((o) => o.payChannel === chosen);
  const preferred = options.find((o) => o.payChannel === model.data?.defaultChannel) ?? options[0];
  useEffect(() => {
    if (chosen !== null && !usable && model.data) setChosen(null);
  }, [chosen, usable, model.data]);
  return {
    options,
    channel: usable ? chosen : (preferred?.payChannel ?? null),
    choose: setChosen,
    balanceCents: null,
    isLoading: model.isLoading,
    isError: model.isError,
    errorMessage: errorText(model.error),
    error: model.error,
    emptyText: '当前客户端暂不支持线上充值',
    refetch: () => void model.refetch(),
  };
}
