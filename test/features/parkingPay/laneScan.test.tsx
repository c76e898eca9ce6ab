import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { foreignCodeWarning, isForeignCode, pointedHost } from '@/lib/scannedLink';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

/**
 * What the exit-lane scan (扫码缴费 on /scanPayPage, src/features/parkingPay/components/ScanPrompt.tsx) does with each
 * text a code might carry, through the real screen: the platform's scan answers the text, and the driver sees either
 * the lane's pay page open for that lane or a warning with nothing asked of the server.
 *
 * Rule (docs/rules/parking.md, "No fake codes"): only a link to the app's own origin or a host in config/hosts.ts (https, default
 * port, no credentials, a lane path), our lane path without a host, or a bare lane code 'P1001/E1' opens the pay page.
 * Anything else that reads as an address is refused with the do-not-pay warning, naming the host the code points to
 * (src/ui/ForeignCodeWarning), on the page itself until the driver scans again or leaves; text that is no address at
 * all is "unreadable", said on the page too.
 */
const Q = 'parkId=P1001&laneCode=E1';
const UNREADABLE = '无法识别的二维码，请扫描出口车道上的缴费码';

/** Texts that must never open the pay page: the driver is warned that the code is not ours. */
const REFUSED: [string, string][] = [
  // No scheme, naming another host: the lane parser used to read the query of any such text.
  ['another host, no scheme', `evil.net/scanPayPage?${Q}`],
  ['a lookalike subdomain, no scheme', `pay.example.com.evil.net/scanPayPage?${Q}`],
  ['slash-backslash (a browser reads //evil.net)', `/\\evil.net/scanPayPage?${Q}`],
  ['two backslashes (a browser reads //evil.net)', `\\\\evil.net/scanPayPage?${Q}`],
  ['our host, no scheme', `pay.example.com/scanPayPage?${Q}`],
  ['a query alone', `?${Q}`],
  ['our path, relative', `scanPayPage?${Q}`],
  ['our path, dot-relative', `../scanPayPage?${Q}`],
  ['a bare lane code with a host after it', 'P1001/E1.evil.net'],
  ['a bare lane code followed by a link', 'P1001/E1 https://evil.net/'],
  // Protocol-relative.
  ['protocol-relative to another host', `//evil.net/scanPayPage?${Q}`],
  ['protocol-relative to our host', `//pay.example.com/scanPayPage?${Q}`],
  ['three slashes', `///evil.net/scanPayPage?${Q}`],
  ['slash-backslash-slash', `/\\/evil.net/scanPayPage?${Q}`],
  ['backslash-slash', `\\/evil.net/scanPayPage?${Q}`],
  // Other hosts and lookalikes, with a scheme.
  ['another host', `https://evil.example.net/scanPayPage?${Q}`],
  ['a lookalike subdomain', `https://pay.example.com.evil.net/scanPayPage?${Q}`],
  ['a lookalike with a hyphen', `https://pay-example.com/scanPayPage?${Q}`],
  ['a host that ends like ours', `https://evilpay.example.com/scanPayPage?${Q}`],
  ['a digit for a letter', `https://pay.examp1e.com/scanPayPage?${Q}`],
  ['another top-level domain', `https://pay.example.com.cn/scanPayPage?${Q}`],
  ['an IDN homoglyph (Cyrillic а)', `https://p\u0430y.example.com/scanPayPage?${Q}`],
  ['an IDN homoglyph written in punycode', `https://xn--py-8kc.example.com/scanPayPage?${Q}`],
  ['an IDN homoglyph (Greek ο in the domain)', `https://pay.exampl\u03bf.com/scanPayPage?${Q}`],
  // Credentials (userinfo).
  ['our host as the user', `https://pay.example.com@evil.net/scanPayPage?${Q}`],
  ['our host as user and password', `https://pay.example.com:x@evil.net/scanPayPage?${Q}`],
  ['credentials on our own host', `https://user:pw@pay.example.com/scanPayPage?${Q}`],
  ['an encoded @ in the host', `https://pay.example.com%40evil.net/scanPayPage?${Q}`],
  // Backslashes.
  ['backslashes after the scheme', `https:\\\\evil.net\\scanPayPage?${Q}`],
  ['a backslash ending our host before @', `https://pay.example.com\\@evil.net/scanPayPage?${Q}`],
  ['a backslash ending another host before our name', `https://evil.net\\@pay.example.com/scanPayPage?${Q}`],
  ['a backslash then our name as a path', `https://evil.net\\.pay.example.com/scanPayPage?${Q}`],
  // Tabs and newlines inside (the URL parser drops them silently).
  ['a tab inside our host', `https://pay.example.com\t.evil.net/scanPayPage?${Q}`],
  ['a tab between the slashes', `/\t/evil.net/scanPayPage?${Q}`],
  ['a newline before @', `https://pay.example.com\n@evil.net/scanPayPage?${Q}`],
  ['a bare code, then a link on the next line', `P1001/E1\nhttps://evil.net/scanPayPage?${Q}`],
  ['a carriage return in the scheme', `ht\rtps://evil.net/scanPayPage?${Q}`],
  // Percent-encoded slashes and separators.
  ['encoded slashes, no scheme', `%2F%2Fevil.net/scanPayPage?${Q}`],
  ['encoded slashes after our root', `/%2F%2Fevil.net/scanPayPage?${Q}`],
  ['an encoded backslash after our root', `/%5Cevil.net/scanPayPage?${Q}`],
  ['an encoded scheme', `https%3A%2F%2Fevil.net%2FscanPayPage?${Q}`],
  ['encoded slashes after the scheme', `https:%2F%2Fevil.net/scanPayPage?${Q}`],
  ['an encoded slash in our host', `https://pay.example.com%2F.evil.net/scanPayPage?${Q}`],
  ['our host, an encoded path', `https://pay.example.com/%73canPayPage%3F${Q}`],
  // Schemes, uppercase too.
  ['an uppercase scheme to another host', `HTTPS://EVIL.NET/scanPayPage?${Q}`],
  ['plain http to our host', `http://pay.example.com/scanPayPage?${Q}`],
  ['plain HTTP, uppercase, to our host', `HTTP://PAY.EXAMPLE.COM/scanPayPage?${Q}`],
  ['our host on another port', `https://pay.example.com:8443/scanPayPage?${Q}`],
  ['ftp to our host', `ftp://pay.example.com/scanPayPage?${Q}`],
  ['a javascript: link', `javascript:alert(1)//?${Q}`],
  ['an uppercase JavaScript: link', `JavaScript:alert(1)//?${Q}`],
  ['a data: page', `data:text/html,<a href="https://evil.net">pay</a>?${Q}`],
  ['a blob: of our origin', `blob:${window.location.origin}/scanPayPage?${Q}`],
  ['a file: link', `file:///scanPayPage?${Q}`],
  ['another app scheme', `weixin://dl/business/?t=abc&${Q}`],
  // Our host, not a lane's path.
  ['our path elsewhere, as a query', `https://evil.net/?next=https://pay.example.com/scanPayPage&${Q}`],
  ['our host, a path that is not a lane code', `https://pay.example.com/scanQRCode?${Q}`],
  ['our host, another host as its path', `https://pay.example.com/evil.net/scanPayPage?${Q}`],
  ['our root, a path that is not a lane code', `/scanQRCode?${Q}`],
  // Whitespace around.
  ['another host, no scheme, with spaces around', `  evil.net/scanPayPage?${Q}  `],
  ['another host with a newline after', `https://evil.net/scanPayPage?${Q}\n`],
];

