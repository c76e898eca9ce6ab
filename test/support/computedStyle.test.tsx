import { fireEvent, screen } from '@testing-library/react';
import { jsdomComputedStyle } from './computedStyle';
import { renderApp } from './renderApp';
import { signInAs } from './session';

/** Every element of the document whose kept answer differs from jsdom's own, with both; empty when all agree. */
function differences() {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const kept = window.getComputedStyle(element).cssText;
    const own = jsdomComputedStyle(element).cssText;
    if (kept !== own) found.push(`<${element.localName}> kept "${kept}", jsdom "${own}"`);
  }
  return found;
}

test('a page\'s every element is answered as jsdom answers it, and again after what its rules read has changed', async () => {
  signInAs('A');
  renderApp('/login');
  const phone = await screen.findByRole('textbox', { name: /手机号/ }, { timeout: 15_000 });
  expect(document.querySelectorAll('*').length).toBeGreaterThan(50);
  expect(differences()).toEqual([]);

  // Asked once (kept), then changed: inherited visibility from an ancestor, `hidden`, a moved node, focus, a type.
  const form = phone.closest('form') ?? document.body.firstElementChild!;
  form.setAttribute('style', 'visibility: hidden');
  expect(window.getComputedStyle(phone).visibility).toBe('hidden');
  form.removeAttribute('style');
  expect(window.getComputedStyle(phone).visibility).toBe('visible');
  const hiding = document.createElement('div');
  hiding.style.visibility = 'collapse';
  document.body.append(hiding);
  hiding.append(form);
  expect(window.getComputedStyle(phone).visibility).toBe('collapse');
  phone.hidden = true;
  expect(window.getComputedStyle(phone).display).toBe('none');
  phone.hidden = false;
  phone.setAttribute('type', 'hidden');
  expect(window.getComputedStyle(phone).display).toBe('none');
  phone.setAttribute('type', 'tel');
  fireEvent.focus(phone);
  phone.focus();
  expect(differences()).toEqual([]);
});

test('a page of figures and a dialog agree too', async () => {
  signInAs('A');
  renderApp('/walletDetail');
  await screen.findByText(/这段时间没有账单|账单明细/, {}, { timeout: 15_000 });
  const dialog = document.createElement('dialog');
  dialog.append(document.createElement('p'));
  document.body.append(dialog);
  expect(window.getComputedStyle(dialog).display).toBe('none');
  dialog.setAttribute('open', '');
  expect(window.getComputedStyle(dialog).display).not.toBe('none');
  expect(differences()).toEqual([]);
});
