import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { Entries } from '../components/Entries';
import { Faqs } from '../components/Faqs';
import { Hotline } from '../components/Hotline';
import '../components/customerService.css';

/** /customerService and /customerService/index: the hotline, each kind of request and the common questions. */
export function CustomerServicePage() {
  return (
    <Page title="客服中心" fallback={paths.mine}>
      <div className="cs-stack">
        <Hotline />
        <Entries />
        <Faqs />
        {/* The operations debug panel (issue 16) is reached from inside the app, so what this visit did is still in memory. */}
        <section className="cs-box" aria-labelledby="cs-remote-debug">
          <h2 id="cs-remote-debug">远程调试</h2>
          <p className="cs-weak">客服电话指导时使用：输入客服提供的调试码，客服即可查看本机最近的操作和接口记录（已隐去手机号、密码等信息）。</p>
          <Link className="cs-call" to={paths.supportDebug}>
            输入调试码
          </Link>
        </section>
      </div>
    </Page>
  );
}
