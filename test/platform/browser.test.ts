import { waitFor } from '@testing-library/react';
import gcoord from 'gcoord';
import { createBrowserPlatform } from '@/platform/browser';
import { nothingFoundMessage, scanUnsupportedMessage } from '@/platform/barcode';
import { PlatformError, type NavigationTarget } from '@/platform/types';
import { mockCanvas } from './canvasMock';

type Writable = Record<string, unknown>;

afterEach(() => {
  for (const name of ['BarcodeDetector', 'createImageBitmap']) delete (window as unknown as Writable)[name];
  for (const name of ['geolocation', 'mediaDevices']) delete (navigator as unknown as Writable)[name];
  jest.restoreAllMocks();
});

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function geolocationAnswering(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => answer(ok, fail as PositionErrorCallback));
  setNavigator('geolocation', { getCurrentPosition });
  return getCurrentPosition;
}

/** The file input the platform opened, answered with `file` (or dismissed). */
function answerFilePicker(file: File | 'cancel') {
  const input = document.body.querySelector('input[type=file]') as HTMLInputElement;
  expect(input).not.toBeNull();
  if (file === 'cancel') {
    input.dispatchEvent(new Event('cancel'));
  } else {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change'));
  }
  return input;
}

describe('locate', () => {
  test('a WGS84 fix is converted to GCJ-02 the way gcoord converts it', async () => {
    geolocationAnswering((ok) => ok({ coords: { longitude: 116.391248, latitude: 39.907501, accuracy: 15 } } as GeolocationPosition));
    const position = await createBrowserPlatform(2).locate();
    const [lng, lat] = gcoord.transform([116.391248, 39.907501], gcoord.WGS84, gcoord.GCJ02);
    expect(position).toEqual({ lng, lat, accuracy: 15 });
    // The offset in Beijing is about +0.006° longitude, +0.0014° latitude: really converted, not passed through.
    expect(position.lng - 116.391248).toBeCloseTo(0.00624, 3);
    expect(position.lat - 39.907501).toBeCloseTo(0.0014, 3);
  });

  test("a browser without geolocation says exactly 'browser does not support geolocation'", async () => {
    const error = (await createBrowserPlatform(2).locate().catch((e: unknown) => e)) as PlatformError;
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.message).toBe('browser does not support geolocation');
    expect(error.reason).toBe('unsupported');
  });

  test.each([
    [1, 'denied', '定位权限被拒绝，请在设置中允许获取位置信息'],
    [2, 'failed', '无法获取当前位置，请稍后重试'],
    [3, 'timeout', '定位超时，请稍后重试'],
  ])('geolocation error %i rejects as %s with a Chinese message', async (code, reason, message) => {
    geolocationAnswering((_ok, fail) => fail({ code, message: 'x' } as GeolocationPositionError));
    await expect(createBrowserPlatform(2).locate()).rejects.toMatchObject({ reason, message });
  });
});

