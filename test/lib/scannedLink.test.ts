import { parseLaneCode } from '@/features/parkingPay/components/laneParams';
import { ticketOfScan } from '@/features/coupons/components/claim/scanned';
import { couponCodeOf } from '@/features/charging/components/coupons/couponText';
import { parsePileCode } from '@/lib/pileCode';
import { checkScannedLink, FOREIGN_CODE_WARNING, foreignCodeWarning, isForeignCode, pointedHost } from '@/lib/scannedLink';

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

/**
 * The host the warning names (docs/rules/parking.md, "No fake codes": the driver reads where the sticker points): a link's hostname,
 * or a scheme-less address's text up to its first slash; never the query, a path or credentials; a homoglyph in
 * punycode; none for text that names no host, or for one of ours (that a lookalike path on our host is refused is
 * true, but "points to pay.example.com, not ours" would not be).
 */
const HOSTS: [string, string][] = [
  ['https://evil.example.net/scanPayPage?parkId=P1001&laneCode=E1', 'evil.example.net'],
  ['HTTPS://EVIL.NET./scanPayPage?parkId=P1001', 'evil.net'],
  ['https://pay.example.com@evil.net/scanPayPage?parkId=P1001', 'evil.net'],
  ['https://pay.example.com:secret@evil.net:8443/lane', 'evil.net'],
  ['https://p\u0430y.example.com/scanPayPage', 'xn--py-7kc.example.com'],
  ['https:\\\\evil.net\\scanPayPage?parkId=P1001', 'evil.net'],
  ['evil.net/scanPayPage?parkId=P1001&laneCode=E1', 'evil.net'],
  ['  pay.example.com.evil.net/scanPayPage?parkId=P1001  ', 'pay.example.com.evil.net'],
  ['user:pw@evil.net/scanPayPage', 'evil.net'],
  ['//evil.net/scanPayPage?parkId=P1001', 'evil.net'],
  ['/\\evil.net/scanPayPage', 'evil.net'],
  ['\\\\evil.net/scanPayPage', 'evil.net'],
  ['evil.net?parkId=P1001', 'evil.net'],
  ['https://[2001:db8::1]/lane', '[2001:db8::1]'],
  // Names no host.
  ['?parkId=P1001&laneCode=E1', ''],
  ['scanPayPage?parkId=P1001', ''],
  ['../scanPayPage?parkId=P1001', ''],
  ['P1001/E1.evil.net', ''],
  ['javascript:alert(1)//?parkId=P1001', ''],
  ['data:text/html,<a href="https://evil.net">pay</a>', ''],
  ['weixin://dl/business/?t=abc', ''],
  ['%2F%2Fevil.net/scanPayPage', ''],
  // Ours, refused for its scheme, port or path: the warning does not call it someone else's.
  ['http://pay.example.com/scanPayPage?parkId=P1001', ''],
  ['https://pay.example.com:8443/scanPayPage', ''],
  ['pay.example.com/scanPayPage?parkId=P1001', ''],
  [`${window.location.origin}/scanQRCode?parkId=P1001`, ''],
];

test.each(HOSTS)('%s points to %p', (text, host) => {
  expect(pointedHost(text)).toBe(host);
});

test('a foreign code carries the host its warning names', () => {
  expect(checkScannedLink('https://pay.example.com@evil.net/scanPayPage?parkId=P1001&laneCode=E1', 'lane')).toEqual({ kind: 'foreign', host: 'evil.net' });
  expect(checkScannedLink('evil.net/qr?pileCode=200101', 'pile')).toEqual({ kind: 'foreign', host: 'evil.net' });
});

test('a very long host keeps its end, where the lookalike’s own domain is', () => {
  const host = pointedHost(`https://${'pay.example.com.'.repeat(6)}evil.net/lane`);
  expect(host.startsWith('…')).toBe(true);
  expect(host.endsWith('.evil.net')).toBe(true);
  expect(host.length).toBeLessThanOrEqual(48);
});

test('the warning says where the code points, not to pay, and that nothing was paid', () => {
  expect(foreignCodeWarning('evil.example.net')).toBe('该二维码指向 evil.example.net，不是本平台的，请勿扫码支付，本次未支付任何费用。如有疑问请联系停车场或充电站工作人员');
  expect(foreignCodeWarning('')).toBe(FOREIGN_CODE_WARNING);
  expect(FOREIGN_CODE_WARNING).toBe('该二维码不是本平台的，请勿扫码支付，本次未支付任何费用。如有疑问请联系停车场或充电站工作人员');
});
