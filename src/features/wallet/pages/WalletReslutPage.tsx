import { ResultScreen } from '../components/result/ResultScreen';

/** /walletReslut: a top-up's result (?payOrderId, ?topUpNo) or a withdrawal's (?withdrawNo) of one wallet. */
export function WalletReslutPage() {
  return <ResultScreen area="wallet" title="充值结果" />;
}
