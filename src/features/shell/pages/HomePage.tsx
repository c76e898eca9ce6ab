import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectIsDriver } from '@/session/sessionSlice';
import './home.css';

/**
 * The home screen's frame. The full home (banner, menu, bills, nearby, news, plate query) is the shell issue's;
 * this frame proves the stack end to end: router → lazy page → store → session.
 */
export function HomePage() {
  const isDriver = useAppSelector(selectIsDriver);
  return (
    <main className="home">
      <header className="home-header">
        <h1>车主服务</h1>
        <p>停车缴费 · 找车位 · 充电 · 月卡</p>
      </header>
      {!isDriver && (
        <section className="home-login" aria-label="登录提示">
          <span>登录后查看在停车辆账单和欠费</span>
          <Link to="/login">登录/注册</Link>
        </section>
      )}
    </main>
  );
}
