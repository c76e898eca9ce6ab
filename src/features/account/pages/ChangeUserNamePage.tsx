import { NameForm } from '../profile/NameForm';
import { validateUserName } from '../profile/nameRules';
import { RequireDriver } from '@/ui/RequireDriver';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { useChangeUserNameMutation } from '@/api/driver/account';

/** /changeUserName: the real name under the rule of spec section 5 (PUT /driver/v2/api/userName). */
export function ChangeUserNamePage() {
  const [changeUserName] = useChangeUserNameMutation();
  return (
    <Page title="修改姓名" fallback={paths.userInfo}>
      <RequireDriver>
        <NameForm
          draftKey="changeUserName"
          label="姓名"
          placeholder="请输入姓名"
          current={(i) => i.userName}
          validate={validateUserName}
          save={(name) => changeUserName({ userName: name }).unwrap()}
        />
      </RequireDriver>
    </Page>
  );
}
