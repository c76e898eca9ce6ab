import type { Navigator } from '@/platform/navigator';
import type { MapProvider, NavigationTarget, PayOutcome, PayRequest, PickedImage, Platform, Position } from '@/platform/types';
import type { DialogOptions, UiEffects } from '@/ui/feedback/types';

/** A navigator that records where sagas sent the driver. */
export function fakeNavigator(start = '/home'): Navigator & { visits: string[]; backs: number } {
  const nav = {
    visits: [start] as string[],
    backs: 0,
    navigate(to: string) {
      nav.visits.push(to);
    },
    back() {
      nav.backs += 1;
    },
    currentUrl() {
      return nav.visits[nav.visits.length - 1] as string;
    },
  };
  return nav;
}

/** UI effects that record toasts and dialogs; `answer` decides which button each dialog gets. */
export function fakeUi(answer: (d: DialogOptions) => string | null = () => null): UiEffects & {
  toasts: { text: string; ms: number | undefined }[];
  dialogs: DialogOptions[];
  closed: number;
  pagesLeft: number;
} {
  const ui = {
    toasts: [] as { text: string; ms: number | undefined }[],
    dialogs: [] as DialogOptions[],
    closed: 0,
    pagesLeft: 0,
    toast(text: string, ms?: number) {
      ui.toasts.push({ text, ms });
    },
    dialog<K extends string>(d: DialogOptions<K>): Promise<K | null> {
      ui.dialogs.push(d as DialogOptions);
      const a = answer(d as DialogOptions);
      return a === null ? new Promise<K | null>(() => undefined) : Promise.resolve(a as K);
    },
    closeDialogs() {
      ui.closed += 1;
    },
    pageLeft() {
      ui.pagesLeft += 1;
    },
  };
  return ui;
}

/** What a fake platform method answers: a value, a PlatformError to reject with, or a function giving either. */
export type FakeAnswer<T> = T | Error | (() => T | Promise<T>);

export interface FakePlatformAnswers {
  locate: FakeAnswer<Position>;
  scan: FakeAnswer<string>;
  pickImage: FakeAnswer<PickedImage>;
  pay: FakeAnswer<PayOutcome>;
  loadSdk: FakeAnswer<void>;
}

export type FakePlatform = Platform & {
  kind: Platform['kind'];
  /** Programmable: change an answer before (or during) a test. */
  answers: FakePlatformAnswers;
  /** Every call in order, with its arguments. */
  calls: { method: keyof Platform; args: unknown[] }[];
  closes: number;
  payments: PayRequest[];
  navigations: { target: NavigationTarget; provider: MapProvider }[];
  sdkLoads: number;
  /** The arguments of each call of one method. */
  callsOf(method: keyof Platform): unknown[][];
};

const fakeKinds = { 1: 'app', 2: 'wechat', 3: 'alipay' } as const;

/** A tiny 1×1 white JPEG, what the fake picker hands over by default. */
export const fakeJpegBase64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/**
 * A platform that records every call and answers what the test programs (`answers`, or later
 * `platform.answers.scan = '京A12345'` / `new PlatformError('已取消扫码', 'cancelled')`). Defaults: a position
 * near Tiananmen (GCJ-02), scan '京A12345', a 1×1 JPEG, pay 'ok'. `kind` follows the client type unless given.
 */
export function fakePlatform(
  clientType: 1 | 2 | 3 = 2,
  options: { kind?: Platform['kind']; answers?: Partial<FakePlatformAnswers> } = {},
): FakePlatform {
  const answer = <T,>(a: FakeAnswer<T>): Promise<T> => {
    try {
      if (a instanceof Error) return Promise.reject(a);
      if (typeof a === 'function') return Promise.resolve((a as () => T | Promise<T>)());
      return Promise.resolve(a);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  const record = (method: keyof Platform, args: unknown[]) => p.calls.push({ method, args });
  const p: FakePlatform = {
    clientType,
    kind: options.kind ?? fakeKinds[clientType],
    answers: {
      locate: { lng: 116.397428, lat: 39.90923, accuracy: 30 },
      scan: '京A12345',
      pickImage: { fileData: fakeJpegBase64, suffix: 'jpg', dataUrl: `data:image/jpeg;base64,${fakeJpegBase64}` },
      pay: 'ok',
      loadSdk: undefined,
      ...options.answers,
    },
    calls: [],
    closes: 0,
    payments: [],
    navigations: [],
    sdkLoads: 0,
    callsOf: (method) => p.calls.filter((c) => c.method === method).map((c) => c.args),
    locate() {
      record('locate', []);
      return answer(p.answers.locate);
    },
    scan() {
      record('scan', []);
      return answer(p.answers.scan);
    },
    pickImage(o) {
      record('pickImage', [o]);
      return answer(p.answers.pickImage);
    },
    pay(request) {
      record('pay', [request]);
      p.payments.push(request);
      return answer(p.answers.pay);
    },
    closeWindow() {
      record('closeWindow', []);
      p.closes += 1;
    },
    openMapNavigation(target, provider) {
      record('openMapNavigation', [target, provider]);
      p.navigations.push({ target, provider });
    },
    loadSdk() {
      record('loadSdk', []);
      p.sdkLoads += 1;
      return answer(p.answers.loadSdk);
    },
  };
  return p;
}
