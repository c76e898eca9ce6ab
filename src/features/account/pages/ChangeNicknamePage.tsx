import { NameForm } from '../profile/NameForm';
import { validateNickName } from '../profile/nameRules';
import { RequireDriver } from '@/ui/RequireDriver';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { useChangeNickNameMutation } from '@/api/driver/account';

/** /changeNickname: the nickname (driver PUT nickName) under the name rule of spec section 5. */
export function ChangeNicknamePage() {
  const [changeNickName] = useChangeNickNameMutation();
  return (
    <Page title="修改昵称" fallback={paths.userInfo}>
      <RequireDriver>
        <NameForm
          draftKey="changeNickname"
          label="昵称"
          placeholder="请输入昵称"
          current={(i) => i.nickName}
          validate={validateNickName}
          save={(name) => changeNickName({ nickName: name }).unwrap()}
        />
      </RequireDriver>
    </Page>
  );
}
