import { useLocation } from 'react-router-dom';
import { cpsChargerAccessApi, useMyChargerAccessQuery } from '@/api/cps/chargerAccess';
import type { MyChargerAccess } from '@/api/cps/chargerAccess.types';
import type { StationDetail } from '@/api/cps/session.types';
import { loginWithRedirect } from '@/lib/loginTarget';
import { href, paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { LinkButton } from '@/ui/LinkButton';
import { QueryState } from '@/ui/states/States';
import { CancelHoldButton } from './CancelHoldButton';
import { EndedNote } from './EndedNote';
import { GUN_KIND, HoldCard } from './HoldCard';
import { QueueCard } from './QueueCard';
import { ReserveOrQueue } from './ReserveOrQueue';
import styles from './AccessCard.module.css';

/** In line a turn can come at any moment (and is held only minutes); otherwise as often as the station's guns. */
const WAITING_MS = 15_000;
const IDLE_MS = 30_000;
/** An answer this young (seconds) is not asked again when the tab opens. */
const FRESH_S = 5;

/**
 * 预约与排队 on the station page: the lines' lengths for everyone; for a driver their hold or place here (or where
 * they have one elsewhere: one at a time), else a reservation or the line; a visitor is asked to sign in first.
 */
export function ChargerAccess({ station, serverNow }: { station: StationDetail; serverNow: number }) {
  const isDriver = useAppSelector(selectIsDriver);
  const { pathname, search } = useLocation();
  const kinds = (['fast', 'slow'] as const).filter((k) => station.piles.some((p) => p.gunType === k));
  if (kinds.length === 0) return null;
  const open = station.openState.state === 1;
  return (
    <section className={styles.card} aria-labelledby="chg-access">
      <h2 className={styles.title} id="chg-access">
        预约与排队
      </h2>
      <p className={`${styles.text} ${styles.body}`}>{kinds.map((k) => `${GUN_KIND[k]}排队 ${station.queues[k]} 人`).join(' · ')}</p>
      {!open ? (
        <p className={styles.weak}>{station.openState.text}，暂不能预约或排队</p>
      ) : isDriver ? (
        <Mine station={station} serverNow={serverNow} />
      ) : (
        <div className={styles.body}>
          <p className={styles.text}>{station.holdRule ? '登录后可预约充电枪，或在没有空闲充电枪时排队' : '登录后可在没有空闲充电枪时排队'}</p>
          <LinkButton solid to={loginWithRedirect(pathname + search)}>
            登录/注册
          </LinkButton>
        </div>
      )}
    </section>
  );
}

function Mine({ station, serverNow }: { station: StationDetail; serverNow: number }) {
  // What is cached decides how often to ask (reading it subscribes to nothing).
  const known = cpsChargerAccessApi.endpoints.myChargerAccess.useQueryState();
  const waiting = known.data?.queue?.state === 'waiting';
  // Asked again when the tab opens on an answer older than a few seconds: the page's pinned button reads the same
  // query from the page's start, and the tab opening just after must not ask twice.
  const access = useMyChargerAccessQuery(undefined, { pollingInterval: waiting ? WAITING_MS : IDLE_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: FRESH_S });
  return (
    <QueryState query={access} loading="预约与排队信息加载中" error="预约与排队信息加载失败">
      {(data) => <Now access={data} station={station} serverNow={serverNow} readAt={access.fulfilledTimeStamp ?? Date.now()} />}
    </QueryState>
  );
}

/** What the driver has going now (the server lists only live ones), here or elsewhere; else a hold or the line. */
function Now({ access, station, serverNow, readAt }: { access: MyChargerAccess; station: StationDetail; serverNow: number; readAt: number }) {
  const { hold, queue } = access;
  if (hold) {
    if (hold.stationId !== station.stationId) return <Elsewhere what="预约了充电枪" stationId={hold.stationId} stationName={hold.stationName} />;
    return (
      <div className={styles.body}>
        <HoldCard hold={hold} title="已为您预约" serverTime={access.serverTime} readAt={readAt}>
          <CancelHoldButton hold={hold} />
        </HoldCard>
      </div>
    );
  }
  if (queue) {
    if (queue.stationId !== station.stationId) return <Elsewhere what="排队" stationId={queue.stationId} stationName={queue.stationName} />;
    return (
      <div className={styles.body}>
        <QueueCard place={queue} readAt={readAt} />
      </div>
    );
  }
  return (
    <>
      <EndedNote access={access} />
      <ReserveOrQueue station={station} serverNow={serverNow} />
    </>
  );
}

/** One hold or line at a time: the one the driver has at another station, and the way to it. */
function Elsewhere({ what, stationId, stationName }: { what: string; stationId: string; stationName: string }) {
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        您已在{stationName}{what}，同一时间只能预约或排队一处。
      </p>
      <LinkButton small to={href(paths.chargeStationDetail, { stationId })}>
        查看{stationName}
      </LinkButton>
    </div>
  );
}
