import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { formatDateTime } from '@/lib/time';
import { keptReceipts, receiptsOfPlate } from '@/payment/visitorReceipts';
import { CardList } from '@/ui/CardList/CardList';
import { Empty } from '@/ui/states/States';

/**
 * The receipts this phone kept of payments made without an account (newest first), or those of one plate (the
 * plate query sends a visitor here when the plate owes nothing and this phone paid for it before). Each opens the
 * receipt as the server has it now; the list itself is the phone's, so it shows with no network.
 */
export function KeptReceiptList({ plateNo }: { plateNo: string | null }) {
  const navigate = useNavigate();
  const shown = plateNo ? receiptsOfPlate(plateNo) : keptReceipts();
  if (!shown.length) {
    return <Empty text={plateNo ? `本机没有 ${formatPlate(plateNo)} 的支付凭证` : '本机暂无支付凭证'} description="未登录时在本机完成的停车缴费，凭证会保存在这里" />;
  }
  return (
    <CardList header={plateNo ? `${formatPlate(plateNo)} 无待缴费用，本机保存的支付凭证` : '本机保存的支付凭证（未登录时支付）'}>
      {shown.map((r) => (
        <List.Item
          key={r.payOrderId}
          arrow
          onClick={() => navigate(href(paths.visitorReceipt, { payOrderId: r.payOrderId, payToken: r.payToken }))}
          description={[r.parkName, r.createTime ? formatDateTime(r.createTime) : null].filter(Boolean).join(' · ') || `订单号 ${r.payOrderId}`}
          extra={r.amountCents !== undefined ? formatMoney(r.amountCents) : undefined}
        >
          {formatPlate(r.plateNo)}
        </List.Item>
      ))}
    </CardList>
  );
}
