import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { BalanceCard } from '../components/balance/BalanceCard';
import { TopUpBar } from '../components/topUp/TopUpBar';
import { TopUpFields } from '../components/topUp/TopUpFields';
import { useTopUp } from '../components/topUp/useTopUp';

const TITLE = '账户余额';

/** Under RequireDriver: a visitor's visit asks nothing. */
function Balance() {
  const topUp = useTopUp('accountBalance', undefined);
  return (
    <Page title={TITLE} fallback={paths.mine} footer={<TopUpBar topUp={topUp} />}>
      <BalanceCard />
      <TopUpFields topUp={topUp} />
    </Page>
  );
}

/**
 * /accountBalance: the one balance (walletPlan other than 2): what is in it, withdraw and the movements, and
 * topping it up by WeChat or Alipay (presets and any amount within the server's limits, gifts shown).
 */
export function AccountBalancePage() {
  return (
    <RequireDriver>
      <Balance />
    </RequireDriver>
  );
}
