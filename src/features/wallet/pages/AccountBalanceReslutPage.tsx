import { ResultScreen } from '../components/result/ResultScreen';

/** /accountBalanceReslut: a top-up's result (?payOrderId, ?topUpNo) or a withdrawal's (?withdrawNo) of the balance. */
export function AccountBalanceReslutPage() {
  return <ResultScreen area="accountBalance" title="充值结果" />;
}
