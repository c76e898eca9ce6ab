import { Button, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import {
  fetchPersonalDataFile, usePersonalDataExportsQuery, useRequestPersonalDataExportMutation,
} from '@/api/driver/personalData';
import type { PersonalDataExport, PersonalDataExportState } from '@/api/driver/personalData.types';
import { formatDateTime } from '@/lib/time';
import { usePlatform } from '@/platform/PlatformContext';
import { CardList } from '@/ui/CardList';
import { StateTag, type Tone } from '@/ui/StateTag';
import { LoadFailed, Loading } from '@/ui/states/States';
import { useOneTap } from '@/ui/useOneTap';
import { saveBlob } from './saveBlob';
import styles from './MyData.module.css';

/** Asked again this often while a copy is being made (it takes about 2 minutes): sparingly. */
export const EXPORT_POLL_MS = 20_000;

const STATE: Record<PersonalDataExportState, [string, Tone]> = {
  preparing: ['生成中', 'warning'],
  ready: ['可下载', 'success'],
  expired: ['已过期', 'default'],
  unknown: ['未知', 'default'],
};

function when(e: PersonalDataExport): string {
  if (e.state === 'preparing') return `预计 ${formatDateTime(e.readyAt)} 前生成`;
  if (e.state === 'ready') return `${formatDateTime(e.expiresAt)} 前可下载`;
  return `已于 ${formatDateTime(e.expiresAt)} 过期，如需副本请重新申请`;
}

/**
 * 下载数据副本: the server makes a zip of everything it holds (one JSON file and one CSV per category); the list shows
 * each copy's state, is asked again every 20 s while one is being made, and offers 下载 while it is ready (24 hours).
 */
export function ExportCopies() {
  const { kind } = usePlatform();
  const [polling, setPolling] = useState(0);
  const list = usePersonalDataExportsQuery(undefined, { pollingInterval: polling, skipPollingIfUnfocused: true });
  const preparing = !!list.data?.results.some((e) => e.state === 'preparing');
  useEffect(() => setPolling(preparing ? EXPORT_POLL_MS : 0), [preparing]);
  const [requestExport] = useRequestPersonalDataExportMutation();
  const [told, setTold] = useState<string | null>(null);

  const [ask, asking] = useOneTap(async () => {
    setTold(null);
    try {
      const e = await requestExport().unwrap();
      setTold(`已申请导出，预计 ${formatDateTime(e.readyAt)} 前生成，生成后可在此下载`);
    } catch {
      setTold('申请导出失败，请稍后重试');
    }
  });

  const [download, downloading] = useOneTap(async (exportId: string) => {
    setTold(null);
    // Asked first: the copy's state now, and a token the base query has refreshed if it had expired.
    const now = await list.refetch();
    const e = now.data?.results.find((x) => x.exportId === exportId);
    if (!e) return setTold(now.isError ? '下载失败，请稍后重试' : '找不到这份副本，请刷新后重试');
    if (e.state !== 'ready') return setTold(e.state === 'expired' ? '这份副本已过期，请重新申请导出' : '副本仍在生成中，请稍后再试');
    const file = await fetchPersonalDataFile(exportId);
    if (!file.ok) return setTold(file.msg);
    saveBlob(file.blob, e.fileName);
    setTold(`已开始下载 ${e.fileName}`);
  });

  return (
    <section aria-labelledby="my-data-copy" className={styles.section}>
      <h2 id="my-data-copy" className={styles.heading}>下载数据副本</h2>
      <p className={styles.note}>服务器将生成一个 zip 文件，包含全部数据（JSON）和每类数据的表格（CSV），约2分钟生成，生成后24小时内可下载。</p>
      {kind !== 'browser' && kind !== 'app' && <p className={styles.note}>当前环境可能无法保存下载的文件，请在手机浏览器中打开本页下载。</p>}
      <Button color="primary" shape="rounded" block loading={asking} loadingText="申请中…" disabled={preparing} onClick={() => ask()}>
        {preparing ? '副本生成中' : '申请导出'}
      </Button>
      <p className={styles.told} role="status">{told}</p>
      {list.data === undefined ? (
        list.isError ? <LoadFailed text="导出记录加载失败" onRetry={() => void list.refetch()} busy={list.isFetching} error={list.error} /> : <Loading text="导出记录加载中" />
      ) : list.data.results.length > 0 && (
        <CardList
          header={(
            <span className={styles.listHead}>
              导出记录
              {preparing && (
                <Button size="small" fill="none" color="primary" className={styles.tap} loading={list.isFetching} onClick={() => void list.refetch()}>
                  刷新状态
                </Button>
              )}
            </span>
          )}
        >
          {list.data.results.map((e) => {
            const [text, tone] = STATE[e.state];
            return (
              <List.Item
                key={e.exportId}
                description={when(e)}
                extra={e.state === 'ready' ? (
                  <Button size="small" color="primary" fill="outline" className={styles.tap} loading={downloading} onClick={() => download(e.exportId)} aria-label={`下载 ${e.fileName}`}>
                    下载
                  </Button>
                ) : undefined}
              >
                <span className={styles.categoryTitle}>申请于 {formatDateTime(e.requestedAt)}</span>
                <StateTag tone={tone}>{text}</StateTag>
              </List.Item>
            );
          })}
        </CardList>
      )}
    </section>
  );
}
