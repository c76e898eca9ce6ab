import { Button } from 'antd-mobile';
import { useState } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError, type HostInvoiceTitle } from '@/platform/types';
import styles from './HostTitleButton.module.css';

interface Props {
  /** A special invoice takes only a company's title. */
  special: boolean;
  onPick: (t: HostInvoiceTitle) => void;
  disabled?: boolean;
}

/** What the driver is told when the host gives no title: whatever went wrong, typing it is the way on. */
const HOST_TITLE_FAILED = '无法获取抬头，请手动填写';

/**
 * 从微信选择抬头: the host's own title picker, where the host gives a page one (WeChat-type clients only: Alipay keeps
 * its titles for its own invoicing pages). Elsewhere nothing shows. A refusal or failure leaves the form as it was and says
 * so under the button, never as a toast; closing the picker says nothing.
 */
export function HostTitleButton({ special, onPick, disabled }: Props) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = platform.chooseInvoiceTitle?.bind(platform);
  if (!choose) return null;

  const pick = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const title = await choose();
      if (special && title.titleType === 2) setProblem('专票仅限单位抬头，请选择单位抬头');
      else onPick(title);
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) setProblem(HOST_TITLE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.hostTitle}>
      <Button size="small" fill="outline" color="primary" loading={busy} disabled={disabled || busy} onClick={() => void pick()}>
        从微信选择抬头
      </Button>
      <p className={styles.weak} role="status">
        {problem}
      </p>
    </div>
  );
}
