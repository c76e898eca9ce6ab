import type { WalletMovement } from '@/api/driver/wallet.types';
import { href, paths } from '@/lib/paths';
import { topUpResultUrl, withdrawalResultUrl, type WalletArea } from '../area';

/**
 * Where a movement's order is shown: the parking order, the charging bill, the idle fee, the appeal, the top-up
 * or the withdrawal. Gifts without a top-up and a fleet's own orders have no page here: null.
 */
export function orderLinkOf(m: WalletMovement, area: WalletArea, walletId: string | undefined): string | null {
  const [first, second] = m.orderNos;
  if (!first) return null;
  switch (m.orderKind) {
    case 'parking':
      return m.payOrderId ? href(paths.orderRecordDetail, { payOrderId: m.payOrderId }) : null;
    case 'charging':
      return href(paths.chargeBillDetail, { orderNo: first });
    case 'occupy':
      return href(paths.occupyBillDetail, { occupyOrderNo: first });
    case 'appeal':
      return href(paths.chargingAppealDetail, { appealNo: first, orderNo: second });
    case 'occupyAppeal':
      return href(paths.occupyAppealDetail, { appealNo: first });
    case 'topUp':
      return topUpResultUrl(area, { topUpNo: first }, walletId);
    case 'withdrawal':
      return withdrawalResultUrl(area, first, walletId);
    default:
      return null;
  }
}
