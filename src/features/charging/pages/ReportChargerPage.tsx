import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePileQuery } from '@/api/cps/session';
import type { ChargerReportKind, ChargerReportResult } from '@/api/cps/chargerAccess.types';
import type { PileDetail } from '@/api/cps/session.types';
import { href, paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { ResultView } from '@/ui/ResultView';
import { Empty, QueryState } from '@/ui/states/States';
import { AlternativeStation } from '../components/access/AlternativeStation';
import { GUN_KIND } from '../components/access/HoldCard';
import { ReportForm, type ReportTarget } from '../components/access/ReportForm';
import styles from './ReportChargerPage.module.css';

/**
 * /chargerReport?stationId&pileCode[&gunNo][&orderNo][&kind=blocked]: 无法充电 — what is wrong with this pile (or one
 * of its guns), sent to the operator; then what happens next, and the nearest station with a free gun of the same
 * kind. With kind=blocked, 燃油车占位: the bay is taken by a car not charging (a driver in the station's line moves to
 * its front).
 */
export function ReportChargerPage() {
  const [params] = useSearchParams();
  const stationId = params.get('stationId');
  const pileCode = params.get('pileCode');
  const target: ReportTarget | null = stationId && pileCode ? { stationId, pileCode, gunNo: params.get('gunNo') || undefined, orderNo: params.get('orderNo') || undefined } : null;
  const kind: ChargerReportKind = params.get('kind') === 'blocked' ? 'blocked' : 'broken';
  return (
    <Page title={kind === 'blocked' ? '燃油车占位' : '无法充电'} fallback={stationId ? href(paths.chargeStationDetail, { stationId }) : paths.map}>
      {target ? (
        <RequireDriver>
          <Report target={target} kind={kind} />
        </RequireDriver>
      ) : (
        <Empty text="缺少充电桩信息，请从充电站或充电桩页面进入">
          <LinkButton to={paths.map} block={false}>
            去地图找充电站
          </LinkButton>
        </Empty>
      )}
    </Page>
  );
}

function Report({ target, kind }: { target: ReportTarget; kind: ChargerReportKind }) {
  const pile = usePileQuery(target.pileCode);
  const [sent, setSent] = useState<ChargerReportResult | null>(null);
  return (
    <QueryState query={pile} loading="充电桩信息加载中" error="充电桩信息加载失败">
      {(data) => (sent ? <Sent pile={data} stationId={target.stationId} kind={kind} result={sent} /> : (
        <div className={styles.stack}>
          <section className={styles.card} aria-labelledby="chg-report-pile">
            <h2 className={styles.title} id="chg-report-pile">
              {data.stationName} · {data.pileName}
              {target.gunNo ? ` ${data.guns.find((g) => g.gunNo === target.gunNo)?.gunName ?? `${target.gunNo}枪`}` : ''}
            </h2>
            <p className={styles.weak}>
              编号 {data.pileCode} · {GUN_KIND[data.gunType]} {data.powerKw}kW
            </p>
          </section>
          <ReportForm target={target} kind={kind} onSent={setSent} />
        </div>
      ))}
    </QueryState>
  );
}

/** What happens next, said as it is; and where to charge instead. */
function Sent({ pile, stationId, kind, result }: { pile: PileDetail; stationId: string; kind: ChargerReportKind; result: ChargerReportResult }) {
  const blocked = kind === 'blocked';
  return (
    <div className={styles.stack}>
      <ResultView
        outcome="success"
        title={blocked ? '占位报告已提交' : '故障报告已提交'}
        description={
          blocked
            ? `已通知运营方处理${pile.pileName}的车位占用。运营方处理前，这条报告会显示在充电站页，提醒其他车主。${result.queueMovedUp ? '已为您前移排队位置。' : ''}`
            : `已通知运营方检修${pile.pileName}。运营方处理前，这条报告会显示在充电站页，提醒其他车主。`
        }
        primary={{ text: '返回充电站', to: href(paths.chargeStationDetail, { stationId }) }}
      />
      <section className={styles.alternatives} aria-label="换个地方充电">
        <AlternativeStation stationId={stationId} gunType={pile.gunType} />
      </section>
    </div>
  );
}
