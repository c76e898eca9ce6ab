import type { ChargeEstimate } from '@/api/cps/estimate.types';
import type { PileDetail } from '@/api/cps/session.types';
import { toCar, type CarChoice } from '../../estimate/carChoice';
import { estimateCharge } from '../../estimate/estimateCharge';
import { stopWithPrepay } from '../../estimate/prepayStop';
import { stopChoiceError, toStopCondition, type StopChoice } from '../start/stopCondition';
import { startAtOf, startChoiceError, type StartChoice } from '../start/startSchedule';

/**
 * The start form's estimate for what the driver chose (null while the stop or the car is not filled in): the pile
 * now, the stop as the pile will keep it (a prepay caps it), the car as stated.
 */
export function startEstimate(pile: PileDetail, now: number, choice: { stop: StopChoice; car: CarChoice; prepayCents: number | null; start?: StartChoice }): ChargeEstimate | null {
  const car = toCar(choice.car);
  if (!car || stopChoiceError(choice.stop)) return null;
  // A scheduled start: bands priced from its time, the end from it; while the time is not valid there is no estimate.
  const start = choice.start ?? { kind: 'now', time: '' };
  if (startChoiceError(start, pile, now)) return null;
  return estimateCharge({ now, pile, tariff: pile, car, stop: stopWithPrepay(toStopCondition(choice.stop), choice.prepayCents), startAt: startAtOf(start, pile, now) });
}
