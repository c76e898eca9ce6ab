import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { driverWalletApi, useTopUpQuery, useWithdrawalQuery } from '@/api/driver/wallet';
import { paymentRechecked } from '@/payment/paymentSlice';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading, QueryState } from '@/ui/states/States';
import { homeUrl, type WalletArea } from '../area';
import { topUpKey } from '../keys';
import { TopUpOutcome } from './TopUpOutcome';
import { topUpViewOf } from './topUpView';
import { WithdrawalOutcome } from './WithdrawalOutcome';

/** A withdrawal on its way is asked about again this often while its page is open (it arrives in hours). */
export const WITHDRAWAL_POLL_MS = 30_000;

interface Props {
  area: WalletArea;
  walletId: string | undefined;
}

/**
 * A top-up's outcome from the server (by the pay order the saga or the cashier came back with, or by its number).
 * With resume, an order left in flight by the cashier's round trip or a reload is asked about, never made again;
 * once the payment is confirmed the saga's 'paid' event refreshes the top-up and every balance.
 */
function TopUpResultView({ area, walletId, id, payOrderId }: Props & { id: string; payOrderId: string | null }) {
  const dispatch = useAppDispatch();
  const key = topUpKey(walletId);
  const { entry } = usePayAction(key);
  // Another order of the same wallet (an earlier try) says nothing about the one this address names.
  const mine = entry && payOrderId && (!entry.payOrderId || entry.payOrderId === payOrderId) ? entry : undefined;
  const topUp = useTopUpQuery({ id });
  const stale = mine?.status === 'paid' && topUp.data?.state === 1;
  useEffect(() => {
    if (stale) void topUp.refetch();
    // Only when the payment turns paid and the answer is older.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale]);

  if (!topUp.data) {
    return topUp.isError ? <LoadFailed text="充值结果查询失败" onRetry={() => void topUp.refetch()} busy={topUp.isFetching} error={topUp.error} /> : <Loading text="充值结果查询中" />;
  }
  const recheck = () => {
    if (payOrderId) dispatch(paymentRechecked({ key, payOrderId }));
    void topUp.refetch();
  };
  return (
    <TopUpOutcome
      area={area}
      view={topUpViewOf(topUp.data, mine)}
      topUp={topUp.data}
      walletId={walletId}
      onRecheck={recheck}
      rechecking={topUp.isFetching}
    />
  );
}

function WithdrawalResultView({ area, walletId, withdrawNo }: Props & { withdrawNo: string }) {
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = driverWalletApi.endpoints.withdrawal.useQueryState({ withdrawNo });
  const onItsWay = known.data?.state === 1;
  const w = useWithdrawalQuery({ withdrawNo }, { pollingInterval: onItsWay ? WITHDRAWAL_POLL_MS : 0, skipPollingIfUnfocused: true });
  return (
    <QueryState query={w} loading="提现结果查询中" error="提现结果查询失败">
      {(data) => <WithdrawalOutcome area={area} withdrawal={data} walletId={walletId} />}
    </QueryState>
  );
}

/**
 * The result page of either area (/accountBalanceReslut, /walletReslut): a top-up's (?payOrderId or ?topUpNo, where
 * the payment saga and the cashier land) or a withdrawal's (?withdrawNo, where 确认提现 lands and the detail links).
 */
export function ResultScreen({ area, title }: { area: WalletArea; title: string }) {
  const [search] = useSearchParams();
  const walletId = search.get('walletId') ?? undefined;
  const withdrawNo = search.get('withdrawNo');
  const payOrderId = search.get('payOrderId');
  const topUpNo = search.get('topUpNo');
  let body;
  if (withdrawNo) body = <WithdrawalResultView area={area} walletId={walletId} withdrawNo={withdrawNo} />;
  else if (payOrderId || topUpNo) body = <TopUpResultView area={area} walletId={walletId} id={(payOrderId ?? topUpNo) as string} payOrderId={payOrderId} />;
  else body = <Empty text="缺少充值或提现信息" description="请从钱包明细中查看" />;
  return (
    <Page title={withdrawNo ? '提现结果' : title} fallback={homeUrl(area, walletId)}>
      {withdrawNo || payOrderId || topUpNo ? <RequireDriver>{body}</RequireDriver> : body}
    </Page>
  );
}
