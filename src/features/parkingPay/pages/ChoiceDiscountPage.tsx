import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/safeRedirect';
import { CouponOptions } from '@/payment/ui/CouponChoice';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { NO_COUPON } from '../components/coupon';
import { RequireDriver } from '@/ui/RequireDriver';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ChoiceDiscountPage.module.css';
import { useUsableCouponsQuery } from '@/api/charge/bills';

/**
 * /choiceDiscountPage?uniqueId&parkId[&couponId][&back]: the coupons usable for this bill, best first. Choosing one
 * (or none: couponId=none) goes back to the pay page with couponId in its URL, so a reload keeps the choice.
 */
export function ChoiceDiscountPage() {
  return (
    <RequireDriver>
      <ChoiceBody />
    </RequireDriver>
  );
}

function ChoiceBody() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uniqueId = params.get('uniqueId') ?? '';
  const parkId = params.get('parkId') ?? '';
  const current = params.get('couponId');
  const back = safeRedirect(params.get('back'), href(paths.payPage, { uniqueId, parkId }), window.location.origin);
  const coupons = useUsableCouponsQuery({ uniqueId, parkId }, { skip: !uniqueId });

  const choose = (couponId: string | null) => {
    const [path, query = ''] = back.split('?') as [string, string?];
    const q = new URLSearchParams(query);
    // 不使用优惠券 is said explicitly: without a couponId the pay page takes the best coupon.
    q.set('couponId', couponId ?? NO_COUPON);
    navigate(`${path}?${q}`, { replace: true });
  };

  return (
    <Page title="选择优惠券" fallback={back}>
      {!uniqueId ? (
        <Empty text="缺少账单信息" />
      ) : (
        <QueryState
          query={coupons}
          loading="优惠券加载中"
          error="优惠券加载失败"
          empty={{
            when: (d) => d.results.length === 0,
            text: '暂无可用优惠券',
            action: (
              <LinkButton block={false} to={back} replace>返回缴费</LinkButton>
            ),
          }}
        >
          {(data) => (
            <>
              <p className={`${styles.weak} ${styles.hint}`}>账单金额 {formatMoney(data.parkFee)}，每笔账单限用一张</p>
              <CouponOptions coupons={data.results} current={current && current !== NO_COUPON ? current : null} onChoose={choose} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
