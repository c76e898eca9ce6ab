import { useBoundPlatesQuery } from '@/api/driver/plates';
import type { PlateColor } from '@/lib/wire';
import { formatYuan } from '@/lib/format';
import { formatPlate } from '@/lib/plate';
import type { PayAction } from '@/payment/ui/usePayAction';
import { plainPlate } from '@/payment/ui/plate';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { useAskOnce } from '@/ui/useAskOnce';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './OwnCarCheck.module.css';

/**
 * Whose car a scanned bill is for. A genuine code can still name somebody else's car (a sticker with one car's bill
 * on it, a lane's code from another lot): the driver is told before paying when the car is not one of theirs.
 * - own: every plate is one of the signed-in driver's bound plates;
 * - notOwn: a plate is not;
 * - unknown: it cannot be told (a visitor has no plates; the plate list did not load) — treated as not theirs;
 * - checking: the bill or the plate list is still on its way (paying waits).
 */
export type Ownership = 'own' | 'notOwn' | 'unknown' | 'checking';

/** The car a scanned bill is for, and who the money goes to (the server's word, not the sticker's). */
export interface ScannedCar {
  plateNo: string;
  plateColor?: PlateColor | null;
  /** 收款方: the lot's operator ('' when the server does not say). */
  payee: string;
}

const samePlate = (p: string) => plainPlate(p).toUpperCase();

function notOwnText(ownership: Ownership, plateNo: string): string {
  const plate = formatPlate(plateNo);
  return ownership === 'notOwn' ? `该账单车牌 ${plate} 不是您绑定的车辆，请确认是否为他人代付` : `无法确认该账单车牌 ${plate} 是您绑定的车辆，请确认是否为他人代付`;
}

function useOwnership(car: ScannedCar | null, active: boolean): Ownership | null {
  const isDriver = useAppSelector(selectIsDriver);
  const plates = useBoundPlatesQuery(undefined, { skip: !active || !isDriver });
  if (!active) return null;
  if (!isDriver) return 'unknown';
  if (!car) return 'checking';
  if (!plates.data) return plates.isError ? 'unknown' : 'checking';
  const mine = new Set(plates.data.results.map((p) => samePlate(p.plateNo)));
  return mine.has(samePlate(car.plateNo)) ? 'own' : 'notOwn';
}

/**
 * The pay action of a bill opened from a scanned code: while whose car it is is being checked, 立即支付 waits; for a
 * car that is not the driver's (or cannot be told to be), 立即支付 first asks, in the kit's dialog (focus kept inside,
 * 取消 the safe answer), naming the plate, the payee and the amount — 取消 pays nothing. `active` false (not opened
 * from a scan): the action as it is, and no plate list is asked for.
 */
export function useOwnCarCheck(car: ScannedCar | null, action: PayAction, active = true): { ownership: Ownership | null; action: PayAction } {
  const ownership = useOwnership(car, active);
  const { ask, asking } = useAskOnce();
  if (ownership === null || ownership === 'own') return { ownership, action };
  const start: PayAction['start'] = async (request, amountCents) => {
    if (action.busy || !car) return;
    const answer = await ask({
      title: '为他人代付',
      content: `${notOwnText(ownership, car.plateNo)}。收款方：${car.payee || '未知'}，金额 ¥${formatYuan(amountCents)}。`,
      actions: [
        { key: 'cancel', text: '取消' },
        { key: 'confirm', text: '确认代付', primary: true },
      ],
      safeKey: 'cancel',
    });
    if (answer === 'confirm') await action.start(request, amountCents);
  };
  return { ownership, action: { ...action, busy: action.busy || asking || ownership === 'checking', start } };
}

/** Who is paid, named above a scanned bill. */
export function PayeeLine({ payee }: { payee: string }) {
  return <p className={`${styles.weak} ${styles.lane}`}>收款方：{payee || '未知，请向停车场工作人员核实后再支付'}</p>;
}

/** Said plainly above a scanned bill whose car is not the driver's (or cannot be told to be): the plate, large. */
export function NotYourCar({ ownership, car }: { ownership: Ownership | null; car: ScannedCar }) {
  if (ownership !== 'notOwn' && ownership !== 'unknown') return null;
  return (
    <div className={styles.notOwn} role="alert">
      {/* The sentence says the plate; the badge is for the eye. */}
      <span aria-hidden="true">
        <PlateBadge plateNo={car.plateNo} plateColor={car.plateColor} size="large" />
      </span>
      <p className={styles.notOwnText}>{notOwnText(ownership, car.plateNo)}</p>
    </div>
  );
}
