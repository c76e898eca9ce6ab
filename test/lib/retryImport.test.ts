import { ChunkLoadError, retryImport } from '@/lib/retryImport';

function fakeWin() {
  const store = new Map<string, string>();
  return {
    reloads: 0,
    location: { reload: jest.fn() },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  } as unknown as Window & { location: { reload: jest.Mock } };
}

test('a chunk that fails once then loads is retried and returned', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ Page: 1 });
  await expect(retryImport(load, { pauseMs: 1, win: fakeWin() })).resolves.toEqual({ Page: 1 });
  expect(load).toHaveBeenCalledTimes(2);
});

test('after the retries, the page reloads once (and never settles meanwhile)', async () => {
  const win = fakeWin();
  const load = jest.fn().mockRejectedValue(new Error('gone'));
  let settled = false;
  void retryImport(load, { pauseMs: 1, win }).finally(() => { settled = true; });
  // Until the reload (the retries' pauses are timers: on a busy machine 30 ms may not see them all), then a while more.
  for (let waited = 0; win.location.reload.mock.calls.length === 0 && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 30));
  expect(load).toHaveBeenCalledTimes(3);
  expect(win.location.reload).toHaveBeenCalledTimes(1);
  expect(settled).toBe(false);
});

test('a failure after that reload goes to the error page instead of reloading again', async () => {
  const win = fakeWin();
  win.sessionStorage.setItem('chunkReloaded', '1');
  const load = jest.fn().mockRejectedValue(new Error('gone'));
  await expect(retryImport(load, { pauseMs: 1, win })).rejects.toBeInstanceOf(ChunkLoadError);
  expect(win.location.reload).not.toHaveBeenCalled();
});

test('a successful load clears the guard, so a later deploy may reload once again', async () => {
  const win = fakeWin();
  win.sessionStorage.setItem('chunkReloaded', '1');
  await retryImport(() => Promise.resolve({}), { win });
  expect(win.sessionStorage.getItem('chunkReloaded')).toBeNull();
});
