import type { UserCoupon } from '@/api/types/coupon';
import { formatMoney } from '@/lib/format';
import './welcomeCoupons.css';

/** What a coupon is worth, in the words of the card. */
export function couponValue(c: UserCoupon): string {
  if (c.couponType === 1) return formatMoney(c.faceValue);
  if (c.couponType === 2 && c.discountRate !== null) return `${(c.discountRate / 10).toFixed(c.discountRate % 10 ? 1 : 0)}折`;
  return '免费停车';
}

/** The new driver's welcome: the coupons just received (or none), and the way on. */
export function WelcomeCoupons({ coupons, loading, onStart }: { coupons: UserCoupon[]; loading: boolean; onStart: () => void }) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title" className="auth-title">注册成功</h1>
      <p className="auth-subtitle">欢迎加入车主服务，您已登录</p>
      {loading ? (
        <p className="welcome-loading" role="status">正在为您发放新人礼包…</p>
      ) : coupons.length > 0 ? (
        <>
          <h2 className="welcome-heading">新人礼包已放入您的账户（{coupons.length}张）</h2>
          <ul className="welcome-list">
            {coupons.map((c) => (
              <li key={c.couponId} className="welcome-coupon">
                <span className="welcome-coupon-value">{couponValue(c)}</span>
                <span className="welcome-coupon-body">
                  <span className="welcome-coupon-name">{c.couponName}</span>
                  {c.ruleDesc ? <span className="welcome-coupon-rule">{c.ruleDesc}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="auth-submit" onClick={onStart} disabled={loading}>开始使用</button>
    </section>
  );
}
