import type { RouteObject } from 'react-router-dom';
import { warmOnIntent, warmRoute } from '@/app/warmRoutes';
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
