import { Mutex } from '@/lib/mutex';

test('one holder at a time, in the order they asked; a release twice releases once', async () => {
  const lock = new Mutex();
  const order: string[] = [];
  const first = await lock.acquire();
  expect(lock.isLocked()).toBe(true);
  const second = lock.runExclusive(async () => {
    order.push('second');
  });
  const third = lock.runExclusive(() => order.push('third'));
  await Promise.resolve();
  expect(order).toEqual([]);
  first();
  first();
  await Promise.all([second, third]);
  expect(order).toEqual(['second', 'third']);
  expect(lock.isLocked()).toBe(false);
});

test('waitForUnlock waits out every holder without taking the lock; a failed task still releases it', async () => {
  const lock = new Mutex();
  await expect(lock.waitForUnlock()).resolves.toBeUndefined();
  const release = await lock.acquire();
  const queued = lock.runExclusive(() => {
    throw new Error('refresh failed');
  });
  let unlocked = false;
  const waiting = lock.waitForUnlock().then(() => {
    unlocked = true;
  });
  release();
  await expect(queued).rejects.toThrow('refresh failed');
  await waiting;
  expect(unlocked).toBe(true);
  expect(lock.isLocked()).toBe(false);
});
