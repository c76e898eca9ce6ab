import { List } from 'antd-mobile';
import { CardList } from '@/ui/CardList';
import type { UserCoupon } from '@/api/coupon/types';
import { formatMoney } from '@/lib/format';
import { ResultView } from '@/ui/ResultView';
import styles from './WelcomeCoupons.module.css';

/** What a coupon is worth, in the words of the card. */
export function couponValue(c: UserCoupon): string {
  if (c.couponType === 1) return formatMoney(c.faceValue);
  if (c.couponType === 2 && c.discountRate !== null) return `${(c.discountRate / 10).toFixed(c.discountRate % 10 ? 1 : 0)}折`;
  if (c.couponType === 3) return '免费停车';
  return '未知';
}

/** The new driver's welcome: the coupons just received (or none), and the way on. */
export function WelcomeCoupons({ coupons, loading, onStart }: { coupons: UserCoupon[]; loading: boolean; onStart: () => void }) {
  return (
    // 开始使用 appears once the gift is in (a loading kit button has no text, hence no name for screen readers).
    <ResultView outcome="success" title="欢迎加入车主服务" description="您已登录" primary={loading ? undefined : { text: '开始使用', onClick: onStart }}>
      {loading ? (
        <p className={styles.note}>正在为您发放新人礼包…</p>
      ) : coupons.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>新人礼包已放入您的账户（{coupons.length}张）</h2>
          {/* antd-mobile's List drops `role`: the wrapper and each row's content keep the list semantics. */}
          <div role="list">
            <CardList>
              {coupons.map((c) => (
                <List.Item key={c.couponId}>
                  <div role="listitem" className={styles.coupon}>
                    <span className={styles.couponValue}>{couponValue(c)}</span>
                    <span className={styles.couponBody}>
                      <span className={styles.couponName}>{c.couponName}</span>
                      {c.ruleDesc ? <span className={styles.note}>{c.ruleDesc}</span> : null}
                    </span>
                  </div>
                </List.Item>
              ))}
            </CardList>
          </div>
        </>
      ) : null}
    </ResultView>
  );
}
