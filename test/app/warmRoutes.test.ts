import type { RouteObject } from 'react-router-dom';
import { warmLikelyNext, warmRoute } from '@/app/warmRoutes';
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

test('the likely next page is fetched from the files the build named, not run', () => {
  document.body.innerHTML = `<script type="application/json" id="route-code">${JSON.stringify({
    '/login': ['/assets/1.js', '/assets/2.css'],
    '/payPage': ['/assets/3.js'],
  })}</script>`;
  const login = probeRoute('/login');
  warmLikelyNext(() => [login.route], initialSessionState);
  const links = [...document.head.querySelectorAll('link')].map((l) => [l.getAttribute('href'), l.as]);
  expect(links).toEqual([
    ['/assets/1.js', 'script'],
    ['/assets/2.css', 'style'],
  ]);
  expect(login.loaded.page).toBe(0);
});

test("a driver's likely next page is the bill's payment page; without the build's list its code is loaded", async () => {
  const pay = probeRoute('/payPage');
  warmLikelyNext(() => [pay.route], { status: 'driver', driverId: null });
  await new Promise((r) => setTimeout(r, 0));
  expect(pay.loaded).toEqual({ page: 1, feature: 1, started: 0 });
});
