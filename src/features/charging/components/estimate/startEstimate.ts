import type { ChargeEstimate } from '@/api/cps/estimate.types';
import type { PileDetail } from '@/api/cps/session.types';
import { toCar, type CarChoice } from '../../estimate/carChoice';
import { estimateCharge } from '../../estimate/estimateCharge';
import { stopWithPrepay } from '../../estimate/prepayStop';
import { stopChoiceError, toStopCondition, type StopChoice } from '../start/stopCondition';

/**
 * The start form's estimate for what the driver chose (null while the stop or the car is not filled in): the pile
 * now, the stop as the pile will keep it (a prepay caps it), the car as stated.
 */
export function startEstimate(pile: PileDetail, now: number, choice: { stop: StopChoice; car: CarChoice; prepayCents: number | null }): ChargeEstimate | null {
  const car = toCar(choice.car);
  if (!car || stopChoiceError(choice.stop)) return null;
  return estimateCharge({ now, pile, tariff: pile, car, stop: stopWithPrepay(toStopCondition(choice.stop), choice.prepayCents) });
}
