import { createErrorBlock } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import './notFound.css';

/** antd-mobile's ErrorBlock without its illustration: the picture would weigh more than the page. */
const ErrorBlock = createErrorBlock({});

/** /404 and every unknown path: say so plainly and offer the way home (a link: it goes somewhere). */
export function NotFoundPage() {
  return (
    <Page title="页面不存在" fallback={paths.home}>
      <ErrorBlock className="not-found" status="empty" title="您访问的页面不存在或已下线" description="" image={<span aria-hidden="true" />}>
        <Link className="not-found-home" to={paths.home} replace>
          返回首页
        </Link>
      </ErrorBlock>
    </Page>
  );
}