/** Texts that open the pay page for a lane: what the address then says. */
const OPENED: [string, string, string][] = [
  ['a bare lane code', 'P1001/E1', `?${Q}`],
  ['a bare lane code with whitespace around', '  P1001/E1\r\n', `?${Q}`],
  ['our pay link', `https://pay.example.com/scanPayPage?${Q}`, `?${Q}`],
  ['our short lane link', `https://pay.example.com/lane?${Q}`, `?${Q}`],
  ['another of our hosts, the arrears page', `https://driver.example.com/scanOverduePay?${Q}`, `?${Q}`],
  ['our host, uppercase scheme and host, trailing dot', `HTTPS://PAY.EXAMPLE.COM./scanPayPage?${Q}`, `?${Q}`],
  ['our host with its default port written', `https://pay.example.com:443/scanPayPage?${Q}`, `?${Q}`],
  ['our path with a trailing slash', `https://pay.example.com/scanPayPage/?${Q}`, `?${Q}`],
  ['our link with spaces around', ` https://pay.example.com/lane?${Q} `, `?${Q}`],
  ["the app's own origin", `${window.location.origin}/scanPayPage?${Q}`, `?${Q}`],
  ['our lane path without a host', `/scanPayPage?${Q}`, `?${Q}`],
  // A host written in full-width letters is our host itself (the URL parser maps it, as a browser would).
  ['our host in full-width letters', `https://\uff50\uff41\uff59.example.com/scanPayPage?${Q}`, `?${Q}`],
  // A bill on our host opens; whose car it is is the pay page's business (scanBillOwner.test.tsx).
  ['a bill on our host', 'https://pay.example.com/scanPayPage?parkId=P1009&uniqueId=U20021', '?parkId=P1009&uniqueId=U20021'],
];

/** Texts that are no address at all: not ours to warn about, and nothing opens. */
const UNREADABLE_TEXTS: [string, string][] = [
  ['a plate', '京A12345'],
  ['words', '扫码抽奖'],
];

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/scanPayPage']), 60_000);

