import { Page } from '@/ui/Page/Page';
import { AgreementView } from '../agreements/AgreementView';
import { USER_AGREEMENT } from '../agreements/userAgreement';

/** /userAgreement: the terms the sign-in and register consent points to. */
export function UserAgreementPage() {
  return (
    <Page title="用户协议">
      <AgreementView text={USER_AGREEMENT} />
    </Page>
  );
}
