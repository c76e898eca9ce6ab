import { useNavigate, useSearchParams } from 'react-router-dom';
import { useChargingCouponsQuery } from '@/api/cps/coupons';
import { paths } from '@/lib/paths';
import { parsePileCode } from '@/lib/pileCode';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { CouponChoiceForm } from '../components/coupons/CouponChoiceForm';
import { startPageUrl } from '../components/coupons/couponText';
import styles from './ChargingChoiceCouponPage.module.css';

/**
 * /chargingChoiceCoupon?pileCode[&couponId]: the driver's usable charging coupons. The choice goes back (replacing
 * this page) to the start page with couponId in its address, so a reload keeps it and the form's draft is intact.
 */
export function ChargingChoiceCouponPage() {
  const [params] = useSearchParams();
  const pileCode = parsePileCode(params.get('pileCode'));
  const current = params.get('couponId') || null;
  return (
    <Page title="选择优惠券" fallback={pileCode ? startPageUrl(pileCode, current) : paths.chargingPage}>
      <RequireDriver>
        {pileCode ? (
          <Choice pileCode={pileCode} current={current} />
        ) : (
          <Empty text="缺少充电桩信息" description="请先扫描或输入充电桩编号">
            <LinkButton solid to={paths.chargingPage} replace>
              去扫码充电
            </LinkButton>
          </Empty>
        )}
      </RequireDriver>
    </Page>
  );
}

/** Under RequireDriver, so a visitor's visit calls nothing. Read afresh: a session may have used a coupon since. */
function Choice({ pileCode, current }: { pileCode: string; current: string | null }) {
  const navigate = useNavigate();
  const coupons = useChargingCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const back = startPageUrl(pileCode, current);
  return (
    <QueryState
      query={coupons}
      loading="优惠券加载中"
      error="优惠券加载失败"
      empty={{
        when: (d) => d.length === 0,
        text: '暂无可用的充电优惠券',
        description: '扫描活动海报上的券码即可领取',
        action: (
          <div className={styles.actions}>
            <LinkButton solid to={paths.scanQRCodeCharging}>
              扫码领券
            </LinkButton>
            <LinkButton to={back} replace>
              返回充电
            </LinkButton>
          </div>
        ),
      }}
    >
      {(data) => <CouponChoiceForm coupons={data} current={current} onChoose={(id) => navigate(startPageUrl(pileCode, id), { replace: true })} />}
    </QueryState>
  );
}
