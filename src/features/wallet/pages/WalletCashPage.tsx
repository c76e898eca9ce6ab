import { WithdrawScreen } from '../components/withdraw/WithdrawScreen';

/** /walletCash?walletId: withdraw one of the driver's wallets back to the accounts it was topped up from. */
export function WalletCashPage() {
  return <WithdrawScreen area="wallet" />;
}
