import { DetailScreen } from '../components/movements/DetailScreen';

/** /walletDetail?walletId[&type&month]: every movement of one wallet (the driver's own or a fleet's). */
export function WalletDetailPage() {
  return <DetailScreen area="wallet" title="钱包明细" />;
}
