import { Link } from '@/ui/Link';
import { paths } from '@/lib/paths';
import styles from './LoginPrompt.module.css';

/** Visitors only: the way to sign in (spec section 6). */
export function LoginPrompt() {
  return (
    <section className={styles.login} aria-label="登录提示">
      <span>登录后查看在停车辆账单和欠费</span>
      <Link to={paths.login}>登录/注册</Link>
    </section>
  );
}
