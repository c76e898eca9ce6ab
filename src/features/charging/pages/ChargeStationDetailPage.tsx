import { Button, List } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useStationDetailQuery } from '@/api/cps/session';
import type { StationDetail } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { errorMessage } from '@/api/apiError';
import { parseServerTime } from '@/lib/time';
import { ValueLine } from '../components/rows/ValueLine';
import { StationEstimate } from '../components/estimate/StationEstimate';
import { bandNameText } from '../components/estimate/estimateText';
import styles from './ChargeStationDetailPage.module.css';
import { useCollectStationMutation, useUncollectStationsMutation } from '@/api/cps/stations';
import { ChargerAccess } from '../components/access/ChargerAccess';
import { GunStates } from '../components/access/GunStates';
import { ReportSummaries } from '../components/access/ReportSummaries';
import { useAskAgain } from '../components/access/useAskAgain';
import { useServerNow } from '../components/clock/useServerNow';
import { ChargerTrust } from '../components/trust/ChargerTrust';

/**
 * /chargeStationDetail?stationId: a station before driving there — open or not, the price now and through the
 * day, parking and idle-fee rules, every pile with its guns' live state, 收藏, the way there (the map, which
 * follows the operator's map-app rule) and 扫码充电.
 */
export function ChargeStationDetailPage() {
  const [params] = useSearchParams();
  const stationId = params.get('stationId');
  return (
    <Page title="充电站详情" fallback={paths.map}>
      {stationId ? (
        <Station stationId={stationId} />
      ) : (
        <Empty text="缺少充电站信息">
          <Link to={paths.map}>去地图找充电站</Link>
        </Empty>
      )}
    </Page>
  );
}

/** Guns are taken and freed all the time: while the page is in view it asks again this often. */
const LIVE_MS = 30_000;

function Station({ stationId }: { stationId: string }) {
  const station = useStationDetailQuery(stationId, { pollingInterval: LIVE_MS, skipPollingIfUnfocused: true });
  // The driver's hold and place in line are read again with the guns: they change together.
  const refresh = useAskAgain();
  const live = { at: station.fulfilledTimeStamp ?? null, fetching: station.isFetching, refresh };
  return (
    <QueryState query={station} loading="充电站信息加载中" error="充电站信息加载失败">
      {(data) => <StationView station={data} onChanged={refresh} live={live} />}
    </QueryState>
  );
}

interface Live {
  at: number | null;
  fetching: boolean;
  refresh: () => void;
}

/** When the guns' states were read, and a way to read them again now. */
function LiveNote({ live, serverTime }: { live: Live; serverTime: string }) {
  return (
    <p className={`${styles.weak} ${styles.live}`}>
      {/* The server's time of the answer, as every age on this page: the phone's clock may be wrong. */}
      <span>{`实时状态，更新于 ${parseServerTime(serverTime)?.format('HH:mm:ss') ?? serverTime.slice(11)}`}</span>
      <Button size="mini" fill="outline" color="primary" shape="rounded" onClick={live.refresh} loading={live.fetching} loadingText="刷新中">
        刷新
      </Button>
    </p>
  );
}

