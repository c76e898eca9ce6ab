import { Button } from 'antd-mobile';
import { useCollectStationMutation, useUncollectStationsMutation } from '@/api/cps/stations';
import type { StationDetail } from '@/api/cps/session.types';
import { errorMessage } from '@/api/apiError';
import { useFeedback } from '@/ui/hooks';

/** 收藏 / 已收藏: a toggle (aria-pressed) that says which it is, and asks the station again after the change. */
export function Favourite({ station, onChanged }: { station: StationDetail; onChanged: () => void }) {
  const ui = useFeedback();
  const [collect, adding] = useCollectStationMutation();
  const [uncollect, removing] = useUncollectStationsMutation();
  const busy = adding.isLoading || removing.isLoading;
  const toggle = async () => {
    try {
      if (station.collected) await uncollect({ id: station.stationId }).unwrap();
      else await collect({ stationId: station.stationId }).unwrap();
      ui.toast(station.collected ? '已取消收藏' : '已收藏');
      onChanged();
    } catch (e) {
      ui.toast(errorMessage(e));
    }
  };
  return (
    <Button size="small" shape="rounded" aria-pressed={station.collected} disabled={busy} onClick={() => void toggle()}>
      {station.collected ? '已收藏' : '收藏'}
    </Button>
  );
}
