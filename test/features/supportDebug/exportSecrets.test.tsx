import { screen, waitFor } from '@testing-library/react';
import { OPENID_A, OPENID_UNBOUND, TICKET_A } from '@mocks/db/accounts';
import { devToolsOptions, prepareDevTools } from '@/app/devtools';
import { externalPage, writeOAuthContext } from '@/features/account/signIn/oauthContext';
import { appInfoOf } from '@/features/supportDebug/appInfo';
import { buildDebugExport } from '@/features/supportDebug/exportLog';
import { forgetSecrets } from '@/session/secretValues';
import { readRefreshToken, readToken } from '@/session/tokens';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { warmPages } from '../../payment/kit';

/**
 * A driver who landed with a secret in the address (the shell's ticket, WeChat's OAuth code and state,
 * Alipay's auth_code) exports a debug log that holds none of them — not in cache keys, URLs, actions or states.
 */

beforeAll(() => warmPages(['/loginloading', '/bindPhone', '/mine', '/home']), 60_000);

beforeEach(() => {
  // Each test is a fresh page load: nothing remembered from the one before.
  forgetSecrets();
  jest.spyOn(externalPage, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

type View = ReturnType<typeof renderApp>;

/** Every way the secret could be written in the file: as is, URL-encoded (once or twice), JSON-escaped. */
function occurrences(text: string, secret: string): number {
  const forms = new Set([secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret)), JSON.stringify(secret).slice(1, -1)]);
  let n = 0;
  for (const form of forms) n += text.split(form).length - 1;
  return n;
}

/** The file the panel's 导出日志 downloads, and the same file with its two inner JSON strings opened up. */
function exportOf(view: View): string {
  const file = buildDebugExport(view.store.debugLog, appInfoOf(view.platform), 'SR000001');
  return [JSON.stringify(file), file.payload, file.preloadedState].join('\n');
}

function expectAbsent(text: string, secrets: Record<string, string | undefined>) {
  const counts = Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, value ? occurrences(text, value) : 0]));
  expect(counts).toEqual(Object.fromEntries(Object.keys(secrets).map((name) => [name, 0])));
}

async function signedInAt(view: View, path: string) {
  await waitFor(() => expect(view.router.state.location.pathname).toBe(path), { timeout: 15_000 });
  await waitFor(() => expect(view.store.getState().session.status).toBe('driver'));
  expect(readToken()).toBeTruthy();
}

/** A code WeChat would have handed back for this openid, with the state nonce this tab sent. */
function wechatReturn(openid: string, code: string, state: string, target = '/mine') {
  backend.db.oauthCodes.push({ code, openid, expiresAt: Date.now() + 60_000, used: false });
  writeOAuthContext({ state, target });
  return `/loginloading?redirect=${encodeURIComponent(target)}&code=${code}&state=${state}`;
}

test('/loginloading?ticket=…: the ticket, openid and the token pair it bought are nowhere in the export', async () => {
  const view = renderApp(`/loginloading?ticket=${TICKET_A}&openid=${OPENID_A}&redirect=%2Fmine`, { clientType: 1 });
  await signedInAt(view, '/mine');
  const text = exportOf(view);
  expect(text).toContain('tokenByTicket');
  expectAbsent(text, { ticket: TICKET_A, openid: OPENID_A, token: readToken(), refreshToken: readRefreshToken() });
});

test('the shell entry ?reqJson={"ticket":…} (exchanged before the page): the ticket is nowhere in the export', async () => {
  const req = encodeURIComponent(JSON.stringify({ ticket: TICKET_A, openid: OPENID_A, clientType: 1 }));
  const view = renderApp(`/mine?reqJson=${req}`, { clientType: 1 });
  await signedInAt(view, '/mine');
  const text = exportOf(view);
  expectAbsent(text, { ticket: TICKET_A, openid: OPENID_A, token: readToken(), refreshToken: readRefreshToken() });
});

test("back from WeChat with ?code=…&state=…: neither the OAuth code nor the state nonce is in the export", async () => {
  const code = 'wxc_issue24_code_0001';
  const state = 'st4te-N0nce-0001';
  const view = renderApp(wechatReturn(OPENID_A, code, state), { clientType: 2 });
  await signedInAt(view, '/mine');
  const text = exportOf(view);
  expect(text).toContain('wechatOAuthLogin');
  expectAbsent(text, { code, state, token: readToken(), refreshToken: readRefreshToken() });
});

test('a WeChat code with no driver yet, carried on to /bindPhone in its redirect: not in the export', async () => {
  const code = 'wxc_issue24_code_0002';
  const state = 'st4te-N0nce-0002';
  const view = renderApp(wechatReturn(OPENID_UNBOUND, code, state), { clientType: 2 });
  await screen.findByRole('heading', { name: '绑定手机号', level: 1 }, { timeout: 15_000 });
  expect(view.router.state.location.pathname).toBe('/bindPhone');
  const text = exportOf(view);
  expect(text).toContain('/bindPhone');
  expectAbsent(text, { code, state, openid: OPENID_UNBOUND });
});

test("back from Alipay's authorisation with ?auth_code=…&state=…: neither is in the export", async () => {
  const authCode = 'ALIPAY-AUTH-CODE-0001';
  const state = 'alipay-St4te-0001';
  const view = renderApp(`/mine?app_id=2021000000000000&source=alipay_wallet&scope=auth_base&auth_code=${authCode}&state=${state}`, { clientType: 3 });
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  await waitFor(() => expect(view.store.getState().navigation.pathname).toBe('/mine'));
  const text = exportOf(view);
  expect(text).toContain('/mine');
  expectAbsent(text, { authCode, state });
});

test('the URL mirrored into the store keeps its harmless parameters and loses the secret ones', async () => {
  const view = renderApp(`/loginloading?ticket=${TICKET_A}&openid=${OPENID_A}&redirect=%2Fmine`, { clientType: 1 });
  await waitFor(() => expect(view.store.getState().navigation.pathname).toBe('/loginloading'));
  const { search } = view.store.getState().navigation;
  expect(search).toContain('redirect=%2Fmine');
  expect(search).not.toContain(TICKET_A);
  expect(search).not.toContain(OPENID_A);
  await signedInAt(view, '/mine');
});

test('Redux DevTools see the same masking: a ticket seen at landing is masked in any action or state', async () => {
  const view = renderApp(`/loginloading?ticket=${TICKET_A}&openid=${OPENID_A}&redirect=%2Fmine`, { clientType: 1 });
  await signedInAt(view, '/mine');
  await prepareDevTools();
  const options = devToolsOptions();
  if (!options) throw new Error('DevTools are on in development');
  const state = JSON.stringify(options.stateSanitizer(view.store.getState()));
  const actions = JSON.stringify(view.store.debugLog.actions().map((r) => options.actionSanitizer(r.action as { type: string })));
  expectAbsent(state + actions, { ticket: TICKET_A });
  // Text that holds it only by value (no key or parameter names it) is masked too.
  expect(options.actionSanitizer({ type: 'x', payload: `票据 ${TICKET_A} 已使用` })).toEqual({ type: 'x', payload: '票据 *** 已使用' });
  expect(options.stateSanitizer({ note: `/x?next=${encodeURIComponent(TICKET_A)}` })).toEqual({ note: '/x?next=***' });
});
