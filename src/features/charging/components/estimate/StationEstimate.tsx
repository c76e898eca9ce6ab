import type { StationDetail } from '@/api/cps/session.types';
import { DEFAULT_CAR } from '../../estimate/carChoice';
import { estimateCharge } from '../../estimate/estimateCharge';
import { EstimateCard } from './EstimateCard';

/**
 * A station's all-in price before driving there: charging an ordinary car to full now, at a fast gun where the
 * station has one (else a slow one), part by part as the start page shows it for the driver's own choice. `now` is
 * the page's own server clock (one per page, not one per card).
 */
export function StationEstimate({ station, now }: { station: StationDetail; now: number }) {
  const pile = station.piles.find((p) => p.gunType === 'fast') ?? station.piles[0];
  // A closed station has nothing to start now.
  if (!pile || station.openState.state === 0) return null;
  const car = DEFAULT_CAR;
  const estimate = estimateCharge({ now, pile, tariff: station, car, stop: { type: 'full' } });
  const kind = pile.gunType === 'fast' ? '直流快充' : '交流慢充';
  return (
    <EstimateCard
      title="现在充满要多少钱"
      estimate={estimate}
      parkingRule={station.parkingRule}
      idleFee={station.idleFee}
      about={`${kind} ${pile.powerKw}kW，电池 ${car.batteryKwh} 度的车从 ${car.soc}% 充满`}
    />
  );
}
