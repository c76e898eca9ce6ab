import type { ChargingSession } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';
import { Countdown } from '@/ui/Countdown';
import { idleFeeReading } from './idleFeeSchedule';
import styles from './IdleFeeCountdown.module.css';

/**
 * After the session: when the idle fee starts and a countdown to it, on the server's clock (the phone's own may be
 * off), or what it has come to once it runs. The amount is only ever the server's: until an answer from after the
 * countdown's end arrives (useSession asks for one then), none is claimed. Nothing when the station charges none or
 * the car has left.
 */
export function IdleFeeCountdown({ session, fetchedAt }: { session: ChargingSession; fetchedAt: number }) {
  const fee = session.idleFee;
  const reading = idleFeeReading(session);
  const graceEnd = parseServerTime(fee?.graceEndsAt ?? null);
  if (!fee || !reading || !graceEnd || reading.carLeft) return null;
  const rule = `每分钟${formatMoney(fee.perMinuteCents)}，封顶${formatMoney(fee.capCents)}`;
  return (
    <section className={styles.notice} aria-label="占位费">
      <Countdown until={reading.graceEndsAt} serverNow={reading.serverNow} readAt={fetchedAt}>
        {(time, left) =>
          left > 0 ? (
            <>
              <p className={styles.weak}>
                占位费将于 {graceEnd.format('HH:mm')} 开始计费，{rule}。请尽快挪车。
              </p>
              <p className={styles.danger}>距开始计费 {time}</p>
            </>
          ) : reading.serverNow < reading.graceEndsAt ? (
            <p className={styles.weak}>占位费已开始计费（{rule}），正在查询费用…挪车后停止计费。</p>
          ) : fee.accruedCents >= fee.capCents ? (
            <p className={styles.weak}>
              占位费已达封顶 <span className={styles.danger}>{formatMoney(fee.accruedCents)}</span>，不再增加。请尽快挪车，并在占位费账单中支付。
            </p>
          ) : (
            <p className={styles.weak}>
              占位费计费中（{rule}），已产生 <span className={styles.danger}>{formatMoney(fee.accruedCents)}</span>，挪车后停止计费。
            </p>
          )
        }
      </Countdown>
    </section>
  );
}
