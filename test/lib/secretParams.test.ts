import { secretsInUrl, stripSecretParams } from '@/lib/secretParams';
import { rememberSecretsOfAction, rememberSecretsOfUrl } from '@/session/secretScan';
import { forgetSecrets, knownSecrets, rememberSecret } from '@/session/secretValues';

const reqJson = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describe('the secrets an address carries', () => {
  test.each([
    ['/loginloading?ticket=TICKET-DEMO-A&openid=oWx_demo_A&redirect=%2Fmine', ['TICKET-DEMO-A', 'oWx_demo_A']],
    ['https://app.example/loginloading?redirect=%2Fmine&code=wxc_0001abc&state=nonce-0001', ['wxc_0001abc', 'nonce-0001']],
    ['/mine?auth_code=ALIPAY-CODE-1&state=st4te-0001&scope=auth_base', ['ALIPAY-CODE-1', 'st4te-0001']],
    // A code carried on inside another page's redirect, encoded once or twice.
    [`/bindPhone?redirect=${encodeURIComponent('/loginloading?code=wxc_0002abc&state=nonce-0002')}`, ['wxc_0002abc', 'nonce-0002']],
    [`/login?enCodeUrl=${encodeURIComponent(`/bindPhone?redirect=${encodeURIComponent('/loginloading?code=wxc_0003abc&state=nonce-0003')}`)}`, ['wxc_0003abc', 'nonce-0003']],
    // The shell's entry: the ticket inside reqJson's JSON.
    [`/home?reqJson=${reqJson({ ticket: 'TICKET-IN-JSON', clientType: 1 })}`, ['TICKET-IN-JSON']],
    ['ticket=BARE-TICKET-1&x=1', ['BARE-TICKET-1']],
    // The app's own ?code= and ?state= (a pile, a coupon, a tab) are not OAuth secrets; short values are not remembered.
    ['/scanQRCodeCharging?code=200101', []],
    ['/invoiceRecord?state=2', []],
    ['/loginloading?ticket=NOPE', []],
    ['no query here = prose', []],
  ])('%s', (url, secrets) => {
    expect(secretsInUrl(url).sort()).toEqual([...secrets].sort());
  });
});

describe('the same address with the secret parameters masked', () => {
  test.each([
    ['/loginloading?ticket=TICKET-DEMO-A&openid=oWx_demo_A&redirect=%2Fmine', '/loginloading?ticket=***&openid=***&redirect=%2Fmine'],
    ['?redirect=%2Fmine&code=wxc_1&state=S1', '?redirect=%2Fmine&code=***&state=***'],
    ['/x?auth_code=A1&state=S1#top', '/x?auth_code=***&state=***#top'],
    ['/bindPhone?redirect=%2Floginloading%3Fcode%3Dwxc_2%26state%3DS2%26redirect%3D%252Fmine', '/bindPhone?redirect=%2Floginloading%3Fcode%3D***%26state%3D***%26redirect%3D%252Fmine'],
    ['/a?token=at_1&refreshToken=rt_1&access_token=x&refresh_token=y', '/a?token=***&refreshToken=***&access_token=***&refresh_token=***'],
    // `code` is masked wherever it is a parameter; `state` only beside one.
    ['/scanQRCodeCharging?code=200101', '/scanQRCodeCharging?code=***'],
    ['/invoiceRecord?state=2', '/invoiceRecord?state=2'],
    ['/parkDetail?parkId=P1001&tokenized=1', '/parkDetail?parkId=P1001&tokenized=1'],
    ['错误码 code 200', '错误码 code 200'],
  ])('%s', (input, expected) => {
    expect(stripSecretParams(input)).toBe(expected);
  });
});

describe('the page load’s registry', () => {
  beforeEach(() => forgetSecrets());

  test('remembers what addresses and calls carried, longest first, never short values, never stored', () => {
    rememberSecretsOfUrl('/loginloading?ticket=TICKET-DEMO-A&redirect=%2Fmine');
    rememberSecret('short', 12345, null, 'at_0123456789');
    rememberSecretsOfAction({ type: 'driverApi/executeQuery/fulfilled', payload: { token: 'at_fromanswer', refreshToken: 'rt_fromanswer', driverId: 'D10001' }, meta: { arg: { originalArgs: { ticket: 'TICKET-ARG-1', openid: '' } } } });
    rememberSecretsOfAction({ type: 'plain', payload: { token: 'not-a-call-answer' } });
    expect(knownSecrets()).toEqual(['TICKET-DEMO-A', 'at_0123456789', 'at_fromanswer', 'rt_fromanswer', 'TICKET-ARG-1'].sort((a, b) => b.length - a.length));
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('TICKET');
  });
});
