import { Button } from 'antd-mobile';
import { parseServerTime } from '@/lib/time';
import styles from './StationGlance.module.css';

/** The station's answer as the page holds it: when it came, whether it is being asked again, and asking again now. */
export interface Live {
  at: number | null;
  fetching: boolean;
  refresh: () => void;
}

/** When the guns' states were read, and a way to read them again now. */
export function LiveNote({ live, serverTime }: { live: Live; serverTime: string }) {
  return (
    <p className={styles.live}>
      {/* The server's time of the answer, as every age on this page: the phone's clock may be wrong. */}
      <span>{`实时状态，更新于 ${parseServerTime(serverTime)?.format('HH:mm:ss') ?? serverTime.slice(11)}`}</span>
      <Button size="mini" fill="outline" color="primary" shape="rounded" onClick={live.refresh} loading={live.fetching} loadingText="刷新中">
        刷新
      </Button>
    </p>
  );
}
