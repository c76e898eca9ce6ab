import fc from 'fast-check';
import { readStored, removeStored, storedClientType, storedOpenId, writeStored } from '@/session/storage';

test('typed values round-trip', () => {
  writeStored('clientType', 3);
  writeStored('lat', 39.909);
  writeStored('reqJson', { driverDealerId: '1001', ticket: 'T' });
  expect(readStored('clientType')).toBe(3);
  expect(readStored('lat')).toBe(39.909);
  expect(readStored('reqJson')).toEqual({ driverDealerId: '1001', ticket: 'T' });
  removeStored('lat', 'reqJson');
  expect(readStored('lat')).toBeUndefined();
  expect(readStored('reqJson')).toBeUndefined();
});

test.each([
  ['clientType', '7'],
  ['clientType', 'wechat'],
  ['lat', 'NaN'],
  ['lng', ''],
  ['reqJson', '{not json'],
  ['reqJson', '[1,2]'],
  ['platInfo', 'null'],
  ['driverDealerId', 'undefined'],
  ['sourceType', 'five'],
] as const)('a bad stored %s (%j) reads as undefined', (key, raw) => {
  localStorage.setItem(key, raw);
  expect(readStored(key)).toBeUndefined();
});

test('no stored value of any shape makes a read throw', () => {
  const keys = ['clientType', 'driverDealerId', 'lat', 'lng', 'openId', 'reqJson', 'platInfo', 'sourceType', 'collectorCode'] as const;
  fc.assert(
    fc.property(fc.constantFrom(...keys), fc.string(), (key, raw) => {
      localStorage.setItem(key, raw);
      expect(() => readStored(key)).not.toThrow();
    }),
  );
});

test('storage that refuses access reads as empty and writes are dropped', () => {
  const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(readStored('clientType')).toBeUndefined();
  expect(() => writeStored('lat', 1)).not.toThrow();
  spy.mockRestore();
  set.mockRestore();
});

test('clientType falls back to the default; openId is read under either spelling', () => {
  expect(storedClientType(2)).toBe(2);
  localStorage.setItem('openid', 'o1');
  expect(storedOpenId()).toBe('o1');
  localStorage.setItem('openId', 'o2');
  expect(storedOpenId()).toBe('o2');
});
