import { amapScriptUrl, loadAmap, MapLoadError, resetAmapLoader, type AMapNamespace } from '@/features/map/amap';

afterEach(() => {
  resetAmapLoader();
  delete window.AMap;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  jest.useRealTimers();
});

const script = () => document.head.querySelector('script');

test('the script URL is version 1.4.4 with the key', () => {
  expect(amapScriptUrl('k&1')).toBe('https://webapi.amap.com/maps?v=1.4.4&key=k%261');
});

test('no key: rejected without adding a script', async () => {
  await expect(loadAmap(undefined)).rejects.toMatchObject({ reason: 'no-key' });
  expect(script()).toBeNull();
});

test('a timeout rejects and removes the script; the next call tries again', async () => {
  jest.useFakeTimers();
  const p = loadAmap('key', { timeoutMs: 8000 });
  expect(script()).not.toBeNull();
  jest.advanceTimersByTime(8000);
  await expect(p).rejects.toBeInstanceOf(MapLoadError);
  await expect(p).rejects.toMatchObject({ reason: 'timeout' });
  expect(script()).toBeNull();
  const again = loadAmap('key');
  expect(script()).not.toBeNull();
  script()?.dispatchEvent(new Event('error'));
  await expect(again).rejects.toMatchObject({ reason: 'error' });
});

test('a script that loads without defining AMap is a failure', async () => {
  const p = loadAmap('key');
  script()?.dispatchEvent(new Event('load'));
  await expect(p).rejects.toMatchObject({ reason: 'missing' });
});

test('one script for concurrent callers; resolves with window.AMap', async () => {
  const a = loadAmap('key');
  const b = loadAmap('key');
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  const ns = {} as AMapNamespace;
  window.AMap = ns;
  script()?.dispatchEvent(new Event('load'));
  await expect(a).resolves.toBe(ns);
  await expect(b).resolves.toBe(ns);
});

test('offline: rejected at once', async () => {
  const spy = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  await expect(loadAmap('key')).rejects.toMatchObject({ reason: 'offline' });
  spy.mockRestore();
});
