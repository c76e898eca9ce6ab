import { useChangeNickNameMutation } from '@/api/driver';
import { NameForm } from '../profile/NameForm';
import { validateNickName } from '../profile/nameRules';
import { RequireDriver } from '../profile/RequireDriver';
import '../profile/profile.css';

/** /changeNickname: the nickname (driver PUT nickName) under the name rule of spec section 5. */
export function ChangeNicknamePage() {
  const [changeNickName] = useChangeNickNameMutation();
  return (
    <main className="pf-page">
      <h1 className="pf-title">修改昵称</h1>
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
    </main>
  );
}
