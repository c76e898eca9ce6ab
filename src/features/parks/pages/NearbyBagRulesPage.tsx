import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router-dom';
import { useBagParkPagesInfiniteQuery } from '@/api/dealer-parks';
import { useBagRulesQuery } from '@/api/special';
import type { BagRule } from '@/api/types/special';
import type { PlateColor } from '@/api/types/envelope';
import { formatDistance, formatMoney } from '@/lib/format';
import { Empty, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { useDriverPosition } from '@/platform/useDriverPosition';
import '../parks.css';

const COLOURS: Record<PlateColor, string> = { 1: '蓝牌', 2: '黄牌', 5: '绿牌' };

function period(months: number): string {
  if (months === 12) return '年卡';
  if (months === 3) return '季卡';
  return months === 1 ? '月卡' : `${months}个月`;
}

function RuleCard({ rule }: { rule: BagRule }) {
  const soldOut = rule.leftNum === 0;
  return (
    <article className="parks-rule" aria-label={rule.ruleName}>
      <header className="parks-rule-head">
        <h3>{rule.ruleName}</h3>
        <p className="parks-rule-price">
          <strong>{formatMoney(rule.price)}</strong>
          <span className="parks-muted">/{period(rule.months)}</span>
        </p>
      </header>
      <dl className="parks-rule-info">
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
      {rule.description && <p className="parks-muted">{rule.description}</p>}
      {soldOut ? (
        <button type="button" className="parks-primary-btn" disabled>
          已售罄
        </button>
      ) : (
        <Link
          className="parks-primary-btn"
          to={`/mounthlyNotarize?parkId=${encodeURIComponent(rule.parkId)}&ruleId=${encodeURIComponent(rule.ruleId)}`}
        >
          立即办理
        </Link>
      )}
    </article>
  );
}

function Rules({ parkId }: { parkId: string }) {
  const q = useBagRulesQuery({ parkId });
  if (!q.data && q.isError) return <LoadError text="月卡规则加载失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  return (
    <section aria-labelledby="parks-rules-h">
      <h2 id="parks-rules-h" className="parks-subtitle">
        {q.data.parkName}
      </h2>
      {q.data.results.length === 0 ? (
        <Empty text="该停车场暂无可办理的月卡" />
      ) : (
        <ul className="parks-list" aria-label="月卡规则">
          {q.data.results.map((r) => (
            <li key={r.ruleId}>
              <RuleCard rule={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Without ?parkId: the nearest lot that sells passes, found from the driver's position. */
function NearestRules() {
  const where = useDriverPosition();
  const q = useBagParkPagesInfiniteQuery(where.position ? { destLng: where.position.lng, destLat: where.position.lat } : skipToken);
  if (!where.position) return <Loading text="正在定位…" />;
  if (!q.data && q.isError) return <LoadError text="停车点查询失败" onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  const nearest = q.data.pages[0]?.results[0];
  if (!nearest) return <Empty text="暂无符合条件的停车点位" />;
  return (
    <>
      <p className="parks-note">
        离您最近的月卡车场{nearest.distance !== null ? `（${formatDistance(nearest.distance)}）` : ''}
        <Link className="parks-link" to="/nearbyBagParks">
          更多月卡车场
        </Link>
      </p>
      <Rules parkId={nearest.parkId} />
    </>
  );
}

/** /nearbyBagRules?parkId: the period-pass rules of a lot with prices (special bagMultiRules), or of the nearest one. */
export function NearbyBagRulesPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  return (
    <main className="parks-page">
      <h1 className="parks-title">月卡办理</h1>
      {parkId ? <Rules parkId={parkId} /> : <NearestRules />}
    </main>
  );
}
