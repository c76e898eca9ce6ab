import type { ChargingSession } from '@/api/cps/session.types';
import { formatMoney } from '@/lib/format';
import { parseServerTime } from '@/lib/time';
import { idleFeeReading } from './idleFeeSchedule';
import { useNow } from './useSession';

/**
 * After the session: when the idle fee starts and a countdown to it, on the server's clock (the phone's own may be
 * off), or what it has come to once it runs. The amount is only ever the server's: until an answer from after the
 * countdown's end arrives (useSession asks for one then), none is claimed. Nothing when the station charges none or
 * the car has left.
 */
export function IdleFeeCountdown({ session, fetchedAt }: { session: ChargingSession; fetchedAt: number }) {
  const now = useNow();
  const fee = session.idleFee;
  const reading = idleFeeReading(session);
  const graceEnd = parseServerTime(fee?.graceEndsAt ?? null);
  if (!fee || !reading || !graceEnd || reading.carLeft) return null;
  const left = Math.max(0, Math.floor((reading.graceEndsAt - (reading.serverNow + (now - fetchedAt))) / 1000));
  const rule = `每分钟${formatMoney(fee.perMinuteCents)}，封顶${formatMoney(fee.capCents)}`;
  return (
    <section className="chg-notice" aria-label="占位费">
      {left > 0 ? (
        <>
          <p className="chg-weak">
            占位费将于 {graceEnd.format('HH:mm')} 开始计费，{rule}。请尽快挪车。
          </p>
          <p className="chg-danger" aria-live="off">
            距开始计费 {Math.floor(left / 60)} 分 {String(left % 60).padStart(2, '0')} 秒
          </p>
        </>
      ) : reading.serverNow < reading.graceEndsAt ? (
        <p className="chg-weak">占位费已开始计费（{rule}），正在查询费用…挪车后停止计费。</p>
      ) : fee.accruedCents >= fee.capCents ? (
        <p className="chg-weak">
          占位费已达封顶 <span className="chg-danger">{formatMoney(fee.accruedCents)}</span>，不再增加。请尽快挪车，并在占位费账单中支付。
        </p>
      ) : (
        <p className="chg-weak">
          占位费计费中（{rule}），已产生 <span className="chg-danger">{formatMoney(fee.accruedCents)}</span>，挪车后停止计费。
        </p>
      )}
    </section>
  );
}
