import { useMerchantCouponTypesQuery } from '@/api/coupon/merchant';
import type { MerchantCouponType, MerchantHome } from '@/api/coupon/merchant.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { QueryState } from '@/ui/states/States';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import { FRESH } from '@/api/fresh';
import styles from './BuyCouponsListPage.module.css';

function TypeCard({ t, merchantId, stock }: { t: MerchantCouponType; merchantId: string; stock: number }) {
  return (
    <li className={`${styles.card} ${styles.stack}`}>
      <h2 className={styles.title}>
        {t.name} <span className={styles.tag}>{t.kindText}</span>
      </h2>
      <p className={styles.weak}>{t.ruleDesc}</p>
      <Facts
        rows={[
          ['单价', t.unitPrice !== null ? <span className={`${styles.money} ${styles.moneyDue}`}>{formatMoney(t.unitPrice)}/张</span> : null],
          ['每单数量', `${t.minQuantity}～${t.maxQuantity}张`],
          ['库存有效期', `购买后${t.stockDays}天`],
          ['当前库存', `${stock}张`],
        ]}
      />
      <LinkButton solid to={href(paths.buyCoupons, { merchantId, typeId: t.typeId })}>
        购买{t.name}
      </LinkButton>
    </li>
  );
}

function Types({ home, merchantId }: { home: MerchantHome; merchantId: string }) {
  const q = useMerchantCouponTypesQuery({ merchantId }, FRESH);
  return (
    <QueryState query={q} loading="优惠券类型加载中" error="优惠券类型加载失败" empty={{ when: (d) => d.length === 0, text: '停车场暂未出售优惠券', description: '请稍后再来看看' }}>
      {(types) => (
        <ul className={`${styles.stack} ${styles.plainList}`} aria-label="可购买的优惠券">
          {types.map((t) => (
            <TypeCard key={t.typeId} t={t} merchantId={merchantId} stock={home.stock.find((l) => l.type.typeId === t.typeId)?.count ?? 0} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** /buyCouponsList?merchantId: the coupon types the lot sells, with price, validity and order limits (owner only). */
export function BuyCouponsListPage() {
  return (
    <MerchantScope title="购买优惠券" ownerOnly="购买优惠券">
      {(home, merchantId) => <Types home={home} merchantId={merchantId} />}
    </MerchantScope>
  );
}
