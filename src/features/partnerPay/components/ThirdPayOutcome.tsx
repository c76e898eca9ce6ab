import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useThirdPayOrderQuery } from '@/api/charge/partner';
import { UNKNOWN } from '@/lib/schema';
import { href, paths } from '@/lib/paths';
import { CheckoutDetails } from '@/payment/ui/CheckoutDetails';
import { PendingPaymentResult } from '@/ui/PendingPaymentResult';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';

/** How often and how long a pending partner payment is asked for (tests shorten it). */
export const thirdPayTiming = { intervalMs: 2000, maxPolls: 30 };



interface Props {
  payOrderId: string | null;
  payToken: string | null;
  /** The page asking: thirdpaySuccess hands a payment that did not go through to thirdpayFail. */
  page: 'success' | 'fail' | 'result';
}

/**
 * What the server says about a partner-checkout payment: never what the checkout said on its way back. Pending is
 * asked again every intervalMs (up to maxPolls), then the driver may ask again; paid shows the receipt; failed or
 * closed offers paying again.
 */
export function ThirdPayOutcome({ payOrderId, payToken, page }: Props) {
  const [polls, setPolls] = useState(0);
  const args = payOrderId && payToken ? { payOrderId, payToken } : null;
  // A state the app does not know yet is not taken for a failure (nothing says no money moved): asked again like pending.
  const pending = (state: string | undefined) => state === 'pending' || state === UNKNOWN;
  const q = useThirdPayOrderQuery(args ?? { payOrderId: '', payToken: '' }, { skip: !args });
  const state = q.data?.state;
  const polling = pending(state) && polls < thirdPayTiming.maxPolls;

  useEffect(() => {
    if (!polling || q.isFetching) return undefined;
    const t = window.setTimeout(() => {
      setPolls((n) => n + 1);
      void q.refetch();
    }, thirdPayTiming.intervalMs);
    return () => window.clearTimeout(t);
  }, [polling, q, polls]);

  if (!args) return <Empty text="缺少支付信息" description="请回到停车场二维码页面重新查询" />;
  return (
    <QueryState query={q} loading="正在查询支付结果" error="支付结果查询失败">
      {(order) => {
        const billUrl = href(paths.pay, { orderNo: order.uniqueId });
        if (order.state === 'paid') {
          return (
            <ResultView outcome="success" title="支付成功" description="停车费已缴清，请在免费离场时间内出场" primary={{ text: '查看账单', to: billUrl }} secondary={{ text: '返回首页', to: paths.home }}>
              <CheckoutDetails order={order} />
            </ResultView>
          );
        }
        if (pending(order.state)) {
          // The kit's one wording of a payment the server has not confirmed (PendingPaymentResult).
          return (
            <PendingPaymentResult
              checking={polling}
              rechecking={q.isFetching}
              onRecheck={() => {
                setPolls(0);
                return q.refetch();
              }}
              secondary={{ text: '返回账单', to: billUrl }}
            >
              <CheckoutDetails order={order} />
            </PendingPaymentResult>
          );
        }
        if (page === 'success') return <Navigate to={href(paths.thirdpayFail, { payOrderId: order.payOrderId, payToken: order.payToken })} replace />;
        return (
          <ResultView
            outcome={order.state === 'closed' ? 'cancelled' : 'failure'}
            title={order.state === 'closed' ? '支付已取消' : '支付失败'}
            description="本次未扣款，您可以重新支付"
            primary={{ text: '重新支付', to: href(paths.thirdpay, { uniqueId: order.uniqueId, parkId: order.parkId }) }}
            secondary={{ text: '返回账单', to: billUrl }}
          >
            <CheckoutDetails order={order} />
          </ResultView>
        );
      }}
    </QueryState>
  );
}
