import { Button, Input, List } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, paths } from '@/lib/paths';
import { parsePileCode, PILE_CODE } from '@/lib/pileCode';
import { usePlatform } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { Field } from '@/ui/form/Field';
import { useForm } from '@/ui/form/useForm';
import { useFeedback } from '@/ui/hooks';
import { CodeNotice, ForeignCodeWarning } from '@/ui/ForeignCodeWarning';
import { checkScannedLink } from '@/lib/scannedLink';
import styles from './PileEntry.module.css';

/** What the entry says above the scan button: why the last code went nowhere (another platform's: what it said too). */
type Notice = { kind: 'foreign'; host: string; scanned: string } | { kind: 'unreadable' } | { kind: 'notFound'; message: string };

/** A code that is not a pile's: another platform's (the warning names where it points), or no code at all. */
function refusalOf(text: string): Notice {
  const link = checkScannedLink(text, 'pile');
  return link.kind === 'foreign' ? { kind: 'foreign', host: link.host, scanned: text } : { kind: 'unreadable' };
}

/**
 * No pile chosen yet: scan its code where the host can scan, or type the 6-digit number printed on it (a plain
 * browser cannot scan; typing is always offered). A code that is not a pile's (`refused`: the address's, or one just
 * scanned) says so on the page and goes nowhere; another platform's names the host it points to and stays until the
 * driver scans again, types or leaves. A pile number the server does not know comes back here with the server's
 * `notFound` message.
 */
export function PileEntry({ refused, notFound }: { refused?: string; notFound?: string }) {
  const platform = usePlatform();
  const ui = useFeedback();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(() =>
    refused ? refusalOf(refused) : notFound ? { kind: 'notFound', message: notFound } : null,
  );
  const open = (pileCode: string) => navigate(href(paths.chargingPage, { pileCode }), { replace: true });
  const form = useForm({
    initial: { pileCode: '' },
    draftKey: 'chargingPileCode',
    showErrors: 'submit',
    validate: (v) => ({ pileCode: PILE_CODE.test(v.pileCode.trim()) ? null : '请输入充电桩上的6位数字编号' }),
    onSubmit: (v) => open(v.pileCode.trim()),
  });
  const scan = async () => {
    setScanning(true);
    setNotice(null);
    try {
      const scanned = await platform.scan();
      const code = parsePileCode(scanned);
      if (code) open(code);
      else setNotice(refusalOf(scanned));
    } catch (e) {
      if (!(e instanceof PlatformError && e.reason === 'cancelled')) ui.toast(e instanceof Error ? e.message : '扫码失败，请输入桩号');
    } finally {
      setScanning(false);
    }
  };
  return (
    <div className={styles.entry}>
      {notice?.kind === 'foreign' && <ForeignCodeWarning host={notice.host} scanned={notice.scanned} />}
      {notice && notice.kind !== 'foreign' && (
        <CodeNotice>{notice.kind === 'notFound' ? notice.message : '无法识别该二维码，请扫描充电桩上的二维码或输入桩号'}</CodeNotice>
      )}
      <Button color="primary" shape="rounded" size="large" block loading={scanning} loadingText="扫码中…" onClick={() => void scan()}>
        <ScanningOutline aria-hidden="true" /> 扫描充电桩二维码
      </Button>
      <form onSubmit={form.submit} noValidate className={styles.card}>
        <h2 className={styles.title}>或输入充电桩编号</h2>
        <List style={{ '--border-top': 'none', '--border-bottom': 'none' }}>
          <Field id={form.id('pileCode')} label="充电桩编号" error={form.errors.pileCode} hint="编号印在充电桩正面，6位数字">
            <Input
              id={form.id('pileCode')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              placeholder="例如 200101"
              value={form.values.pileCode}
              onChange={(pileCode) => {
                setNotice(null);
                form.set({ pileCode: pileCode.replace(/\D/g, '') });
              }}
            />
          </Field>
        </List>
        <div className={styles.stack}>
          <Button type="submit" block shape="rounded" color="primary" fill="outline">
            查找充电桩
          </Button>
        </div>
      </form>
    </div>
  );
}
