import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useBagParkPagesInfiniteQuery } from '@/api/dealer/parks';
import { useBagRulesQuery } from '@/api/special';
import type { PlateColor } from '@/lib/wire';
import type { BagRule } from '@/api/special/types';
import { formatMoney, knownDistance } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDriverPosition } from '@/platform/useDriverPosition';
import { Page } from '@/ui/Page/Page';
import { Empty, Loading, QueryState } from '@/ui/states/States';
import styles from './NearbyBagRulesPage.module.css';

const COLOURS: Record<PlateColor, string> = { 1: '蓝牌', 2: '黄牌', 5: '绿牌' };

function period(months: number): string {
  if (months === 12) return '年卡';
  if (months === 3) return '季卡';
  return months === 1 ? '月卡' : `${months}个月`;
}

/** The pass purchase page of one rule. (RouteQuery has no entry for /mounthlyNotarize yet, so no typed href.) */
function notarizeLink(rule: BagRule): string {
  return `${paths.mounthlyNotarize}?${new URLSearchParams({ parkId: rule.parkId, ruleId: rule.ruleId }).toString()}`;
}

function RuleCard({ rule }: { rule: BagRule }) {
  const soldOut = rule.leftNum === 0;
  return (
    <Card
      style={{ borderRadius: 'var(--app-radius-l)' }}
      headerStyle={{ gap: 'var(--app-space-s)' }}
      title={<h3 className={styles.ruleName}>{rule.ruleName}</h3>}
      extra={
        <p className={styles.rulePrice}>
          <strong>{formatMoney(rule.price)}</strong>
          <span className={styles.muted}>/{period(rule.months)}</span>
        </p>
      }
    >
      <dl className={styles.ruleInfo}>
        <div>
          <dt>有效时段</dt>
          <dd>{rule.timeRangeText}</dd>
        </div>
        <div>
          <dt>适用车辆</dt>
          <dd>{rule.plateColors.map((c) => COLOURS[c]).join('、')}</dd>
        </div>
        <div>
          <dt>剩余名额</dt>
          <dd>{rule.leftNum < 0 ? '不限量' : soldOut ? '已售罄' : `${rule.leftNum}个`}</dd>
        </div>
      </dl>
      {rule.description && <p className={styles.description}>{rule.description}</p>}
      {soldOut ? (
        <Button block shape="rounded" disabled>
          已售罄
        </Button>
      ) : (
        // A link (it opens another page), drawn as the kit's primary button.
        <Link className={styles.primaryLink} to={notarizeLink(rule)}>
          立即办理
        </Link>
      )}
    </Card>
  );
}

function Rules({ parkId }: { parkId: string }) {
  const q = useBagRulesQuery({ parkId });
  return (
    <QueryState query={q} loading="月卡规则加载中" error="月卡规则加载失败">
      {(data) => (
        <section className={styles.section} aria-labelledby="parks-rules-h">
          <h2 id="parks-rules-h" className={styles.subtitle}>
            {data.parkName}
          </h2>
          {data.results.length === 0 ? (
            <Empty text="该停车场暂无可办理的月卡" />
          ) : (
            <ul className={styles.list} aria-label="月卡规则">
              {data.results.map((r) => (
                <li key={r.ruleId}>
                  <RuleCard rule={r} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryState>
  );
}

/** Without ?parkId: the nearest lot that sells passes, found from the driver's position. */
function NearestRules() {
  const where = useDriverPosition();
  const q = useBagParkPagesInfiniteQuery(where.position ? { destLng: where.position.lng, destLat: where.position.lat } : skipToken);
  if (!where.position) return <Loading text="正在定位…" />;
  return (
    <QueryState
      query={q}
      loading="停车点加载中"
      error="停车点查询失败"
      empty={{ when: (d) => !d.pages[0]?.results[0], text: '暂无符合条件的停车点位' }}
    >
      {(data) => {
        const nearest = data.pages[0]!.results[0]!;
        const far = knownDistance(nearest.distance);
        return (
          <>
            <p className={styles.note}>
              离您最近的月卡车场{far ? `（${far}）` : ''}
              <Link className={styles.link} to={paths.nearbyBagParks}>
                更多月卡车场
              </Link>
            </p>
            <Rules parkId={nearest.parkId} />
          </>
        );
      }}
    </QueryState>
  );
}

/** /nearbyBagRules?parkId: the period-pass rules of a lot with prices (special bagMultiRules), or of the nearest one. */
export function NearbyBagRulesPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  return <Page title="月卡办理">{parkId ? <Rules parkId={parkId} /> : <NearestRules />}</Page>;
}
