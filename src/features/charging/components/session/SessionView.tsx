import { Link } from '@/ui/Link';
import type { ChargingSession } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { parseServerTime } from '@/lib/time';
import { Countdown } from '@/ui/Countdown';
import { ResultView } from '@/ui/ResultView';
import { FailedStartHelp } from '../access/FailedStartHelp';
import { IdleFeeCountdown } from './IdleFeeCountdown';
import { SessionCharts } from './SessionCharts';
import { SessionReadout } from './SessionReadout';
import { StopButton } from './StopButton';
import { describeStop } from '../start/stopCondition';
import { useNow } from './useSession';
import styles from './SessionView.module.css';

/** One session in whatever state the server says it is in, with what the driver can do in that state. */
export function SessionView({ session, fetchedAt }: { session: ChargingSession; fetchedAt: number }) {
  const now = useNow();
  const sinceAnswer = Math.max(0, Math.floor((now - fetchedAt) / 1000));
  const head = (
    <div className={styles.state} role="status" aria-live="polite">
      <p className={styles.stateName}>{session.stateText}</p>
      <p className={styles.weak}>
        {session.stationName} · {session.pileName} {session.gunName}
      </p>
    </div>
  );

  if (session.state === 'scheduled') {
    const startAt = parseServerTime(session.scheduledStartTime);
    const serverNow = parseServerTime(session.serverTime);
    return (
      <div className={styles.stack}>
        {head}
        {startAt && (
          <p>
            将于 {startAt.format('HH:mm')} 开始充电
            {serverNow && (
              <span className={styles.weak}>
                （还有 <Countdown until={startAt.valueOf()} serverNow={serverNow.valueOf()} readAt={fetchedAt} />）
              </span>
            )}
          </p>
        )}
        <p className={styles.weak}>
          充电枪已插好，到时间后充电桩自动开始充电 · {describeStop(session.stopCondition)}。等待期间不计占位费，取消预约不产生费用。
        </p>
        <StopButton session={session} label="取消预约" />
      </div>
    );
  }

  if (session.state === 'waitingPlug' || session.state === 'starting') {
    const deadline = parseServerTime(session.plugDeadline);
    const serverNow = parseServerTime(session.serverTime);
    return (
      <div className={styles.stack}>
        {head}
        <p className={styles.weak}>
          {session.state === 'waitingPlug' ? (
            <>
              请将充电枪插入车辆充电口
              {deadline && serverNow && (
                <>
                  ，<Countdown until={deadline.valueOf()} serverNow={serverNow.valueOf()} readAt={fetchedAt} />内未插枪将自动取消
                </>
              )}
            </>
          ) : (
            '充电桩正在与车辆握手，请稍候'
          )}
        </p>
        <StopButton session={session} label="取消充电" />
      </div>
    );
  }

  if (session.state === 'finished' || session.state === 'failed') {
    // What the balance, card or prepay pays: a reservation's fee was paid before, when the gun was held.
    const due = session.feeCents - session.couponCents - session.holdCreditCents;
    return (
      <div className={styles.stack}>
        <ResultView
          outcome={session.state === 'failed' ? 'failure' : 'success'}
          title={session.state === 'failed' ? '充电未启动' : session.scheduledStartTime && !session.chargingStartTime ? '已取消预约' : '充电已结束'}
          description={session.stopReasonText ?? undefined}
          primary={session.orderState === 2 ? { text: `去支付 ${formatMoney(due)}`, to: href(paths.chargeBillDetail, { orderNo: session.orderNo }) } : { text: '返回首页', to: paths.home }}
          secondary={session.orderState === 2 ? undefined : { text: '查看充电订单', to: href(paths.chargeBillDetail, { orderNo: session.orderNo }) }}
        />
        {session.state === 'failed' && <FailedStartHelp stationId={session.stationId} pileCode={session.pileCode} gunNo={session.gunNo} gunType={session.gunType} orderNo={session.orderNo} />}
        <IdleFeeCountdown session={session} fetchedAt={fetchedAt} />
        {session.prepay && session.kwh === 0 && <p className={styles.weak}>未产生费用，预付款 {formatMoney(session.prepay.amountCents)} 将全额原路退回。</p>}
        {session.kwh > 0 && (
          <section className={styles.card} aria-label="充电账单">
            <dl className={styles.readout}>
              <div className={styles.figure}><dt>充电电量</dt><dd>{session.kwh.toFixed(2)} 度</dd></div>
              <div className={styles.figure}><dt>电费</dt><dd>{formatMoney(session.energyFeeCents)}</dd></div>
              <div className={styles.figure}><dt>服务费</dt><dd>{formatMoney(session.serviceFeeCents)}</dd></div>
              {session.holdCreditCents > 0 && <div className={styles.figure}><dt>预约费抵扣</dt><dd>-{formatMoney(session.holdCreditCents)}</dd></div>}
              <div className={styles.figure}><dt>{session.orderState === 3 ? '已支付' : '待支付'}</dt><dd>{formatMoney(due)}</dd></div>
              {session.prepay && (
                <div className={styles.figure}><dt>预付款</dt><dd>{formatMoney(session.prepay.amountCents)}</dd></div>
              )}
              {session.prepay?.refundCents ? (
                <div className={styles.figure}><dt>原路退回</dt><dd>{formatMoney(session.prepay.refundCents)}</dd></div>
              ) : null}
            </dl>
          </section>
        )}
        {session.kwh > 0 && <SessionCharts samples={session.samples} />}
        <Link className={styles.weak} to={paths.home}>
          返回首页
        </Link>
      </div>
    );
  }

  const running = session.elapsedSeconds + (session.state === 'stopping' ? 0 : sinceAnswer);
  return (
    <div className={styles.stack}>
      {head}
      {session.lowEnergy && (
        <div className={styles.notice} role="alert">
          <p className={styles.weak}>已有一段时间几乎没有电量充入，可能未正常充电。建议检查充电枪是否插好，或停止充电以免产生费用。</p>
          <StopButton session={session} label="立即停止充电" />
        </div>
      )}
      {session.state === 'suspendedEV' && <p className={styles.weak}>车辆已暂停充电（通常是已充满或车辆设置了充电上限），充电桩将自动结束。</p>}
      <SessionReadout session={session} runningSeconds={running} />
      {!session.lowEnergy && <StopButton session={session} />}
      <SessionCharts samples={session.samples} />
    </div>
  );
}
