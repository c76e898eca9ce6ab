import fc from 'fast-check';
import { href, paths, withQuery } from '@/lib/paths';

test('a link carries its query, encoded, and leaves out what is empty', () => {
  expect(href(paths.payPage, { uniqueId: 'U20001', parkId: 'P1001' })).toBe('/payPage?uniqueId=U20001&parkId=P1001');
  expect(href(paths.chargingPage, { pileCode: 'PILE 01&x=1' })).toBe('/chargingPage?pileCode=PILE%2001%26x%3D1');
  expect(href(paths.multiPayPage, { arrearsOnly: 1, plateNo: undefined })).toBe('/multiPayPage?arrearsOnly=1');
  expect(href(paths.carManage)).toBe('/carManage');
});

test('withQuery writes a query the same way for a route whose query is not typed yet', () => {
  expect(withQuery(paths.invoiceRecordDetail, { invoiceNo: 'FP 1&2', state: '' })).toBe('/invoiceRecordDetail?invoiceNo=FP%201%262');
  expect(withQuery(paths.discount, { tab: undefined })).toBe('/discount');
  expect(withQuery(paths.discount)).toBe('/discount');
  expect(withQuery(paths.payPage, { uniqueId: 'U20001', parkId: 'P1001' })).toBe(href(paths.payPage, { uniqueId: 'U20001', parkId: 'P1001' }));
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
