import { appTimeouts, createAppPlatform } from '@/platform/app';
import { installFakeAppShell, removeBridges } from '../support/bridges';

afterEach(() => removeBridges(window));

test('a request goes out with an id, type and payload, and the reply with that id answers it', async () => {
  const shell = installFakeAppShell(window, (m) => (m.type === 'locate' ? { ok: true, data: { lng: 116.4112, lat: 39.9141, accuracy: 12 } } : undefined));
  const position = await createAppPlatform(1, window).locate();
  expect(position).toEqual({ lng: 116.4112, lat: 39.9141, accuracy: 12 });
  expect(shell.messages).toEqual([{ id: expect.any(String), type: 'locate', payload: { coordinate: 'gcj02' } }]);
});

test('replies may come as JSON strings', async () => {
  installFakeAppShell(window, () => ({ ok: true, data: { text: 'CHARGER-0001' } }), { asString: true });
  await expect(createAppPlatform(1, window).scan()).resolves.toBe('CHARGER-0001');
});

test('an error reply rejects with the shell message and reason', async () => {
  installFakeAppShell(window, () => ({ ok: false, error: { message: '已取消扫码', reason: 'cancelled' } }));
  await expect(createAppPlatform(1, window).scan()).rejects.toMatchObject({ message: '已取消扫码', reason: 'cancelled' });
});

test('concurrent requests are matched by id whatever order the replies come in', async () => {
  const pending: ((reply: object) => void)[] = [];
  const w = window as Window & { DriverAppBridge?: unknown; __driverAppBridgeReply?: (r: object) => void };
  const sent: { id: string; type: string }[] = [];
  w.DriverAppBridge = {
    postMessage(raw: string) {
      const m = JSON.parse(raw) as { id: string; type: string };
      sent.push(m);
      pending.push((reply) => w.__driverAppBridgeReply?.({ id: m.id, ...reply }));
    },
  };
  const platform = createAppPlatform(1, window);
  const scanning = platform.scan();
  const locating = platform.locate();
  expect(sent[0]?.id).not.toBe(sent[1]?.id);
  pending[1]?.({ ok: true, data: { lng: 1, lat: 2 } });
  pending[0]?.({ ok: true, data: { text: 'P1001' } });
  await expect(scanning).resolves.toBe('P1001');
  await expect(locating).resolves.toEqual({ lng: 1, lat: 2, accuracy: undefined });
});

test('pay hands over the order and maps the outcome; the balance needs no shell', async () => {
  const shell = installFakeAppShell(window, () => ({ ok: true, data: { outcome: 'cancel' } }));
  const platform = createAppPlatform(1, window);
  await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams: { prepayId: 'x' } })).resolves.toBe('cancel');
  expect(shell.messages[0]).toMatchObject({ type: 'pay', payload: { channel: 3, payOrderId: 'PO1', payParams: { prepayId: 'x' } } });
  await expect(platform.pay({ channel: 6, payOrderId: 'PO2', payParams: {} })).resolves.toBe('ok');
  expect(shell.messages).toHaveLength(1);
});

test('pickImage asks for the compression and takes the base64 back', async () => {
  const shell = installFakeAppShell(window, () => ({ ok: true, data: { fileData: 'data:image/png;base64,UE5H' } }));
  const picked = await createAppPlatform(1, window).pickImage();
  expect(shell.messages[0]?.payload).toEqual({ maxEdge: 1280, quality: 0.8 });
  expect(picked).toEqual({ fileData: 'UE5H', suffix: 'png', dataUrl: 'data:image/png;base64,UE5H' });
});

test('navigate and close are notifications without id', () => {
  const shell = installFakeAppShell(window);
  const platform = createAppPlatform(1, window);
  platform.openMapNavigation({ lng: 116.4, lat: 39.9, name: '停车场' }, 2);
  platform.closeWindow();
  expect(shell.messages).toEqual([
    { type: 'navigate', payload: { lng: 116.4, lat: 39.9, name: '停车场', address: '', provider: 2, coordinate: 'gcj02' } },
    { type: 'close' },
  ]);
});

test('a shell that never answers times out', async () => {
  installFakeAppShell(window, () => undefined);
  const saved = appTimeouts.locate;
  appTimeouts.locate = 30;
  try {
    await expect(createAppPlatform(1, window).locate()).rejects.toMatchObject({ reason: 'timeout', message: 'App未响应，请重试' });
  } finally {
    appTimeouts.locate = saved;
  }
});
