import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '@/lib/retryImport';

/**
 * A page that failed to render or whose code could not be loaded (weak signal, or a deploy replaced it and the
 * one automatic reload did not help): a plain message and a retry, never a white screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = error instanceof ChunkLoadError;
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
    <main style={{ padding: '96px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 20 }}>{notFound ? '页面不存在' : '页面加载失败'}</h1>
      <p style={{ color: '#888' }}>{notFound ? '您访问的页面不存在或已下线。' : chunk ? '网络不给力，页面没能加载完成。' : '页面出了点问题，请重试。'}</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
        <button type="button" onClick={retry} style={{ minHeight: 44, padding: '0 24px', borderRadius: 22, border: 0, background: '#1677ff', color: '#fff' }}>
          重试
        </button>
        <Link to="/home" replace style={{ lineHeight: '44px' }}>
          返回首页
        </Link>
      </p>
    </main>
  );
}
