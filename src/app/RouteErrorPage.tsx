import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { ChunkLoadError } from '@/lib/retryImport';
import styles from './RouteErrorPage.module.css';

/**
 * A page that failed to render or whose code could not be loaded (weak signal, or a deploy replaced it and the
 * one automatic reload did not help): a plain message and a retry, never a white screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = error instanceof ChunkLoadError;
  // Reported once by the field reports (src/app/field), which keep what index.html's first script queued.
  useEffect(() => {
    if (!notFound) (window as { __fieldQueue?: unknown[] }).__fieldQueue?.push([chunk ? 'chunk' : 'route', error]);
  }, [error, notFound, chunk]);
  const retry = () => {
    // The driver asked for it: allow the one guarded reload again.
    try {
      sessionStorage.removeItem('chunkReloaded');
    } catch {
      // storage refused: reload anyway
    }
    window.location.reload();
  };
  return (
    <main className={styles.page}>
      <h1>{notFound ? '页面不存在' : '页面加载失败'}</h1>
      <p className={styles.text}>{notFound ? '您访问的页面不存在或已下线。' : chunk ? '网络不给力，页面没能加载完成。' : '页面出了点问题，请重试。'}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.retry} onClick={retry}>
          重试
        </button>
        <Link to={paths.home} replace className={styles.home}>
          返回首页
        </Link>
      </p>
    </main>
  );
}
