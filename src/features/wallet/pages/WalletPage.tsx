import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Wallet } from '@/api/driver/types';
import { afterNextPaint } from '@/lib/nextTask';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { chosenWallet } from '../chosenWallet';
import { TopUpBar } from '../components/topUp/TopUpBar';
import { TopUpFields } from '../components/topUp/TopUpFields';
import { useTopUp } from '../components/topUp/useTopUp';
import { GroupWallets } from '../components/wallets/GroupWallets';
import { WalletCards } from '../components/wallets/WalletCards';
import styles from './WalletPage.module.css';
import { driverAccountApi, useWalletsQuery } from '@/api/driver/account';
import { driverWalletApi } from '@/api/driver/wallet';
import { payApi } from '@/api/pay';
import type { Prefetch } from '@/ui/lazyPage';
import { selectIsDriver } from '@/session/sessionSlice';

const TITLE = '我的钱包';

/**
 * False for the page's first paint, true from the task after it. The wallets' figures are what the driver opened the
 * page for: on a cheap phone the top-up form under them (its amounts, its channels, its bar) was half of the first
 * render, so it is drawn a frame later, with nothing in its place meanwhile.
 */
function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let shown = true;
    void afterNextPaint().then(() => shown && setAfter(true));
    return () => {
      shown = false;
    };
  }, []);
  return after;
}

/** The wallets with the chosen one's top-up; keyed by that wallet, so its form and payment are its own. */
function WalletsView({ wallets, chosen, onChoose }: { wallets: Wallet[]; chosen: Wallet; onChoose: (walletId: string) => void }) {
  const topUp = useTopUp('wallet', chosen.walletId);
  const rest = useAfterFirstPaint();
  return (
    <Page title={TITLE} fallback={paths.mine} footer={rest ? <TopUpBar topUp={topUp} into={chosen.walletName} /> : undefined}>
      <WalletCards wallets={wallets} chosen={chosen.walletId} onChoose={onChoose} />
      {rest && (
        <>
          <h2 className={styles.topupTitle} id="wl-topup" tabIndex={-1}>
            充值到：{chosen.walletName}
          </h2>
          <TopUpFields topUp={topUp} />
          <GroupWallets />
        </>
      )}
    </Page>
  );
}

function Wallets() {
  const [search, setSearch] = useSearchParams();
  const wallets = useWalletsQuery();
  const list = wallets.data?.results ?? [];
  const chosen = chosenWallet(list, search.get('walletId'));
  if (chosen) {
    const choose = (walletId: string) => {
      setSearch({ walletId }, { replace: true });
      // The top-up below now fills this wallet: take the driver (and a screen reader) there.
      requestAnimationFrame(() => document.getElementById('wl-topup')?.focus());
    };
    return <WalletsView key={chosen.walletId} wallets={list} chosen={chosen} onChoose={choose} />;
  }
  return (
    <Page title={TITLE} fallback={paths.mine}>
      <QueryState
        query={wallets}
        loading="钱包加载中"
        error="钱包加载失败"
        empty={{ when: (d) => d.results.length === 0, text: '暂未开通钱包', description: '开通后可充值用于停车缴费和充电' }}
      >
        {() => null}
      </QueryState>
      <GroupWallets />
    </Page>
  );
}

/**
 * /wallet[?walletId]: every wallet of the driver (walletPlan 2): their own, the default marked, each with top-up,
 * withdraw and detail, and the wallets of the fleets they belong to. The wallet being topped up is in the address.
 */
export function WalletPage() {
  return (
    <RequireDriver>
      <Wallets />
    </RequireDriver>
  );
}

/**
 * The page's reads, asked for as its route matches instead of after its first render: the wallets, then the chosen
 * wallet's top-up limits, the groups' wallets and the top-up's channels. Where the home's tap sent them before the
 * app's code came (app/earlyReadTable), their answers are in by then, and the page is drawn once, with its figures,
 * instead of 钱包加载中 first and the figures a render or two later.
 */
export const prefetch: Prefetch = (url, { dispatch, getState }) => {
  if (!selectIsDriver(getState())) return;
  const asked = url.searchParams.get('walletId');
  void dispatch(driverAccountApi.endpoints.wallets.initiate(undefined, { subscribe: false })).then(({ data }) => {
    const walletId = chosenWallet(data?.results ?? [], asked)?.walletId;
    if (walletId) dispatch(driverWalletApi.util.prefetch('topUpRules', { walletId }, {}));
  });
  dispatch(driverAccountApi.util.prefetch('mineGroups', undefined, {}));
  dispatch(payApi.util.prefetch('payModel', { purpose: 'topUp' }, {}));
};
