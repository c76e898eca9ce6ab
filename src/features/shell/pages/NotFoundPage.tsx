import { createErrorBlock } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import styles from './NotFoundPage.module.css';

/** antd-mobile's ErrorBlock without its illustration: the picture would weigh more than the page. */
const ErrorBlock = createErrorBlock({});

/** /404 and every unknown path: say so plainly and offer the way home (a link: it goes somewhere). */
export function NotFoundPage() {
  return (
    <Page title="页面不存在" fallback={paths.home}>
      <ErrorBlock
        className={styles.notFound}
        style={{ '--image-height': '0' }}
        status="empty"
        title={<span className={styles.title}>您访问的页面不存在或已下线</span>}
        description=""
        image={<span aria-hidden="true" />}
      >
        <Link className={styles.home} to={paths.home} replace>
          返回首页
        </Link>
      </ErrorBlock>
    </Page>
  );
}
