import { logoutRequested } from '@/session/sessionSlice';
import { useAppDispatch, useFeedback } from '@/ui/hooks';
import styles from './LogoutButton.module.css';

/** 退出登录 at the bottom of /mine (a signed-in driver only): asks once, then the logout saga signs out. */
export function LogoutButton() {
  const dispatch = useAppDispatch();
  const ui = useFeedback();
  const onClick = async () => {
    const choice = await ui.dialog({ content: '确定退出当前账号吗？', actions: [{ key: 'cancel', text: '取消' }, { key: 'ok', text: '退出登录', primary: true }] });
    if (choice === 'ok') dispatch(logoutRequested());
  };
  return (
    <button type="button" className={styles.logout} onClick={() => void onClick()}>
      退出登录
    </button>
  );
}
