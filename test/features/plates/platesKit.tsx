import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DialogOptions } from '@/ui/feedback/types';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

// The first lazy page of a file compiles on a shared 2-core machine: give it longer than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

export const user = userEvent.setup({ delay: null });

/** Opens a plates page as driver A (or a visitor, or B), with the dialog answer the test wants. */
export function openAs(url: string, options: { as?: 'A' | 'B' | null; clientType?: 1 | 2 | 3; answer?: (d: DialogOptions) => string | null } = {}) {
  if (options.as !== null) signInAs(options.as ?? 'A');
  return renderApp(url, { clientType: options.clientType, answer: options.answer });
}

const kb = () => within(screen.getByRole('group', { name: '车牌键盘' }));

/** Types a plate with the on-screen keyboard, one key per cell ('WJ' and '应急' are one key; they live on the special board). */
export async function typePlate(keys: string[]) {
  await user.click(screen.getByLabelText(/^车牌第1位/));
  for (const k of keys) {
    const special = ['WJ', '港', '澳', '学', '警', '挂', '应急'].includes(k);
    if (special) await user.click(screen.getByRole('button', { name: '特殊车牌键盘' }));
    await user.click(kb().getByRole('button', { name: special ? new RegExp(`^${k} `) : k }));
  }
}

export const chars = (plate: string) => Array.from(plate);

/** The kit's loading state (a skeleton with a status line for screen readers) saying `text`. */
export async function findLoading(text: string) {
  const line = await screen.findByText(text);
  expect(line.closest('[role="status"][aria-busy="true"]')).not.toBeNull();
  return line;
}

export function search(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
