import { Card } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useParkOrdersQuery } from '@/api/charge';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { ParkOrderItem } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { RequireDriver } from '@/ui/RequireDriver';
import { roadPath } from '../roadPaths';
import styles from './RoadParkingListPage.module.css';

const PAGE_SIZE = 20;

function OrderCard({ order }: { order: ParkOrderItem }) {
  return (
    <li>
      <Card>
        <h3 className={styles.orderPark}>{order.parkName}</h3>
        <dl className={styles.facts}>
          <div><dt>入场时间</dt><dd>{order.parkStartTime}</dd></div>
          <div><dt>已停时长</dt><dd>{order.parkDurationText}</dd></div>
          <div><dt>待缴金额</dt><dd className={styles.orderFee}>{order.isBagCar ? '月卡车辆' : formatMoney(order.parkFee)}</dd></div>
        </dl>
        {order.parkFee > 0 ? (
          <LinkButton solid to={href(paths.payPage, { uniqueId: order.uniqueId, parkId: order.parkId })} label={`去缴费 ${formatMoney(order.parkFee)}`}>
            去缴费
          </LinkButton>
        ) : (
          <p className={styles.hint}>{order.isBagCar ? '月卡有效期内免费停放' : '当前处于免费时段，暂无需缴费'}</p>
        )}
      </Card>
    </li>
  );
}

function Orders({ parkId, plateNo }: { parkId: string | null; plateNo: string }) {
  const query = useParkOrdersQuery({ requestType: 1, pageNo: 1, pageSize: PAGE_SIZE, plateNo });
  return (
    <QueryState query={query} loading="在停订单加载中" error="在停订单加载失败">
      {(data) => {
        const here = data.results.filter((o) => !parkId || o.parkId === parkId);
        const elsewhere = data.results.filter((o) => parkId && o.parkId !== parkId);
        return (
          <>
            {here.length === 0 ? (
              <Empty text="该车辆在本路段暂无在停订单" />
            ) : (
              <ul className={styles.plates} aria-label="本路段在停订单">
                {here.map((o) => <OrderCard key={o.uniqueId} order={o} />)}
              </ul>
            )}
            {elsewhere.length > 0 && (
              <section aria-labelledby="pl-elsewhere">
                <h2 id="pl-elsewhere" className={styles.subtitle}>其他停车场的在停订单</h2>
                <ul className={styles.plates} aria-label="其他在停订单">
                  {elsewhere.map((o) => <OrderCard key={o.uniqueId} order={o} />)}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function ForPlate({ parkId, plateId }: { parkId: string | null; plateId: string | null }) {
  const plates = useBoundPlatesQuery();
  return (
    <QueryState query={plates} loading="车辆加载中" error="车辆列表加载失败">
      {(data) => {
        const plate = data.results.find((p) => p.plateId === plateId);
        if (!plate) {
          return (
            <Empty text="请先选择车辆">
              <LinkButton solid to={roadPath('palteList', { parkId })} block={false}>选择车辆</LinkButton>
            </Empty>
          );
        }
        return (
          <>
            <Card>
              <div className={styles.chosen}>
                <PlateBadge plateNo={plate.plateNo} plateColor={plate.plateColor} />
                <Link className={styles.textLink} to={roadPath('palteList', { parkId, plateId })} aria-label="更换车辆">更换</Link>
              </div>
            </Card>
            <Orders parkId={parkId} plateNo={plate.plateNo} />
          </>
        );
      }}
    </QueryState>
  );
}

/** /roadParking/parkingList?parkId&plateId: the plate's parking in progress at this section (and elsewhere), with pay. */
export function RoadParkingListPage() {
  const [params] = useSearchParams();
  return (
    <Page title="在停订单">
      <RequireDriver>
        <ForPlate parkId={params.get('parkId')} plateId={params.get('plateId')} />
      </RequireDriver>
    </Page>
  );
}
