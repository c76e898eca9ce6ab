import type { WalletCoupon } from '@/api/coupon/wallet.types';
import { UNKNOWN } from '@/lib/schema';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { StateTag } from '@/ui/StateTag';
import { capOf, faceOf, thresholdOf, validityOf } from './couponFace';
import styles from './CouponCard.module.css';

const STATUS_TEXT = { used: '已使用', expired: '已过期', [UNKNOWN]: '未知' } as const;
const SCOPE_TEXT: Record<WalletCoupon['scope'], string> = { parking: '停车券', charging: '充电券', [UNKNOWN]: '未知' };

/** Where an unused coupon is used: a parking coupon on the bills of home, a charging one when starting a charge. */
export function targetOf(c: WalletCoupon): string {
  return c.scope === 'charging' ? paths.chargingPage : paths.home;
}

/**
 * One coupon as the driver reads it: what it takes off (amount, discount, free time), the threshold, what kind and
 * where it applies, the plate it is bound to, until when (expiring soon marked), its rules, and 去使用 while usable.
 */
export function CouponCard({ coupon: c, action = true }: { coupon: WalletCoupon; action?: boolean }) {
  const face = faceOf(c);
  const usable = c.status === 'unused';
  const cap = capOf(c);
  return (
    <article className={usable ? styles.card : `${styles.card} ${styles.cardPast}`} aria-label={c.couponName}>
      <div className={styles.face}>
        <p className={styles.value}>
          {face.value}
          {face.unit && <span className={styles.unit}>{face.unit}</span>}
        </p>
        <p className={styles.threshold}>{thresholdOf(c)}</p>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{c.couponName}</h3>
        <p className={styles.tags}>
          <StateTag tone="primary">{SCOPE_TEXT[c.scope]}</StateTag>
          <StateTag>{c.kindText}</StateTag>
          {c.expiringSoon && (
            <StateTag tone="danger" solid>
              即将过期
            </StateTag>
          )}
          {usable && c.locked === 1 && (
            <StateTag tone="warning" solid>
              支付中
            </StateTag>
          )}
          {c.status !== 'unused' && <StateTag>{STATUS_TEXT[c.status]}</StateTag>}
        </p>
        <p className={styles.line}>{c.applyText}</p>
        {cap && <p className={styles.line}>{cap}</p>}
        {c.plateNo && (
          <p className={styles.line}>
            限车辆 <PlateBadge plateNo={c.plateNo} size="small" />
          </p>
        )}
        <p className={c.expiringSoon ? `${styles.line} ${styles.lineSoon}` : styles.line}>{validityOf(c)}</p>
        <div className={styles.foot}>
          <details className={styles.rules}>
            <summary>使用规则</summary>
            <p>{c.ruleDesc}</p>
            <p>来源：{c.source}</p>
          </details>
          {usable && action && (
            <LinkButton solid small block={false} to={targetOf(c)} label={`去使用 ${c.couponName}`}>
              去使用
            </LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
