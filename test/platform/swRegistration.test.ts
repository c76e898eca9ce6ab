import { register } from '@/platform/swRegistration';

type Listener = () => void;
const mockListeners = new Map<string, Listener>();

jest.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      mockListeners.set(type, listener);
    }
    register() {
      return Promise.resolve();
    }
    update() {
      return Promise.resolve();
    }
    messageSkipWaiting() {}
  },
}));

function phoneWith(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, ready: Promise.resolve({ active: null }) },
  });
}

describe('the worker’s registration', () => {
  beforeEach(() => mockListeners.clear());

  it('offers the new build when a worker already runs this page', async () => {
    phoneWith({});
    const announce = jest.fn();
    await register(announce);
    mockListeners.get('waiting')?.();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('says nothing on a first visit, where a worker an earlier page began installing is "waiting" too', async () => {
    phoneWith(null);
    const announce = jest.fn();
    await register(announce);
    mockListeners.get('waiting')?.();
    expect(announce).not.toHaveBeenCalled();
  });
});
