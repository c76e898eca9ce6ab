import { Button, Input, List } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { choosePlateUrl, type Ticket } from '../links';
import { codeError, normaliseCode, ticketOfScan } from './scanned';
import styles from './CodeEntry.module.css';
import { FOREIGN_CODE_WARNING, isForeignCode } from '@/lib/scannedLink';

/**
 * Scan the code on a merchant's poster or a lot's sign where the client can scan, or type it (a plain browser may
 * not scan; typing is always offered). Either way the next step is choosing the plate the coupon binds to.
 */
export function CodeEntry({ initialCode }: { initialCode: string }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
  const next = (t: Ticket) => navigate(choosePlateUrl(t));
  const form = useForm({
    initial: { code: initialCode },
    showErrors: 'submit',
    validate: (v) => ({ code: codeError(normaliseCode(v.code)) }),
    onSubmit: (v) => next({ code: normaliseCode(v.code) }),
  });
  const scan = async () => {
    setScanning(true);
    setScanError(null);
    try {
      const scanned = await platform.scan();
      const t = ticketOfScan(scanned);
      if (t) next(t);
      else setScanError(isForeignCode(scanned, 'coupon') ? FOREIGN_CODE_WARNING : '无法识别的二维码，请扫描商户或停车场的领券二维码，或手动输入券码');
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) setScanError(e instanceof Error && e.message ? e.message : '扫码失败，请手动输入券码');
    } finally {
      setScanning(false);
    }
  };
  return (
    <div className={styles.stack}>
      <p className={styles.weak}>扫描商户或停车场提供的领券二维码，领取停车优惠券，停车缴费时可抵扣</p>
      {scanError && (
        <p className={styles.notice} role="alert">
          {scanError}
        </p>
      )}
      <Button color="primary" shape="rounded" size="large" block loading={scanning} loadingText="扫码中…" onClick={() => void scan()}>
        <ScanningOutline aria-hidden="true" /> 扫码领券
      </Button>
      <form onSubmit={form.submit} noValidate className={styles.card} aria-labelledby="cl-typed">
        <h2 className={styles.title} id="cl-typed">
          或输入券码
        </h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={form.id('code')} label="券码" error={form.errors.code} hint="券码印在二维码下方，由字母和数字组成">
            <Input
              id={form.id('code')}
              autoComplete="off"
              maxLength={32}
              placeholder="例如 WFJ2026"
              value={form.values.code}
              onChange={(code) => form.set({ code: code.replace(/[^A-Za-z0-9]/g, '') })}
            />
          </Field>
        </List>
        <div className={styles.pad}>
          <Button type="submit" block shape="rounded" color="primary" fill="outline">
            下一步
          </Button>
        </div>
      </form>
    </div>
  );
}
