import { useSearchParams } from 'react-router-dom';
import { useWithdrawPreviewQuery } from '@/api/driver/wallet';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { homeUrl, type WalletArea } from '../area';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawRules, WithdrawSummary } from './WithdrawInfo';
import styles from './WithdrawScreen.module.css';

const TITLE = '提现';

function Withdraw({ area, walletId }: { area: WalletArea; walletId: string | undefined }) {
  const preview = useWithdrawPreviewQuery(walletId ? { walletId } : {});
  return (
    <QueryState query={preview} loading="可提现金额加载中" error="提现信息加载失败">
      {(p) => (
        <div className={styles.stack}>
          <WithdrawSummary preview={p} />
          {p.withdrawableCents > 0 ? (
            <WithdrawForm area={area} walletId={walletId} preview={p} />
          ) : (
            <Empty text="暂无可提现金额" description="只有充值所得可以原路提现，赠送金额不可提现" />
          )}
          <WithdrawRules preview={p} />
        </div>
      )}
    </QueryState>
  );
}

/** The withdraw page of either area (/accountBalanceCash, /walletCash?walletId): the default wallet without an id. */
export function WithdrawScreen({ area }: { area: WalletArea }) {
  const [search] = useSearchParams();
  const walletId = search.get('walletId') ?? undefined;
  return (
    <Page title={TITLE} fallback={homeUrl(area, walletId)}>
      <RequireDriver>
        <Withdraw area={area} walletId={walletId} />
      </RequireDriver>
    </Page>
  );
}