function StationView({ station: s, onChanged, live }: { station: StationDetail; onChanged: () => void; live: Live }) {
  const navigate = useNavigate();
  const band = s.currentBand;
  const serverNow = useServerNow(s.serverTime, live.at ?? undefined);
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="chg-station">
        <h2 className={styles.title} id="chg-station">
          {s.stationName}
        </h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <List.Item description={s.stationAddr}>
            <ValueLine label="地址与状态" value={s.openState.text} />
          </List.Item>
          <List.Item description={`当前${bandNameText(band.name)}时段 ${band.from}–${band.to}，电费 ${formatMoney(band.energyCentsPerKwh)} + 服务费 ${formatMoney(band.serviceCentsPerKwh)}`}>
            <ValueLine label="当前电价" value={`${formatMoney(band.energyCentsPerKwh + band.serviceCentsPerKwh)}/度`} />
          </List.Item>
          <List.Item>
            <ValueLine label="空闲充电枪" value={`快充 ${s.quickChargingInfo.leftNum}/${s.quickChargingInfo.totalNum} · 慢充 ${s.slowChargingInfo.leftNum}/${s.slowChargingInfo.totalNum}`} />
          </List.Item>
          <List.Item description={s.parkingFeeDesc}>停车费</List.Item>
          <List.Item description={s.idleFee ? `充电结束${s.idleFee.graceMinutes}分钟后未挪车，每分钟${formatMoney(s.idleFee.perMinuteCents)}，封顶${formatMoney(s.idleFee.capCents)}` : '本站不收取占位费'}>占位费</List.Item>
        </List>
      </section>

      <ChargerAccess station={s} serverNow={serverNow} />
      <ReportSummaries reports={s.reports} serverNow={serverNow} />
      <ChargerTrust stationId={s.stationId} serverNow={serverNow} />

      <StationEstimate station={s} now={serverNow} />

      <section className={styles.card} aria-labelledby="chg-bands">
        <h2 className={styles.title} id="chg-bands">
          分时电价
        </h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          {s.priceBands.map((b) => (
            <List.Item key={`${b.from}-${b.to}`} description={`电费 ${formatMoney(b.energyCentsPerKwh)} + 服务费 ${formatMoney(b.serviceCentsPerKwh)}`}>
              <ValueLine label={`${bandNameText(b.name)} ${b.from}–${b.to}`} value={`${formatMoney(b.energyCentsPerKwh + b.serviceCentsPerKwh)}/度`} />
            </List.Item>
          ))}
        </List>
      </section>

      <section className={styles.card} aria-labelledby="chg-piles">
        <h2 className={styles.title} id="chg-piles">
          充电桩
        </h2>
        <LiveNote live={live} serverTime={s.serverTime} />
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          {s.piles.map((p) => (
            <List.Item key={p.pileCode} description={`编号 ${p.pileCode} · ${p.gunType === 'fast' ? '直流快充' : '交流慢充'} ${p.powerKw}kW`}>
              <p className={styles.pileName}>{p.pileName}</p>
              <GunStates guns={p.guns} serverNow={serverNow} />
              {s.openState.state === 1 && p.guns.some((g) => g.status === 'free') && (
                <Link className={styles.pileStart} to={href(paths.chargingPage, { pileCode: p.pileCode })}>
                  用此桩充电<span className="sr-only">（{p.pileName}）</span>
                </Link>
              )}
              <Link className={styles.pileStart} to={href(paths.chargerReport, { stationId: s.stationId, pileCode: p.pileCode })}>
                无法充电<span className="sr-only">（报告{p.pileName}故障）</span>
              </Link>
              <Link className={styles.pileStart} to={href(paths.chargerReport, { stationId: s.stationId, pileCode: p.pileCode, kind: 'blocked' })}>
                燃油车占位<span className="sr-only">（报告{p.pileName}车位被占）</span>
              </Link>
            </List.Item>
          ))}
        </List>
      </section>

      <div className={styles.actions}>
        <Favourite station={s} onChanged={onChanged} />
        <Button block shape="rounded" size="large" onClick={() => navigate(href(paths.map, { stationId: s.stationId, isDetailCharge: 1, lng: s.longitude, lat: s.latitude }))}>
          在地图中查看并导航
        </Button>
        <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(href(paths.chargingPage, { stationId: s.stationId }))}>
          扫码充电
        </Button>
      </div>
    </div>
  );
}

function Favourite({ station, onChanged }: { station: StationDetail; onChanged: () => void }) {
  const ui = useFeedback();
  const [collect, adding] = useCollectStationMutation();
  const [uncollect, removing] = useUncollectStationsMutation();
  const busy = adding.isLoading || removing.isLoading;
  const toggle = async () => {
    try {
      if (station.collected) await uncollect({ id: station.stationId }).unwrap();
      else await collect({ stationId: station.stationId }).unwrap();
      ui.toast(station.collected ? '已取消收藏' : '已收藏');
      onChanged();
    } catch (e) {
      ui.toast(errorMessage(e));
    }
  };
  return (
    <Button block shape="rounded" size="large" aria-pressed={station.collected} disabled={busy} onClick={() => void toggle()}>
      {station.collected ? '已收藏' : '收藏'}
    </Button>
  );
}
