import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { GunHold } from '@/api/cps/chargerAccess.types';
import { useBalanceInfoQuery } from '@/api/driver/account';
import { formatYuan } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { parseServerTime } from '@/lib/time';
import { Countdown } from '@/ui/Countdown';
import { LinkButton } from '@/ui/LinkButton';
import { useAskAgain } from './useAskAgain';
import styles from './AccessCard.module.css';

const WIRE_SECOND_MS = 1_100;

export const GUN_KIND: Record<GunHold['gunType'], string> = { fast: '快充', slow: '慢充' };

/**
 * A gun held for the driver: which one, a countdown to the end of the hold on the server's clock (the timer is
 * read when the driver comes to it, never announced each second), 去充电 at that gun, and the card's own way out
 * (`children`). When the countdown reaches 0 the server is asked again: the hold lapses there by itself.
 */
export function HoldCard({ hold, title, serverTime, readAt, children }: { hold: GunHold; title: string; serverTime: string; readAt: number; children?: ReactNode }) {
  const headingId = useId();
  const askAgain = useAskAgain();
  // A reservation was paid from the balance: what is left there, as the server says after the payment.
  const balance = useBalanceInfoQuery(undefined, { skip: hold.feeCents === 0 });
  const end = parseServerTime(hold.expiresAt);
  const until = end?.valueOf() ?? 0;
  const serverNow = parseServerTime(serverTime)?.valueOf() ?? until;
  // Asked once per hold and end, a whole second after it by this answer: the wire's times are cut to the second, so
  // the end is up to a second later and the server's now up to a second on; an answer that still says held is kept.
  const asked = useRef<string | null>(null);
  const key = `${hold.holdId}@${hold.expiresAt}`;
  useEffect(() => {
    if (asked.current === key) return undefined;
    const wait = until - (serverNow + (Date.now() - readAt)) + WIRE_SECOND_MS;
    const timer = setTimeout(() => {
      asked.current = key;
      askAgain();
    }, Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [key, until, serverNow, readAt, askAgain]);
  return (
    <div className={styles.held} role="group" aria-labelledby={headingId}>
      <h3 className={styles.subtitle} id={headingId}>
        {title}
      </h3>
      <p className={styles.text}>
        {hold.stationName} · {hold.pileName} {hold.gunName}（{GUN_KIND[hold.gunType]}）
      </p>
      <p className={styles.text}>
        保留至 {end?.format('HH:mm') ?? ''}，剩余 <Countdown until={until} serverNow={serverNow} readAt={readAt} />
      </p>
      {hold.feeCents > 0 && (
        <p className={styles.weak}>
          预约费 {formatYuan(hold.feeCents)} 元已从余额支付{balance.data ? `（账户余额 ${formatYuan(balance.data.availableBalance)} 元）` : ''}，到时前开始充电可抵扣充电费；超时未充电不退，到时前取消全额退回。
        </p>
      )}
      <div className={styles.actions}>
        <LinkButton solid to={href(paths.chargingPage, { pileCode: hold.pileCode, gunNo: hold.gunNo })} label={`去充电（${hold.pileName} ${hold.gunName}）`}>
          去充电
        </LinkButton>
        {children}
      </div>
    </div>
  );
}
