import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { couponMerchantApi, useMerchantPurchaseQuery } from '@/api/coupon/merchant';
import type { MerchantPurchase } from '@/api/coupon/merchant.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import type { PaymentEntry } from '@/payment/types';
import { isUnsettled, recheckOf, UnsettledPayment } from '@/payment/ui/UnsettledPayment';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useAppDispatch } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { ResultView } from '@/ui/ResultView';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import { merchantHomeUrl, MerchantScope } from '../components/MerchantScope';
import { purchasePayKey } from '../keys';
import styles from './BuyCouponsReslutPage.module.css';

const TITLE = '购买结果';

function Paid({ p }: { p: MerchantPurchase }) {
  return (
    <ResultView
      outcome="success"
      title="购买成功"
      description={`${p.quantity}张${p.typeName}已存入库存，可以赠送给顾客了`}
      primary={{ text: '去赠送', to: href(paths.giveCouponsList, { merchantId: p.merchantId }) }}
      secondary={{ text: '返回商户首页', to: merchantHomeUrl(p.merchantId) }}
    >
      <Facts
        rows={[
          ['优惠券', p.typeName],
          ['数量', `${p.quantity}张`],
          ['实付金额', <span key="a" className={styles.money}>{formatMoney(p.amount)}</span>],
          ['支付方式', p.payChannelText],
          ['支付时间', formatDateTime(p.paidAt)],
          ['库存有效期至', formatDateTime(p.stockUntil)],
          ['订单号', p.purchaseId],
        ]}
      />
    </ResultView>
  );
}

function NotPaid({ p, entry }: { p: MerchantPurchase; entry: PaymentEntry | undefined }) {
  const again = href(paths.buyCoupons, { merchantId: p.merchantId, typeId: p.typeId });
  if (p.state === 'closed') {
    return <ResultView outcome="failure" title="订单已关闭" description="订单未在规定时间内支付，已自动关闭，如需购买请重新下单" primary={{ text: '重新购买', to: again }} />;
  }
  const status = entry?.status;
  if (isUnsettled(status)) return <UnsettledPayment status={status} {...recheckOf(entry, purchasePayKey(p.purchaseId))} secondary={{ text: '返回商户首页', to: merchantHomeUrl(p.merchantId) }} />;
  if (status === 'failed') {
    return <ResultView outcome="failure" title="支付失败" description={entry?.message ?? '订单尚未支付，请重新购买'} primary={{ text: '重新购买', to: again }} />;
  }
  return (
    <ResultView
      outcome="cancelled"
      title={status === 'cancelled' ? '支付已取消' : '订单待支付'}
      description={p.payDeadline ? `订单将于${formatDateTime(p.payDeadline)}自动关闭` : undefined}
      primary={{ text: '重新购买', to: again }}
      secondary={{ text: '返回商户首页', to: merchantHomeUrl(p.merchantId) }}
    />
  );
}

function Outcome({ merchantId, purchaseId, payOrderId }: { merchantId: string; purchaseId: string; payOrderId: string | null }) {
  const dispatch = useAppDispatch();
  // With resume: an order left in flight (the cashier's way back, a reload) is asked about, never made again.
  const { entry } = usePayAction(purchasePayKey(purchaseId));
  const mine = entry && (!payOrderId || !entry.payOrderId || entry.payOrderId === payOrderId) ? entry : undefined;
  const q = useMerchantPurchaseQuery({ merchantId, purchaseId }, { refetchOnMountOrArgChange: true });
  const p = q.data;
  const stale = mine?.status === 'paid' && p?.state === 'unpaid';
  // Paid from here but read before the server knew: asked again, so it never reads 待支付 after paying.
  useEffect(() => {
    if (stale) dispatch(couponMerchantApi.util.invalidateTags(['MerchantPurchase', 'Merchant']));
  }, [stale, dispatch]);
  // The provider's payment (a cashier in another tab) may settle while this page is open.
  useMerchantPurchaseQuery({ merchantId, purchaseId }, { pollingInterval: p?.state === 'unpaid' && !mine ? 5000 : 0, skip: p?.state !== 'unpaid' });
  if (!p) return q.isError ? <LoadFailed text="购买结果查询失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="购买结果查询中" />;
  if (p.state === 'paid') return <Paid p={p} />;
  if (stale) return <Loading text="正在确认支付结果" />;
  return <NotPaid p={p} entry={mine} />;
}

/** /buyCouponsReslut?merchantId&purchaseId(&payOrderId): where paying a purchase lands; the order as the server has it. */
export function BuyCouponsReslutPage() {
  const [search] = useSearchParams();
  const purchaseId = search.get('purchaseId');
  if (!purchaseId) {
    return (
      <Page title={TITLE} fallback={paths.merchantManageList}>
        <Empty text="缺少订单信息" description="请在购买记录中查看">
          <LinkButton to={paths.merchantManageList}>我的商户</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <MerchantScope title={TITLE} ownerOnly="查看购买订单">
      {(_home, merchantId) => <Outcome merchantId={merchantId} purchaseId={purchaseId} payOrderId={search.get('payOrderId')} />}
    </MerchantScope>
  );
}
