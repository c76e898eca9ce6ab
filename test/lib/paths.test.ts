import fc from 'fast-check';
import { href, paths } from '@/lib/paths';

test('a link carries its query, encoded, and leaves out what is empty', () => {
  expect(href(paths.payPage, { uniqueId: 'U20001', parkId: 'P1001' })).toBe('/payPage?uniqueId=U20001&parkId=P1001');
  expect(href(paths.chargingPage, { pileCode: 'PILE 01&x=1' })).toBe('/chargingPage?pileCode=PILE%2001%26x%3D1');
  expect(href(paths.multiPayPage, { arrearsOnly: 1, plateNo: undefined })).toBe('/multiPayPage?arrearsOnly=1');
  expect(href(paths.carManage)).toBe('/carManage');
});

test('what href writes, the page reads back unchanged', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), (uniqueId, parkId) => {
      fc.pre(uniqueId !== '' && parkId !== '');
      const url = new URL(href(paths.payPage, { uniqueId, parkId }), 'https://example.test');
      expect(url.searchParams.get('uniqueId')).toBe(uniqueId);
      expect(url.searchParams.get('parkId')).toBe(parkId);
    }),
  );
});

test('every path is written once, with the spec spelling', () => {
  const values = Object.values(paths);
  expect(new Set(values).size).toBe(values.length);
  expect(paths.roadParkingPalteList).toBe('/roadParking/palteList');
  expect(paths.mounthlyNotarize).toBe('/mounthlyNotarize');
});
