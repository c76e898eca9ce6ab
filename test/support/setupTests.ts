import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { installBrowserApis } from './browserApis';
import { installComputedStyleStore } from './computedStyle';
import { installFormDataFromForm } from './formData';
import { loadKeyboard } from '@/ui/keyboard/Keyboard';
import { backend, server } from './mockServer';
import { takeContractBreaks } from './contractCheck';

installFormDataFromForm();
installBrowserApis();
installComputedStyleStore();
// jest's environment lends Node's BroadcastChannel, which would link every store of a test file as if each were a
// tab of one browser (an earlier test's store hearing this one's refresh). Tests that play two tabs link them
// explicitly (test/support/tabs.ts).
Object.defineProperty(window, 'BroadcastChannel', { value: undefined, configurable: true, writable: true });
// A page's first load compiles its chunk's modules; on a busy 2-core machine the 1 s default is too tight.
configure({ asyncUtilTimeout: 5000 });
// On CI one retry absorbs a machine busier than any test's timing allows, as Playwright's does; the first failure is
// still printed, so a flaky test shows in the log instead of hiding. Locally a failure is a failure.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The keyboard's keys are their own chunk in the app (ui/keyboard/Keyboard.tsx): here they are in from the start, so a
// test types at once; test/ui/keyboardLoading.test.tsx covers the wait and a failed load.
beforeAll(() => loadKeyboard());
afterEach(() => {
  // A mock answer or an app request that broke the contract fails the test that made it.
  const breaks = takeContractBreaks();
  if (breaks.length) throw new Error(`The mock or the app broke the contract:\n${breaks.join('\n')}`);
});
afterEach(() => {
  // Unmount React trees before the body is emptied (portals of antd-mobile pickers live in body).
  cleanup();
  server.resetHandlers();
  backend.reset();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});
afterAll(() => server.close());
