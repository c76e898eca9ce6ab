import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DialogOptions } from '@/ui/feedback/types';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';

// The first lazy page of a file compiles on a shared 2-core machine: give it longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export const user = userEvent.setup({ delay: null });

/** Opens a page as driver A (or B, or a visitor), with the dialog answer the test wants. */
export function openAs(url: string, options: { as?: 'A' | 'B' | null; answer?: (d: DialogOptions) => string | null } = {}) {
  if (options.as !== null) signInAs(options.as ?? 'A');
  return renderApp(url, { answer: options.answer });
}

/** The page's h1, waited for long enough for the first compile of its chunk. */
export function findHeading(name: string) {
  return screen.findByRole('heading', { name, level: 1 }, { timeout: 15000 });
}

/** The kit's loading state (a skeleton with a status line for screen readers) saying `text`. */
export async function findLoading(text: string) {
  const line = await screen.findByText(text);
  expect(line.closest('[role="status"][aria-busy="true"]')).not.toBeNull();
  return line;
}