describe('pickImage', () => {
  function bitmap(width: number, height: number) {
    const b = { width, height, close: jest.fn() };
    Object.assign(window, { createImageBitmap: jest.fn(() => Promise.resolve(b)) });
    return b;
  }

  test('a large photo is shrunk to a 1280 px long edge and re-encoded as JPEG 0.8 on white', async () => {
    const source = bitmap(4000, 3000);
    const canvas = mockCanvas('data:image/jpeg;base64,QUJDRA==');
    const picking = createBrowserPlatform(2).pickImage();
    const input = answerFilePicker(new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    expect(input.accept).toBe('image/*');
    const picked = await picking;
    expect(picked).toEqual({ fileData: 'QUJDRA==', suffix: 'jpg', dataUrl: 'data:image/jpeg;base64,QUJDRA==' });
    expect(canvas.canvases[0]).toMatchObject({ width: 1280, height: 960 });
    expect(canvas.ctx.fillRect).toHaveBeenCalledWith(0, 0, 1280, 960);
    expect(canvas.ctx.drawImage).toHaveBeenCalledWith(source, 0, 0, 1280, 960);
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(source.close).toHaveBeenCalled();
    expect(document.body.querySelector('input[type=file]')).toBeNull();
  });

  test('a small picture is not enlarged; options override the edge and quality', async () => {
    bitmap(800, 600);
    const canvas = mockCanvas();
    const picking = createBrowserPlatform(2).pickImage({ maxEdge: 1000, quality: 0.6 });
    answerFilePicker(new File(['x'], 'a.png', { type: 'image/png' }));
    await picking;
    expect(canvas.canvases[0]).toMatchObject({ width: 800, height: 600 });
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.6);
  });

  test('the photo code that cannot load twice over a weak signal says so; the picture is not sent unshrunk', async () => {
    bitmap(4000, 3000);
    let loads = 0;
    jest.doMock('@/platform/imageCompress', () => {
      loads += 1;
      throw new Error('Loading chunk failed');
    });
    try {
      const picking = createBrowserPlatform(2).pickImage();
      answerFilePicker(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
      await expect(picking).rejects.toMatchObject({ reason: 'failed', message: '网络不佳，图片处理失败，请重试' });
      expect(loads).toBe(2);
    } finally {
      jest.dontMock('@/platform/imageCompress');
    }
  });

  test('a dismissed picker rejects as cancelled', async () => {
    const picking = createBrowserPlatform(2).pickImage();
    answerFilePicker('cancel');
    await expect(picking).rejects.toMatchObject({ reason: 'cancelled', message: '已取消选择图片' });
  });
});

describe('scan', () => {
  /** The camera view once its chunk has loaded. */
  const cameraView = () =>
    waitFor(() => {
      const view = document.body.querySelector<HTMLElement>('[role=dialog]');
      if (!view) throw new Error('no camera view yet');
      return view;
    });

  function detector(codes: string[]) {
    const detect = jest.fn(() => Promise.resolve(codes.map((rawValue) => ({ rawValue }))));
    Object.assign(window, {
      BarcodeDetector: class {
        detect = detect;
      },
    });
    return detect;
  }

  test('without BarcodeDetector it says so in Chinese and opens nothing', async () => {
    await expect(createBrowserPlatform(2).scan()).rejects.toMatchObject({ message: scanUnsupportedMessage, reason: 'unsupported' });
    expect(document.body.querySelector('input')).toBeNull();
  });

  test('without a camera API a picture of the code is decoded', async () => {
    const detect = detector(['CHARGER-0001']);
    const picking = createBrowserPlatform(2).scan();
    answerFilePicker(new File(['x'], 'qr.jpg', { type: 'image/jpeg' }));
    await expect(picking).resolves.toBe('CHARGER-0001');
    expect(detect).toHaveBeenCalledTimes(1);
  });

  test('a picture without a code says nothing was found', async () => {
    detector([]);
    const picking = createBrowserPlatform(2).scan();
    answerFilePicker(new File(['x'], 'cat.jpg', { type: 'image/jpeg' }));
    await expect(picking).rejects.toMatchObject({ message: nothingFoundMessage });
  });

  test('with a camera the code is read from the video, and the camera is released', async () => {
    detector(['京A12345']);
    const stop = jest.fn();
    setNavigator('mediaDevices', { getUserMedia: jest.fn(() => Promise.resolve({ getTracks: () => [{ stop }] })) });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    await expect(createBrowserPlatform(2).scan()).resolves.toBe('京A12345');
    expect(stop).toHaveBeenCalled();
    expect(document.body.querySelector('[role=dialog]')).toBeNull();
  });

  test('the camera view can be cancelled', async () => {
    detector([]);
    const stop = jest.fn();
    setNavigator('mediaDevices', { getUserMedia: jest.fn(() => Promise.resolve({ getTracks: () => [{ stop }] })) });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const scanning = createBrowserPlatform(2).scan();
    const dialog = await cameraView();
    expect(dialog.getAttribute('aria-label')).toBe('扫码');
    await waitFor(() => expect(stop).not.toHaveBeenCalled());
    (Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === '取消') as HTMLButtonElement).click();
    await expect(scanning).rejects.toMatchObject({ reason: 'cancelled', message: '已取消扫码' });
    await waitFor(() => expect(stop).toHaveBeenCalled());
    expect(document.body.querySelector('[role=dialog]')).toBeNull();
  });

  test('a refused camera says so and still offers a picture', async () => {
    const detect = detector([]);
    setNavigator('mediaDevices', { getUserMedia: jest.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    const scanning = createBrowserPlatform(2).scan();
    const dialog = await cameraView();
    await waitFor(() => expect(dialog.querySelector('[role=status]')?.textContent).toBe('无法打开摄像头，请允许使用摄像头，或从相册选择二维码图片'));
    detect.mockResolvedValue([{ rawValue: 'P1001' }]);
    (Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === '从相册选择') as HTMLButtonElement).click();
    answerFilePicker(new File(['x'], 'qr.jpg', { type: 'image/jpeg' }));
    await expect(scanning).resolves.toBe('P1001');
  });
});

describe('pay and close', () => {
  function fakeWindow() {
    return { location: { assign: jest.fn() } } as unknown as Window & { location: { assign: jest.Mock } };
  }

  test('WeChat or Alipay payments leave for the cashier page and come back', async () => {
    const win = fakeWindow();
    const platform = createBrowserPlatform(2, win);
    await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams: {}, cashierUrl: 'http://localhost/__mock/cashier?payOrderId=PO1' })).resolves.toBe('redirected');
    expect(win.location.assign).toHaveBeenCalledWith('http://localhost/__mock/cashier?payOrderId=PO1');
    await expect(platform.pay({ channel: 2, payOrderId: 'PO2', payParams: {}, cashierUrl: 'https://openapi.alipay.com/gateway.do?x=1' })).resolves.toBe('redirected');
  });

  test('the balance resolves ok at once (the server settled it)', async () => {
    const win = fakeWindow();
    await expect(createBrowserPlatform(2, win).pay({ channel: 6, payOrderId: 'PO1', payParams: {} })).resolves.toBe('ok');
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  test('without a cashier page, or with one that is not a web address, it cannot pay', async () => {
    const win = fakeWindow();
    const platform = createBrowserPlatform(2, win);
    await expect(platform.pay({ channel: 3, payOrderId: 'PO1', payParams: {} })).rejects.toMatchObject({ reason: 'unsupported', message: '请在微信中打开以使用微信支付' });
    await expect(platform.pay({ channel: 2, payOrderId: 'PO1', payParams: {}, cashierUrl: 'javascript:alert(1)' })).rejects.toMatchObject({ reason: 'unsupported' });
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  test('closing closes the window, or goes back when the browser refuses', () => {
    const win = { closed: false, close: jest.fn(), history: { back: jest.fn() } } as unknown as Window;
    createBrowserPlatform(2, win).closeWindow();
    expect(win.close).toHaveBeenCalled();
    expect(win.history.back).toHaveBeenCalled();
  });
});

describe('openMapNavigation', () => {
  const target: NavigationTarget = { lng: 116.4112, lat: 39.9141, name: '王府井百货停车场' };

  function navWindow(opens = true) {
    return { open: jest.fn(() => (opens ? ({} as Window) : null)), location: { assign: jest.fn() } } as unknown as Window & {
      open: jest.Mock;
      location: { assign: jest.Mock };
    };
  }

  test('provider 1 opens AMap web navigation with the GCJ-02 point as it is, at once', () => {
    const win = navWindow();
    createBrowserPlatform(2, win).openMapNavigation(target, 1);
    expect(win.open).toHaveBeenCalledWith(
      `https://uri.amap.com/navigation?to=116.4112,39.9141,${encodeURIComponent('王府井百货停车场')}&mode=car&coordinate=gaode&callnative=1`,
      '_blank',
    );
  });

  test('provider 2 opens Baidu web navigation with the point converted to BD-09', async () => {
    const win = navWindow();
    createBrowserPlatform(2, win).openMapNavigation(target, 2);
    await waitFor(() => expect(win.open).toHaveBeenCalled());
    const [lng, lat] = gcoord.transform([116.4112, 39.9141], gcoord.GCJ02, gcoord.BD09);
    const url = new URL(win.open.mock.calls[0][0] as string);
    expect(url.origin + url.pathname).toBe('https://api.map.baidu.com/direction');
    expect(url.searchParams.get('destination')).toBe(`latlng:${lat},${lng}|name:王府井百货停车场`);
    expect(url.searchParams.get('coord_type')).toBe('bd09ll');
    expect(url.searchParams.get('mode')).toBe('driving');
    expect(url.searchParams.get('output')).toBe('html');
    expect(lng).not.toBeCloseTo(116.4112, 3);
  });

  test('a blocked popup navigates this page instead', () => {
    const win = navWindow(false);
    createBrowserPlatform(2, win).openMapNavigation(target, 1);
    expect(win.location.assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/uri\.amap\.com\/navigation\?/));
  });
});
