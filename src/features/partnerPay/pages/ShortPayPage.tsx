import { useSearchParams } from 'react-router-dom';
import { useOrderNoRefQuery } from '@/api/charge/partner';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { BillBlock } from '../components/BillBlock';

const TITLE = '账单缴费';

/**
 * /pay?orderNo: a bill by the order number printed on a receipt or an exit ticket's QR code, for anyone. The bill
 * is the parking pages' own; a driver pays it on /payPage, a visitor at the partner's checkout or after signing in.
 */
export function ShortPayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim();
  return (
    <Page title={TITLE}>
      {orderNo ? <ByOrderNo orderNo={orderNo} /> : <Empty text="缺少订单编号" description="请重新扫描小票或出口处的二维码" />}
    </Page>
  );
}

function ByOrderNo({ orderNo }: { orderNo: string }) {
  const ref = useOrderNoRefQuery({ orderNo });
  if (ref.isError && (ref.error as { code?: string } | undefined)?.code === '404') {
    return <Empty text="未找到该停车订单" description={`订单编号 ${orderNo}，请核对后重新扫码`} />;
  }
  return (
    <QueryState query={ref} loading="账单查询中" error="账单查询失败">
      {(r) => <BillBlock uniqueId={r.uniqueId} parkId={r.parkId} />}
    </QueryState>
  );
}
