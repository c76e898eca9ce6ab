import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** A page that failed to render or load: a plain message and a way on, never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: '96px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 20 }}>{notFound ? '页面不存在' : '页面加载失败'}</h1>
      <p style={{ color: '#888' }}>{notFound ? '您访问的页面不存在或已下线。' : '网络异常或版本已更新，请重试。'}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ marginRight: 12 }}>
        重试
      </button>
      <Link to="/home" replace>
        返回首页
      </Link>
    </main>
  );
}
