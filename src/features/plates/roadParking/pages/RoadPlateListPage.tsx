import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { BoundPlateList } from '@/api/driver/plates.types';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PlateTags } from '../../components/PlateTags';
import { RequireDriver } from '@/ui/RequireDriver';
import { roadPath } from '../roadPaths';
import styles from './RoadPlateListPage.module.css';

/** Each plate a white card on the page (the chosen one ringed in the brand colour), not a bare outlined button. */
const CARD = {
  padding: 'var(--app-space-m)',
  '--background-color': 'var(--app-color-box)',
  '--border-color': 'var(--app-color-box)',
  '--border-radius': 'var(--app-radius-l)',
} as CSSProperties;

function Choices({ data, parkId, current }: { data: BoundPlateList; parkId: string | null; current: string | null }) {
  const navigate = useNavigate();
  const add = data.total < data.maxCount && (
    <LinkButton to={roadPath('addCar', { parkId })}>添加车辆</LinkButton>
  );
  if (data.results.length === 0) return <Empty text="暂无绑定车辆">{add}</Empty>;
  return (
    <>
      <ul className={styles.plates} aria-label="选择车辆">
        {data.results.map((p) => {
          const chosen = p.plateId === current;
          return (
            <li key={p.plateId}>
              <Button block fill="outline" color={chosen ? 'primary' : 'default'} style={chosen ? { ...CARD, '--border-color': 'var(--app-color-primary)' } : CARD} aria-pressed={chosen}
                onClick={() => navigate(roadPath('index', { parkId, plateId: p.plateId }), { replace: true })}>
                <span className={styles.pick}>
                  <span className="sr-only">选择</span>
                  <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />
                  <PlateTags plate={p} only={['default', 'parking']} />
                  {chosen && <CheckOutline className={styles.pickMark} aria-hidden="true" />}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      {add}
    </>
  );
}

function PlateChoices({ parkId, current }: { parkId: string | null; current: string | null }) {
  const query = useBoundPlatesQuery();
  return (
    <QueryState query={query} loading="车辆加载中" error="车辆列表加载失败">
      {(data) => <Choices data={data} parkId={parkId} current={current} />}
    </QueryState>
  );
}

/** /roadParking/palteList: choose which of the driver's plates is parked at this section. */
export function RoadPlateListPage() {
  const [params] = useSearchParams();
  return (
    <Page title="选择车辆">
      <RequireDriver>
        <PlateChoices parkId={params.get('parkId')} current={params.get('plateId')} />
      </RequireDriver>
    </Page>
  );
}
