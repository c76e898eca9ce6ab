import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ELDER_ATTRIBUTE } from '@/session/elderMode';
import { readStored } from '@/session/storage';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

const html = () => document.documentElement;

async function openMine(as?: 'A') {
  if (as) signInAs(as);
  const view = renderApp('/mine');
  await screen.findByRole('heading', { name: '我的', level: 1 }, { timeout: 5000 });
  return { ...view, toggle: await screen.findByRole('switch', { name: '长辈模式' }) };
}

afterEach(() => html().removeAttribute(ELDER_ATTRIBUTE));

test('a visitor reaches the 长辈模式 switch by keyboard and turns it on for the whole app, remembered on the phone', async () => {
  const { toggle } = await openMine();
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toHaveAccessibleDescription(/字更大/);
  expect(html()).not.toHaveAttribute(ELDER_ATTRIBUTE);

  const user = userEvent.setup();
  for (let i = 0; i < 80 && document.activeElement !== toggle; i++) await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(html()).toHaveAttribute(ELDER_ATTRIBUTE);
  expect(readStored('elderMode')).toBe('on');

  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(html()).not.toHaveAttribute(ELDER_ATTRIBUTE);
  expect(readStored('elderMode')).toBe('off');
});

test('a driver sees it too, and a tap flips it', async () => {
  const { toggle } = await openMine('A');
  await userEvent.click(toggle);
  expect(toggle).toBeChecked();
  expect(html()).toHaveAttribute(ELDER_ATTRIBUTE);
});

test("on from the host's large text (no choice yet): the switch says so, and the driver's off wins from then on", async () => {
  // What index.html does before the first paint when the host's text is large and the driver never chose.
  html().setAttribute(ELDER_ATTRIBUTE, '');
  const { toggle } = await openMine();
  expect(toggle).toBeChecked();
  expect(readStored('elderMode')).toBeUndefined();
  await userEvent.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(readStored('elderMode')).toBe('off');
});

test('turned on from anywhere in the app, the switch follows', async () => {
  const { toggle } = await openMine();
  const { setElderMode } = await import('@/session/elderMode');
  act(() => setElderMode(true));
  expect(toggle).toBeChecked();
});
