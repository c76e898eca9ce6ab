import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useWalletsQuery } from '@/api/driver/account';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Loading } from '@/ui/states/States';
import { homeUrl } from '../components/area';
import { DetailScreen } from '../components/movements/DetailScreen';
import { DetailTabs } from '../components/statement/DetailTabs';

/**
 * Whether the address names a wallet that is not the driver's general one (a charging-only wallet, a fleet's): that
 * wallet's movements alone. No wallet, or the general one: the statement. While the wallets load it is not known.
 */
function useOtherWallet(walletId: string | null): boolean | undefined {
  const wallets = useWalletsQuery(walletId ? undefined : skipToken);
  if (!walletId) return false;
  if (wallets.isError) return false; // the statement is the driver's whatever the wallet: show it rather than nothing
  if (!wallets.data) return undefined;
  return !wallets.data.results.some((w) => w.walletId === walletId && w.walletType === 1);
}

function Detail() {
  const [search] = useSearchParams();
  const walletId = search.get('walletId');
  const other = useOtherWallet(walletId);
  if (other) return <DetailScreen area="wallet" title="钱包明细" />;
  return (
    <Page title="账单" fallback={homeUrl('wallet', walletId ?? undefined)}>
      {other === undefined ? <Loading text="账单加载中" /> : <DetailTabs />}
    </Page>
  );
}

/**
 * /walletDetail[?tab&from&to&plateNo&kind&groupId][&walletId&type&month]: the general wallet's detail grows into the
 * statement, its movements kept as the second tab; another wallet's detail is its movements, as before.
 */
export function WalletDetailPage() {
  return (
    <RequireDriver>
      <Detail />
    </RequireDriver>
  );
}
