import { Link } from 'react-router-dom';
import './notFound.css';

/** /404 and every unknown path: say so plainly and offer the way home. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>页面不存在</h1>
      <p>您访问的页面不存在或已下线。</p>
      <Link className="not-found-home" to="/home" replace>
        返回首页
      </Link>
    </main>
  );
}
