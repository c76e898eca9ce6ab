import { parseLaneCode } from '@/features/parkingPay/components/laneParams';
import { ticketOfScan } from '@/features/coupons/components/claim/scanned';
import { couponCodeOf } from '@/features/charging/components/coupons/couponText';
import { parsePileCode } from '@/lib/pileCode';
import { checkScannedLink, isForeignCode } from '@/lib/scannedLink';

/**
 * Codes a fake sticker might carry, each with what it imitates. None may be followed or paid: the lane, pile and
 * coupon parsers all answer null and the screen warns (FOREIGN_CODE_WARNING).
 */
const LOOKALIKES: [string, string][] = [
  ['another host', 'https://evil.example.net/scanPayPage?parkId=P1001&laneCode=E1'],
  ['a lookalike subdomain', 'https://pay.example.com.evil.net/scanPayPage?parkId=P1001&laneCode=E1'],
  ['a lookalike with a hyphen', 'https://pay-example.com/scanPayPage?parkId=P1001&laneCode=E1'],
  ['a homoglyph host', 'https://pаy.example.com/scanPayPage?parkId=P1001&laneCode=E1'],
  ['a host that ends like ours', 'https://evilpay.example.com/scanPayPage?parkId=P1001&laneCode=E1'],
  ['credentials before another host', 'https://pay.example.com@evil.net/scanPayPage?parkId=P1001&laneCode=E1'],
  ['our host as credentials', 'https://pay.example.com:x@evil.net/scanPayPage?parkId=P1001&laneCode=E1'],
  ['plain http to our host', 'http://pay.example.com/scanPayPage?parkId=P1001&laneCode=E1'],
  ['our host on another port', 'https://pay.example.com:8443/scanPayPage?parkId=P1001&laneCode=E1'],
  ['a protocol-relative link', '//evil.net/scanPayPage?parkId=P1001&laneCode=E1'],
  ['a javascript: link', 'javascript:alert(1)//?parkId=P1001&laneCode=E1'],
  ['a data: page', 'data:text/html,<a href="https://evil.net">pay</a>?parkId=P1001&laneCode=E1'],
  ['our path elsewhere, as a query', 'https://evil.net/?next=https://pay.example.com/scanPayPage&parkId=P1001&laneCode=E1'],
  ['another app scheme', 'weixin://dl/business/?t=abc&parkId=P1001&laneCode=E1'],
];

describe.each(LOOKALIKES)('%s', (_what, text) => {
  test('is foreign to every kind of code, and no parser takes it', () => {
    for (const kind of ['lane', 'pile', 'coupon', 'lotSign'] as const) expect(isForeignCode(text, kind)).toBe(true);
    expect(parseLaneCode(text)).toBeNull();
    expect(parsePileCode(text.replace('parkId=P1001&laneCode=E1', 'pileCode=200101'))).toBeNull();
    expect(ticketOfScan(text.replace('parkId=P1001&laneCode=E1', 'code=WFJ2026'))).toBeNull();
    expect(couponCodeOf(text.replace('parkId=P1001&laneCode=E1', 'code=CHG2026A'))).toBeNull();
  });
});

test('our host with a path that is not that kind of code is refused', () => {
  expect(parseLaneCode('https://pay.example.com/scanQRCode?parkId=P1001&laneCode=E1')).toBeNull();
  expect(parsePileCode('https://cps.example.com/scanPayPage?pileCode=200101')).toBeNull();
  expect(ticketOfScan('https://driver.example.com/chargingPage?code=WFJ2026')).toBeNull();
});

test('our own codes, links and bare ones, are read', () => {
  expect(parseLaneCode('https://pay.example.com/lane?parkId=P1001&laneCode=E1')).toEqual({ parkId: 'P1001', laneCode: 'E1' });
  expect(parseLaneCode('https://PAY.EXAMPLE.COM./scanPayPage?parkId=P1001&laneCode=E1')).toEqual({ parkId: 'P1001', laneCode: 'E1' });
  expect(parseLaneCode('P1001/E1')).toEqual({ parkId: 'P1001', laneCode: 'E1' });
  expect(parseLaneCode('/scanPayPage?parkId=P1001&laneCode=E1')).toEqual({ parkId: 'P1001', laneCode: 'E1' });
  expect(parsePileCode('https://cps.example.com/qr?pileCode=200103&gun=A')).toBe('200103');
  expect(parsePileCode('200103')).toBe('200103');
  expect(ticketOfScan('https://driver.example.com/scanQRCode?code=xdfree2h')).toEqual({ code: 'XDFREE2H' });
  expect(couponCodeOf('https://driver.example.com/scanQRCodeCharging?code=CHG2026A')).toBe('CHG2026A');
  expect(checkScannedLink(`${window.location.origin}/scanQRCode?code=MC12345678`, 'coupon').kind).toBe('ours');
});

test('a valid host with an unknown lane passes this check: the server is asked next, and says it does not exist', () => {
  expect(parseLaneCode('https://pay.example.com/lane?parkId=P1001&laneCode=E999')).toEqual({ parkId: 'P1001', laneCode: 'E999' });
});
