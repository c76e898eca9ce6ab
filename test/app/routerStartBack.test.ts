import { waitFor } from '@testing-library/react';
import { createAppRouter } from '@/app/router';
import type * as NextTask from '@/lib/nextTask';
import { storeWithFakes } from '../support/store';

/**
 * The router is made in steps (router.tsx), a task apart. Here the steps wait until the test lets them go, so a back
 * press can land exactly between reading the address and listening for history, as it can on a slow phone.
 */
const mockHeld: (() => void)[] = [];
let mockHolding = false;
jest.mock('@/lib/nextTask', () => {
  const actual = jest.requireActual<typeof NextTask>('@/lib/nextTask');
  return {
    ...actual,
    nextTask: () => (mockHolding ? new Promise<void>((resolve) => mockHeld.push(resolve)) : actual.nextTask()),
  };
});

async function letOneStepGo() {
  await waitFor(() => expect(mockHeld.length).toBeGreaterThan(0));
  mockHeld.shift()?.();
}

afterEach(() => {
  mockHolding = false;
  mockHeld.splice(0).forEach((go) => go());
  window.history.replaceState(null, '', '/');
});

it('a back press while the router is being made is followed, not lost', async () => {
  window.history.replaceState(null, '', '/mine');
  window.history.pushState(null, '', '/home?from=reminder');
  const { store } = storeWithFakes();
  mockHolding = true;
  const made = createAppRouter(store);
  // The router has read the address (/home) but does not listen for history yet.
  await letOneStepGo();
  await waitFor(() => expect(mockHeld.length).toBe(1));
  window.history.back();
  await waitFor(() => expect(window.location.pathname).toBe('/mine'));
  mockHolding = false;
  await letOneStepGo();
  const router = await made;
  try {
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'));
    expect(router.state.historyAction).toBe('POP');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    // Forward again: history's count of entries is right, so the press goes back to the reminder's page.
    window.history.forward();
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/home', search: '?from=reminder' }));
  } finally {
    router.dispose();
  }
});
