import { useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { payApi, usePayModelQuery } from '@/api/pay';
import { isMalformed } from '@/api/apiError';
import type { ParkPayTypes } from '@/api/dealer/types';
import type { PayChannel } from '@/lib/wire';
import type { PayModel } from '@/api/pay/types';
import { useAppDispatch, useAppSelector } from '@/ui/hooks';
import type { PrefetchStore } from '@/ui/lazyPage';
import { driverAccountApi, useBalanceInfoQuery } from '@/api/driver/account';
import { dealerLotsApi, useParkPayTypesQuery } from '@/api/dealer/lots';

export interface ChannelOption {
  payChannel: PayChannel;
  name: string;
  /** Why it cannot be used for this amount (余额不足), or null. */
  disabledReason: string | null;
}

export interface Channels {
  options: ChannelOption[];
  channel: PayChannel | null;
  choose: (c: PayChannel) => void;
  balanceCents: number | null;
  isLoading: boolean;
  isError: boolean;
  errorMessage: string;
  /** The failed read's error (an answer that broke the contract reads 数据异常 under the title). */
  error: unknown;
  /** What to say when no channel is left. */
  emptyText: string;
  refetch: () => void;
}

const NO_ONLINE = '该停车场暂不支持线上支付，请在出口现场缴费';
/**
 * payModel's answer for a lot none of this client's channels can pay: not a failure to retry (the server has said),
 * but a lot to pay at its exit — said so, with no 重试 and no 立即支付.
 */
const NO_CHANNEL_HERE = '0xd09510001';
const refusedHere = (error: unknown) => !!error && typeof error === 'object' && 'code' in error && error.code === NO_CHANNEL_HERE;
const NO_COMMON = '所选账单不支持同一种支付方式，请分开支付';

/** The client's channels (payModel) that every lot takes: its payTypes, the balance only where supportBalance. */
function intersect(model: PayModel | undefined, lots: ParkPayTypes[], available: number | null, amountCents: number): ChannelOption[] {
  if (!model) return [];
  return model.options
    .filter((o) => lots.every((lot) => lot.payTypes.includes(o.payChannel) && (o.payChannel !== 6 || lot.supportBalance === 1)))
    .map((o) => ({
      payChannel: o.payChannel,
      name: o.name,
      disabledReason: o.payChannel === 6 && available !== null && available < amountCents ? '余额不足' : null,
    }));
}

/** The chosen channel: the driver's pick while usable, else the client's default, else the first usable one. */
function useChoice(options: ChannelOption[], defaultChannel: PayChannel | undefined) {
  const [chosen, setChosen] = useState<PayChannel | null>(null);
  const usable = options.filter((o) => !o.disabledReason);
  const preferred = usable.find((o) => o.payChannel === defaultChannel) ?? usable[0];
  const channel = chosen !== null && usable.some((o) => o.payChannel === chosen) ? chosen : (preferred?.payChannel ?? null);
  const chosenUsable = chosen === null || usable.some((o) => o.payChannel === chosen);
  useEffect(() => {
    if (!chosenUsable) setChosen(null);
  }, [chosenUsable]);
  return { channel, choose: setChosen };
}

/** The title of a channel list that failed: the server's refusal, or 支付方式加载失败 (also for an unreadable answer). */
export function errorText(error: unknown): string {
  if (isMalformed(error)) return '支付方式加载失败';
  return error && typeof error === 'object' && 'msg' in error ? String(error.msg) : '支付方式加载失败';
}

/**
 * The channels this client may use (payModel) that this lot takes (parkPayTypesFetch: 2 Alipay, 3 WeChat, 6 the
 * balance when the lot supports it), with the driver's balance (balanceInfo) for the balance option.
 */
export function useChannels(parkId: string | undefined, amountCents: number, isDriver = true): Channels {
  const model = usePayModelQuery(parkId ? { parkId } : {});
  const lot = useParkPayTypesQuery({ parkId: parkId ?? '' }, { skip: !parkId });
  // A visitor has no balance to ask about (the call would send them to login).
  const balance = useBalanceInfoQuery(undefined, { skip: !isDriver });
  const available = balance.data?.availableBalance ?? model.data?.balanceCents ?? null;

  const options = useMemo(
    () => intersect(model.data, lot.data ? [lot.data] : [], available, amountCents),
    [model.data, lot.data, available, amountCents],
  );
  const { channel, choose } = useChoice(options, model.data?.defaultChannel);

  return {
    options,
    channel,
    choose,
    balanceCents: available,
    isLoading: model.isLoading,
    isError: model.isError && !refusedHere(model.error),
    errorMessage: errorText(model.error),
    error: model.error,
    emptyText: refusedHere(model.error) ? `${errorText(model.error)}，请在出口现场缴费` : NO_ONLINE,
    refetch: () => void model.refetch(),
  };
}

/**
 * The reads useChannels makes, asked for ahead (a page's prefetch): the same arguments, so the hook finds them
 * in flight or answered and asks nothing again.
 */
export function prefetchChannels(parkId: string, isDriver: boolean, dispatch: PrefetchStore['dispatch']) {
  dispatch(payApi.util.prefetch('payModel', { parkId }, {}));
  dispatch(dealerLotsApi.util.prefetch('parkPayTypes', { parkId }, {}));
  if (isDriver) dispatch(driverAccountApi.util.prefetch('balanceInfo', undefined, {}));
}

type LotState = ParkPayTypes | 'loading' | 'error';

/** parkPayTypesFetch for each lot, subscribed while the screen shows them. */
function useLotsPayTypes(parkIds: string[]) {
  const dispatch = useAppDispatch();
  const key = parkIds.join(',');
  const subs = useRef(new Map<string, { refetch: () => void }>());
  useEffect(() => {
    const list = (key ? key.split(',') : []).map((parkId) => [parkId, dispatch(dealerLotsApi.endpoints.parkPayTypes.initiate({ parkId }))] as const);
    subs.current = new Map(list);
    return () => list.forEach(([, sub]) => sub.unsubscribe());
  }, [dispatch, key]);
  const lots = useAppSelector(
    (state) =>
      parkIds.map((parkId): LotState => {
        const r = dealerLotsApi.endpoints.parkPayTypes.select({ parkId })(state);
        if (r.data) return r.data;
        return r.isError ? 'error' : 'loading';
      }),
    shallowEqual,
  );
  const refetchFailed = () =>
    parkIds.forEach((parkId, i) => {
      if (lots[i] === 'error') subs.current.get(parkId)?.refetch();
    });
  return { lots, refetchFailed };
}

/**
 * Several bills paid in one order: the client's channels (payModel) that EVERY distinct lot of the bills takes,
 * the balance only when each of them supports it. No common channel: the bills must be paid apart.
 */
export function useBatchChannels(parkIds: string[], amountCents: number, isDriver = true): Channels {
  const distinct = useMemo(() => [...new Set(parkIds)].sort(), [parkIds]);
  const model = usePayModelQuery({});
  // A visitor has no balance to ask about (the call would send them to login).
  const balance = useBalanceInfoQuery(undefined, { skip: !isDriver });
  const available = balance.data?.availableBalance ?? model.data?.balanceCents ?? null;
  const { lots, refetchFailed } = useLotsPayTypes(distinct);
  const failed = lots.includes('error');
  const ready = lots.every((l) => typeof l === 'object');

  const options = useMemo(() => {
    const loaded = lots.filter((l): l is ParkPayTypes => typeof l === 'object');
    return loaded.length === lots.length ? intersect(model.data, loaded, available, amountCents) : [];
  }, [model.data, lots, available, amountCents]);
  const { channel, choose } = useChoice(options, model.data?.defaultChannel);

  return {
    options,
    channel,
    choose,
    balanceCents: available,
    isLoading: model.isLoading || (!ready && !failed),
    isError: model.isError || failed,
    errorMessage: errorText(model.error),
    error: model.error,
    emptyText: distinct.length > 1 ? NO_COMMON : NO_ONLINE,
    refetch: () => {
      if (model.isError) void model.refetch();
      refetchFailed();
    },
  };
}
