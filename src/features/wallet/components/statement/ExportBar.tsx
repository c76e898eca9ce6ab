import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLazyStatementCsvQuery } from '@/api/driver/statement';
import type { StatementMailSent, StatementParams } from '@/api/driver/statement.types';
import { href, paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/types';
import { LinkButton } from '@/ui/LinkButton';
import { useOneTap } from '@/ui/useOneTap';
import { MailDialog } from './MailDialog';
import { saveTextFile } from './saveFile';
import styles from './ExportBar.module.css';

/** Where a downloaded file can be kept: a plain browser and the app shell. WeChat's and Alipay's webviews drop it. */
export const canSaveFiles = (kind: Platform['kind']): boolean => kind === 'browser' || kind === 'app';

/** The printable page of the same statement. */
export const printUrl = (p: StatementParams): string =>
  href(paths.walletStatementPrint, { from: p.from, to: p.to, plateNo: p.plateNo, kind: p.kind, groupId: p.groupId });

/**
 * The statement out of the app, for an expense claim: 导出CSV where a file can be saved, 发送到邮箱 (the first choice
 * where it cannot, a second one elsewhere), and 打印/PDF. What happened is said under the buttons and stays there.
 */
export function ExportBar({ params }: { params: StatementParams }) {
  const { kind } = usePlatform();
  const saves = canSaveFiles(kind);
  const [fetchCsv] = useLazyStatementCsvQuery();
  const [mailing, setMailing] = useState(false);
  const [told, setTold] = useState<string | null>(null);
  const [exportCsv, exporting] = useOneTap(async () => {
    setTold(null);
    try {
      const file = await fetchCsv(params).unwrap();
      saveTextFile(file.fileName, file.csv);
      setTold(`已开始下载 ${file.fileName}`);
    } catch {
      // The server's words were toasted by the error catalogue; this stays until the next try.
      setTold('CSV导出失败，请稍后重试');
    }
  });
  const sent = (m: StatementMailSent) => {
    setMailing(false);
    setTold(`账单已发送至 ${m.email}`);
  };
  return (
    <section className={styles.export} aria-label="导出账单">
      <div className={styles.buttons}>
        {saves && (
          <Button color="primary" shape="rounded" loading={exporting} loadingText="导出中…" onClick={() => exportCsv()}>
            导出CSV
          </Button>
        )}
        <Button color="primary" fill={saves ? 'outline' : 'solid'} shape="rounded" onClick={() => setMailing(true)}>
          发送到邮箱
        </Button>
        <LinkButton to={printUrl(params)} small block={false}>
          打印/PDF
        </LinkButton>
      </div>
      {!saves && <p className={styles.note}>当前环境无法保存下载的文件，可将账单发送到邮箱</p>}
      <p className={styles.told} role="status">
        {told}
      </p>
      {mailing && <MailDialog params={params} onSent={sent} onClose={() => setMailing(false)} />}
    </section>
  );
}
