import type { MerchantHome } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import styles from './GiveCouponsListPage.module.css';

function Stock({ home, merchantId }: { home: MerchantHome; merchantId: string }) {
  const lines = home.stock.filter((l) => l.count > 0);
  if (lines.length === 0) {
    return (
      <Empty text="暂无可赠送的优惠券" description={home.permissions.buy ? '库存已用完，请先购买优惠券' : '库存已用完，请联系店主购买'}>
        {home.permissions.buy && <LinkButton to={href(paths.buyCouponsList, { merchantId })}>购买优惠券</LinkButton>}
      </Empty>
    );
  }
  return (
    <div className={styles.stack}>
      <p className={`${styles.note} ${styles.noteInfo}`}>选择要赠送的优惠券和方式：按车牌直接送到车主账户，或出示一次性领券码让顾客扫码领取，也可以一次送给多辆车。先到期的优惠券优先赠出。</p>
      <ul className={`${styles.stack} ${styles.plainList}`} aria-label="可赠送的优惠券">
        {lines.map((l) => (
          <li key={l.type.typeId} className={styles.card}>
            <h2 className={styles.title}>
              {l.type.name} <span className={styles.tag}>{l.type.kindText}</span>
            </h2>
            <p className={styles.weak}>{l.type.ruleDesc}</p>
            <p className={styles.weak}>
              库存 {l.count}张{l.expiringCount > 0 ? `，其中${l.expiringCount}张将于${formatDate(l.nextExpiry)}前到期` : ''}
            </p>
            <div className={styles.rowActions}>
              <LinkButton solid small to={href(paths.giveCoupons, { merchantId, typeId: l.type.typeId, way: 'plate' })}>
                按车牌赠送
              </LinkButton>
              <LinkButton small to={href(paths.showQRcode, { merchantId, typeId: l.type.typeId })}>出示领券码</LinkButton>
              <LinkButton small to={href(paths.giveCoupons, { merchantId, typeId: l.type.typeId, way: 'bulk' })}>批量赠送</LinkButton>
            </div>
          </li>
        ))}
      </ul>
      <LinkButton to={href(paths.giveCouponsRecord, { merchantId })}>查看赠送记录</LinkButton>
    </div>
  );
}

/** /giveCouponsList?merchantId: the stock that can be given, by type, and the three ways to give it. */
export function GiveCouponsListPage() {
  return <MerchantScope title="赠送优惠券">{(home, merchantId) => <Stock home={home} merchantId={merchantId} />}</MerchantScope>;
}
