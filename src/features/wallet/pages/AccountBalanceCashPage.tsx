import { WithdrawScreen } from '../components/withdraw/WithdrawScreen';

/** /accountBalanceCash: withdraw the balance back to the WeChat or Alipay accounts it was topped up from. */
export function AccountBalanceCashPage() {
  return <WithdrawScreen area="accountBalance" />;
}
