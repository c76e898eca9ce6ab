import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/LinkButton';
import { Page } from '@/ui/Page/Page';
import { Entries } from '../components/Entries';
import { Faqs } from '../components/Faqs';
import { Hotline } from '../components/Hotline';
import styles from './CustomerServicePage.module.css';

/** /customerService and /customerService/index: the hotline, each kind of request and the common questions. */
export function CustomerServicePage() {
  return (
    <Page title="客服中心" fallback={paths.mine}>
      <div className={styles.stack}>
        <Hotline />
        <Entries />
        <Faqs />
        {/* The operations debug panel is reached from inside the app, so what this visit did is still in memory. */}
        <section className={styles.box} aria-labelledby="cs-remote-debug">
          <h2 id="cs-remote-debug">远程调试</h2>
          <p className={styles.weak}>客服电话指导时使用：输入客服提供的调试码，客服即可查看本机最近的操作和接口记录（已隐去手机号、密码等信息）。</p>
          <LinkButton solid small block={false} to={paths.supportDebug}>
            输入调试码
          </LinkButton>
        </section>
      </div>
    </Page>
  );
}
