import { Button } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { CodeNotice, ForeignCodeWarning } from '@/ui/ForeignCodeWarning';
import { useFeedback } from '@/ui/hooks';
import { Empty } from '@/ui/states/States';
import { laneScanTarget, type LaneScan } from './laneParams';
import styles from './ScanPrompt.module.css';

type Refusal = Exclude<LaneScan, { kind: 'open' }>;

/**
 * No lane known yet: scan the code on the exit lane, then open this page for that lane. A code that is refused says
 * why on this page, where it stays until the driver scans again or leaves: a code that is not ours names the host it
 * points to and that nothing was paid (a warning against a scam must be read, not toasted away in 3 s).
 */
export function ScanPrompt({ path }: { path: typeof paths.scanPayPage | typeof paths.scanOverduePay }) {
  const platform = usePlatform();
  const ui = useFeedback();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The refused code's text, so 核实通知 can check it (nothing is opened or sent until the driver asks there).
  const [scanned, setScanned] = useState('');
  const scan = async () => {
    setScanning(true);
    setRefusal(null);
    try {
      // Only our own links and bare lane codes open a lane; anything else is refused in words (laneScanTarget).
      const text = await platform.scan();
      const target = laneScanTarget(text, path);
      if (target.kind === 'open') navigate(target.to, { replace: true });
      else {
        setScanned(text);
        setRefusal(target);
      }
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) ui.toast(e instanceof Error ? e.message : '扫码失败，请重试');
    } finally {
      setScanning(false);
    }
  };
  return (
    <div className={styles.prompt}>
      {refusal?.kind === 'foreign' && <ForeignCodeWarning host={refusal.host} scanned={scanned} />}
      {refusal?.kind === 'unreadable' && <CodeNotice>{refusal.message}</CodeNotice>}
      <Empty text="请扫描出口车道上的缴费码" description="扫码后将显示该车道车辆的待缴费用">
        <Button color="primary" shape="rounded" size="large" loading={scanning} loadingText="扫码中…" onClick={() => void scan()}>
          <ScanningOutline aria-hidden="true" /> 扫码缴费
        </Button>
      </Empty>
    </div>
  );
}
