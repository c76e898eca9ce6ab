import { Button, Input, List } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { couponCodeOf } from './couponText';
import { useClaimCoupon } from './useClaimCoupon';
import { FOREIGN_CODE_WARNING, isForeignCode } from '@/lib/scannedLink';
import styles from './ClaimForm.module.css';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * Scan the code on a poster where the host can scan, or type it (a plain browser cannot scan; typing is always
 * offered). Either way one claim at a time, and the buttons say so while it runs.
 */
export function ClaimForm({ initialCode }: { initialCode: string }) {
  const platform = usePlatform();
  const { claim, pending, error, setError } = useClaimCoupon();
  const [scanning, setScanning] = useState(false);
  const form = useForm({
    initial: { code: initialCode },
    showErrors: 'submit',
    validate: (v) => ({ code: CODE.test(v.code.trim()) ? null : '请输入4到32位字母或数字的券码' }),
    onSubmit: (v) => claim(v.code.trim().toUpperCase()),
  });
  const scan = async () => {
    setScanning(true);
    setError(null);
    try {
      const scanned = await platform.scan();
      const code = couponCodeOf(scanned);
      if (code) await claim(code);
      else setError(isForeignCode(scanned, 'coupon') ? FOREIGN_CODE_WARNING : '无法识别的二维码，请扫描活动海报上的券码二维码，或手动输入券码');
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) setError(e instanceof Error ? e.message : '扫码失败，请手动输入券码');
    } finally {
      setScanning(false);
    }
  };
  return (
    <div className={styles.stack}>
      <p className={styles.weak}>扫描活动海报或传单上的二维码，领取充电优惠券，充电时可抵扣充电费</p>
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <Button color="primary" shape="rounded" size="large" block loading={scanning} loadingText="扫码中…" disabled={pending} onClick={() => void scan()}>
        <ScanningOutline aria-hidden="true" /> 扫描券码二维码
      </Button>
      <form onSubmit={form.submit} noValidate className={styles.card}>
        <h2 className={styles.title}>或输入券码</h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={form.id('code')} label="券码" error={form.errors.code} hint="券码印在二维码下方，由字母和数字组成">
            <Input
              id={form.id('code')}
              autoComplete="off"
              maxLength={32}
              placeholder="例如 CHG2026A"
              value={form.values.code}
              onChange={(code) => form.set({ code: code.replace(/[^A-Za-z0-9]/g, '') })}
            />
          </Field>
        </List>
        <div className={styles.stack}>
          <Button type="submit" block shape="rounded" color="primary" fill="outline" loading={pending && !scanning} loadingText="领取中…" disabled={pending}>
            领取
          </Button>
        </div>
      </form>
    </div>
  );
}
