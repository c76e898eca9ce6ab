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
      </div>
    </Page>
  );
}
