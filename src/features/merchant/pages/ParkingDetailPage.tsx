import { useSearchParams } from 'react-router-dom';
import { usePlateParkingQuery } from '@/api/coupon/merchant';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import { SessionFacts } from '../components/PlateSession';
import { FRESH } from '@/api/fresh';
import shared from '../components/merchantCards.module.css';

function Session({ merchantId, plateNo, typeId }: { merchantId: string; plateNo: string; typeId?: string }) {
  const q = usePlateParkingQuery({ merchantId, plateNo }, FRESH);
  return (
    <QueryState query={q} loading="停车信息查询中" error="停车信息查询失败">
      {(s) => (
        <div className={shared.stack}>
          <section className={`${shared.card} ${shared.stack}`} aria-labelledby="mc-parking-h">
            <h2 id="mc-parking-h" className={shared.line}>
              <PlateBadge plateNo={s.plateNo} />
              <span className={s.parked ? `${shared.tag} ${shared.tagOk}` : `${shared.tag} ${shared.tagOff}`}>{s.parked ? '在场' : '不在场'}</span>
            </h2>
            <SessionFacts s={s} />
          </section>
          {s.canReceive && s.givenToday < s.dailyLimit && (
            <LinkButton solid to={href(paths.giveCoupons, { merchantId, typeId, way: 'plate', plateNo: s.plateNo })}>
              赠送优惠券给该车辆
            </LinkButton>
          )}
          <LinkButton to={href(paths.giveCouponsRecord, { merchantId, plateNo: s.plateNo })}>该车辆的赠送记录</LinkButton>
        </div>
      )}
    </QueryState>
  );
}

/** /parkingDetail?merchantId&plateNo: a plate's parking now at the merchant's lot, so the clerk gives the right car. */
export function ParkingDetailPage() {
  const [search] = useSearchParams();
  const plateNo = search.get('plateNo');
  const typeId = search.get('typeId') ?? undefined;
  return (
    <MerchantScope title="车辆停车详情">
      {(_home, merchantId) =>
        plateNo ? (
          <Session merchantId={merchantId} plateNo={plateNo} typeId={typeId} />
        ) : (
          <Empty text="请先输入车牌" description="在赠送优惠券页面输入车牌后查看车辆在场信息">
            <LinkButton to={href(paths.giveCoupons, { merchantId, way: 'plate' })}>输入车牌</LinkButton>
          </Empty>
        )
      }
    </MerchantScope>
  );
}
