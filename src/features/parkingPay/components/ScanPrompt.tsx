import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '@/ui/hooks';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { laneQuery, parseLaneCode } from './laneParams';

/** No lane known yet: scan the code on the exit lane. */
export function ScanPrompt({ path }: { path: '/scanPayPage' | '/scanOverduePay' }) {
  const platform = usePlatform();
  const { deps } = useAppStore();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const scan = async () => {
    setScanning(true);
    try {
      const text = await platform.scan();
      const lane = parseLaneCode(text);
      if (!lane) deps.ui.toast('无法识别的二维码，请扫描出口车道上的缴费码');
      else navigate(`${path}?${laneQuery(lane)}`, { replace: true });
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) deps.ui.toast(e instanceof Error ? e.message : '扫码失败，请重试');
    } finally {
      setScanning(false);
    }
  };
  return (
    <div className="pp-state">
      <p className="pp-state-title">请扫描出口车道上的缴费码</p>
      <p className="pp-muted">扫码后将显示该车道车辆的待缴费用</p>
      <button type="button" className="pp-btn pp-btn--primary" disabled={scanning} onClick={() => void scan()}>
        {scanning ? '扫码中…' : '扫码缴费'}
      </button>
    </div>
  );
}
