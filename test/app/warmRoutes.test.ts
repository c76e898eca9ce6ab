import type { RouteObject } from 'react-router-dom';
import { likelyNextPage, warmOnIntent, warmRoute } from '@/app/warmRoutes';
import { initialSessionState } from '@/session/sessionSlice';
import { lazyPage, type Feature } from '@/ui/lazyPage';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function probeRoute(path: string) {
  const loaded = { page: 0, feature: 0, started: 0 };
  // A saga that only counts its starts.
  const feature: Feature = { name: `probe${path}`, saga: function* probe() { loaded.started += 1; yield undefined; } };
  const route: RouteObject = {
    path,
    lazy: lazyPage(
      async () => {
        loaded.page += 1;
        return { ProbePage: () => null };
      },
      'ProbePage',
      async () => {
        loaded.feature += 1;
        return { feature };
      },
    ),
  };
  return { route, loaded };
}

test('warming a route loads its page and feature code and starts nothing; other routes are not touched', async () => {
  const login = probeRoute('/login');
  const other = probeRoute('/mine');
  warmRoute(() => [login.route, other.route], '/login');
  await new Promise((r) => setTimeout(r, 0));
  expect(login.loaded).toEqual({ page: 1, feature: 1, started: 0 });
  expect(other.loaded).toEqual({ page: 0, feature: 0, started: 0 });
});

test('a finger on an in-app link loads its page\'s code before the click; a link elsewhere loads nothing', async () => {
  const login = probeRoute('/login');
  warmOnIntent(() => [login.route]);
  document.body.innerHTML = '<a href="/login"><span>登录/注册</span></a><a href="https://example.com/login">外部</a>';
  document.querySelector('a[href^="https"]')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
  expect(login.loaded.page).toBe(0);
  document.querySelector('span')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
  expect(login.loaded).toEqual({ page: 1, feature: 1, started: 0 });
});

test('a tap is three intents on one link (pointerdown, touchstart, focusin): its code is asked for once', async () => {
  const login = probeRoute('/login');
  warmOnIntent(() => [login.route]);
  document.body.innerHTML = '<a href="/login">登录/注册</a>';
  const link = document.querySelector('a') as HTMLAnchorElement;
  for (const type of ['pointerdown', 'touchstart', 'focusin']) link.dispatchEvent(new Event(type, { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
  expect(login.loaded).toEqual({ page: 1, feature: 1, started: 0 });
});

test('the page likely next is warmed at once and only once; the page the reader is on is not warmed', async () => {
  const login = probeRoute('/login');
  const here = probeRoute('/');
  warmOnIntent(() => [login.route, here.route], { likelyNext: '/login' });
  await new Promise((r) => setTimeout(r, 0));
  expect(login.loaded).toEqual({ page: 1, feature: 1, started: 0 });
  document.body.innerHTML = '<a href="/login">登录/注册</a><a href="/">首页</a>';
  document.querySelector('a[href="/login"]')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
  document.querySelector('a[href="/"]')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 0));
  expect(login.loaded.page).toBe(1);
  expect(here.loaded.page).toBe(0);
});

test('the page likely next from the home: a visitor\'s is the sign-in, a driver\'s the parking bill; none elsewhere', () => {
  const driver = { session: { ...initialSessionState, status: 'driver' as const, driverId: 'D1' } };
  expect(likelyNextPage({ session: initialSessionState }, '/home')).toBe('/login');
  expect(likelyNextPage(driver, '/')).toBe('/payPage');
  expect(likelyNextPage(driver, '/chargingResults')).toBeUndefined();
});
