import { DetailScreen } from '../components/movements/DetailScreen';

/** /accountBalanceDetail[?type&month]: every movement of the balance, each with its order. */
export function AccountBalanceDetailPage() {
  return <DetailScreen area="accountBalance" title="余额明细" />;
}
