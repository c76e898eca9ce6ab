import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useUsableCouponsQuery } from '@/api/charge';
import { formatMoney } from '@/lib/format';
import { safeRedirect } from '@/lib/safeRedirect';
import { DriverOnly } from '../components/DriverOnly';
import { NO_COUPON } from '../components/format';
import { Empty, LoadError, Loading, PayScreen } from '../components/States';
import '../components/pay.css';

/**
 * /choiceDiscountPage?uniqueId&parkId[&couponId][&back]: the coupons usable for this bill, best first. Choosing one
 * (or none: couponId=none) goes back to the pay page with couponId in its URL, so a reload keeps the choice.
 */
export function ChoiceDiscountPage() {
  return (
    <DriverOnly>
      <ChoiceBody />
    </DriverOnly>
  );
}

function ChoiceBody() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uniqueId = params.get('uniqueId') ?? '';
  const parkId = params.get('parkId') ?? '';
  const current = params.get('couponId');
  const fallback = `/payPage?${new URLSearchParams({ uniqueId, parkId })}`;
  const back = safeRedirect(params.get('back'), fallback, window.location.origin);
  const coupons = useUsableCouponsQuery({ uniqueId, parkId }, { skip: !uniqueId });

  const choose = (couponId: string | null) => {
    const [path, query = ''] = back.split('?') as [string, string?];
    const q = new URLSearchParams(query);
    // 不使用优惠券 is said explicitly: without a couponId the pay page takes the best coupon.
    q.set('couponId', couponId ?? NO_COUPON);
    navigate(`${path}?${q}`, { replace: true });
  };

  let content;
  if (!uniqueId) content = <Empty title="缺少账单信息" />;
  else if (coupons.isLoading) content = <Loading label="优惠券加载中…" />;
  else if (coupons.isError || !coupons.data) content = <LoadError message="优惠券加载失败" onRetry={() => void coupons.refetch()} />;
  else if (!coupons.data.results.length) {
    content = (
      <Empty title="暂无可用优惠券">
        <Link className="pp-btn pp-btn--ghost" to={back} replace>
          返回缴费
        </Link>
      </Empty>
    );
  } else {
    content = (
      <>
        <p className="pp-muted">账单金额 {formatMoney(coupons.data.parkFee)}，每笔账单限用一张</p>
        <ul className="pp-list" aria-label="可用优惠券">
          {coupons.data.results.map((c) => (
            <li key={c.couponId}>
              <button type="button" className="pp-card pp-coupon-item" aria-pressed={current === c.couponId} onClick={() => choose(c.couponId)}>
                <span className="pp-coupon-amount">-{formatMoney(c.discountFee)}</span>
                <span className="pp-coupon-text">
                  <strong>{c.couponName}</strong>
                  <small className="pp-muted">有效期至 {c.validTo.slice(0, 10)}</small>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="pp-btn pp-btn--ghost pp-block" aria-pressed={!current || current === NO_COUPON} onClick={() => choose(null)}>
          不使用优惠券
        </button>
      </>
    );
  }
  return <PayScreen title="选择优惠券">{content}</PayScreen>;
}
