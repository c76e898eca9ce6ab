import { Card } from 'antd-mobile';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import { loginWithRedirect } from '@/lib/loginTarget';
import { paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { roadPath } from '../roadPaths';
import { SectionCard } from '../SectionCard';
import styles from './RoadIndexPage.module.css';

function ChosenPlate({ parkId, plateId }: { parkId: string; plateId: string | null }) {
  const query = useBoundPlatesQuery();
  return (
    <QueryState query={query} loading="车辆加载中" error="车辆列表加载失败"
      empty={{
        when: (d) => d.results.length === 0,
        text: '您还没有绑定车辆，添加后即可查询在停订单',
        action: <LinkButton solid to={roadPath('addCar', { parkId })} block={false}>添加车辆</LinkButton>,
      }}>
      {(data) => {
        const chosen = data.results.find((p) => p.plateId === plateId) ?? data.results.find((p) => p.isDefault === 1) ?? data.results[0]!;
        return (
          <section aria-labelledby="pl-road-plate">
            <Card>
              <h2 id="pl-road-plate" className={styles.cardTitle}>停车车辆</h2>
              <div className={styles.chosen}>
                <PlateBadge plateNo={chosen.plateNo} plateColor={chosen.plateColor} size="large" />
                <Link className={styles.textLink} to={roadPath('palteList', { parkId, plateId: chosen.plateId })} aria-label="更换车辆">更换</Link>
              </div>
              <LinkButton solid to={roadPath('parkingList', { parkId, plateId: chosen.plateId })}>查询在停订单</LinkButton>
            </Card>
          </section>
        );
      }}
    </QueryState>
  );
}

/** /roadParking (index): the section of the sign and the driver's plate, then its parking orders here. */
export function RoadIndexPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const isDriver = useAppSelector(selectIsDriver);
  const parkId = params.get('parkId');
  return (
    <Page title="路侧停车">
      {!parkId ? (
        <Empty text="请扫描路侧停车牌上的二维码进入">
          <LinkButton to={paths.home} block={false}>返回首页</LinkButton>
        </Empty>
      ) : (
        <>
          <SectionCard parkId={parkId} />
          {isDriver ? <ChosenPlate parkId={parkId} plateId={params.get('plateId')} /> : (
            <Empty text="登录后选择车辆，查询并缴纳停车费">
              <LinkButton solid to={loginWithRedirect(pathname + search)} block={false}>登录/注册</LinkButton>
            </Empty>
          )}
        </>
      )}
    </Page>
  );
}
