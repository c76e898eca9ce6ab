import { useMerchantPurchasesInfiniteQuery } from '@/api/coupon/merchant';
import type { MerchantPurchase } from '@/api/coupon/merchant.types';
import { UNKNOWN } from '@/lib/schema';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { PagedList } from '@/ui/PagedList/PagedList';
import { Link } from '@/ui/Link';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import { FRESH } from '@/api/fresh';
import shared from '../components/merchantCards.module.css';
import styles from './BuyCouponsRecordPage.module.css';

const TAG: Record<MerchantPurchase['state'], string> = {
  unpaid: `${shared.tag} ${shared.tagWarn}`, paid: `${shared.tag} ${shared.tagOk}`, closed: `${shared.tag} ${shared.tagOff}`, [UNKNOWN]: shared.tag,
};

function Row({ p }: { p: MerchantPurchase }) {
  return (
    <Link className={styles.item} to={href(paths.buyCouponsReslut, { merchantId: p.merchantId, purchaseId: p.purchaseId })}>
      <span className={shared.line}>
        <span className={shared.title}>
          {p.typeName} × {p.quantity}
        </span>
        <span className={TAG[p.state]}>{p.state === UNKNOWN ? '未知' : p.stateText}</span>
      </span>
      <span className={shared.line}>
        <span className={shared.weak}>
          {formatDateTime(p.createdAt)} · {p.buyerName}
        </span>
        <span className={shared.money}>{formatMoney(p.amount)}</span>
      </span>
      <span className={shared.weak}>
        订单号 {p.purchaseId}
        {p.payChannelText ? ` · ${p.payChannelText}` : ''}
      </span>
    </Link>
  );
}

function Records({ merchantId }: { merchantId: string }) {
  const q = useMerchantPurchasesInfiniteQuery({ merchantId }, FRESH);
  return (
    <PagedList
      query={q}
      label="购买记录"
      itemKey={(p) => p.purchaseId}
      renderItem={(p) => <Row p={p} />}
      error="购买记录加载失败"
      loading="购买记录加载中"
      empty={{ text: '暂无购买记录', description: '购买的优惠券会存入库存，用于赠送给顾客', action: <LinkButton to={href(paths.buyCouponsList, { merchantId })}>购买优惠券</LinkButton> }}
      pullToRefresh
    />
  );
}

/** /buyCouponsRecord?merchantId: every order of coupons, paid, waiting or closed (owner only: it is the money). */
export function BuyCouponsRecordPage() {
  return <MerchantScope title="购买记录" ownerOnly="查看购买记录">{(_home, merchantId) => <Records merchantId={merchantId} />}</MerchantScope>;
}