const laneCalls = () => [...backend.calls.list('/charge/v2/api/parkOrders/msp/laneBill'), ...backend.calls.list('/charge/v2/api/parkOrders/msp/detail', 'POST')];

/** Paying anything: a bill, a batch, the partner's checkout. */
const payCalls = () => backend.calls.list().filter((c) => c.method === 'POST' && /payCharges|thirdPay\/orders/.test(c.path));

/** Opens /scanPayPage with no lane, scans `text` and waits until the screen did something with it. */
async function scan(text: string) {
  signInAs('A');
  const app = renderApp('/scanPayPage');
  app.platform.answers.scan = text;
  fireEvent.click(await screen.findByRole('button', { name: '扫码缴费' }));
  await waitFor(() => expect(app.ui.toasts.length + screen.queryAllByRole('alert').length + (app.router.state.location.search ? 1 : 0)).toBeGreaterThan(0));
  return app;
}

describe.each(REFUSED)('refused: %s', (_what, text) => {
  test('stays on the scan prompt, warns on the page that the code is not ours and asks the server nothing', async () => {
    const { ui, router } = await scan(text);
    expect(router.state.location.pathname + router.state.location.search).toBe('/scanPayPage');
    expect(screen.getByRole('alert')).toHaveTextContent(foreignCodeWarning(pointedHost(text)));
    expect(ui.toasts).toEqual([]);
    expect(screen.getByRole('button', { name: '扫码缴费' })).toBeInTheDocument();
    expect(laneCalls()).toEqual([]);
    expect(payCalls()).toEqual([]);
  });
});

/** Longer than a toast lasts (3 s): a toast would be gone by now. */
function letAToastGo() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  act(() => jest.advanceTimersByTime(5_000));
  jest.useRealTimers();
}

test('the warning names the host the code points to and stays on the page past a toast’s 3 s; nothing is paid', async () => {
  const { ui, platform } = await scan(`https://evil.example.net/scanPayPage?${Q}`);
  const warning = screen.getByRole('alert');
  expect(warning).toHaveTextContent('该二维码指向 evil.example.net，不是本平台的，请勿扫码支付，本次未支付任何费用');
  letAToastGo();
  expect(screen.getByRole('alert')).toBe(warning);
  expect(warning).toBeVisible();
  expect(ui.toasts).toEqual([]);
  expect(payCalls()).toEqual([]);
  // A scan again is the driver moving on: the warning goes (here the lane's own code opens its bill).
  platform.answers.scan = 'P1001/E1';
  fireEvent.click(screen.getByRole('button', { name: '扫码缴费' }));
  expect(await screen.findByRole('region', { name: '停车账单' })).toBeInTheDocument();
  expect(screen.queryByText(/不是本平台的/)).not.toBeInTheDocument();
});

test('a lookalike without a scheme is named by the text up to its first slash, never its query or credentials', async () => {
  await scan(`pay.example.com.evil.net/scanPayPage?${Q}`);
  expect(screen.getByRole('alert')).toHaveTextContent('该二维码指向 pay.example.com.evil.net，不是本平台的');
  expect(screen.getByRole('alert')).not.toHaveTextContent(/parkId|laneCode|scanPayPage/);
});

test('credentials before another host: the host is named, never the credentials', async () => {
  await scan(`https://pay.example.com:secret@evil.net/scanPayPage?${Q}`);
  expect(screen.getByRole('alert')).toHaveTextContent('该二维码指向 evil.net，不是本平台的');
  expect(screen.getByRole('alert')).not.toHaveTextContent(/secret|pay\.example\.com/);
});

/** The same texts at the other scanners (a pile's, a coupon's): the warning, not "unreadable". */
test.each(REFUSED.filter(([, text]) => !/\/scanQRCode\?/.test(text)))('every other scanner refuses %s as foreign too', (_what, text) => {
  for (const kind of ['pile', 'coupon', 'lotSign'] as const) expect(isForeignCode(text, kind)).toBe(true);
});

describe.each(OPENED)('opened: %s', (_what, text, search) => {
  test('opens the pay page for that lane', async () => {
    const { ui, router } = await scan(text);
    expect(router.state.location.pathname + router.state.location.search).toBe(`/scanPayPage${search}`);
    expect(ui.toasts).toEqual([]);
    expect(await screen.findByRole('region', { name: '停车账单' })).toBeInTheDocument();
  });
});

describe.each(UNREADABLE_TEXTS)('unreadable: %s', (_what, text) => {
  test('says on the page that the code cannot be read, and opens nothing', async () => {
    const { ui, router } = await scan(text);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE);
    expect(screen.queryByText(/不是本平台的/)).not.toBeInTheDocument();
    expect(ui.toasts).toEqual([]);
    expect(laneCalls()).toEqual([]);
  });
});
