import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { warmPages } from '../../../payment/kit';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { beijingMonth, CSV, MAIL, monthDays, serverCsv } from './statementKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/walletDetail']), 60_000);

/** The files the page hands to the browser: each object URL's Blob, and the name the tapped link saves it as. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const saved: { name: string; href: string }[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: jest.fn((b: Blob) => (blobs.push(b), `blob:statement-${blobs.length}`)) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { blobs, saved, restore: () => click.mockRestore() };
}

const exportBar = () => screen.findByRole('region', { name: '导出账单' }, { timeout: 15_000 });

test('in the app shell 导出CSV saves the server\'s file for the range, once however often it is tapped', async () => {
  const files = captureDownloads();
  try {
    const range = monthDays(beijingMonth(backend.clock.now()));
    const expected = await serverCsv({ ...range, kind: 'parking' });
    const appAsked = () => backend.calls.list(CSV, 'GET').slice(1);
    signInAs('A');
    renderApp('/walletDetail?kind=parking', { clientType: 1 });
    const bar = await exportBar();
    const button = within(bar).getByRole('button', { name: '导出CSV' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await within(bar).findByText(`已开始下载 ${expected.fileName}`)).toBeInTheDocument();
    expect(appAsked()).toHaveLength(1);
    expect(appAsked()[0]?.query).toEqual({ ...range, kind: 'parking' });
    expect(files.saved).toEqual([{ name: expected.fileName, href: 'blob:statement-1' }]);
    expect(files.blobs).toHaveLength(1);
    // Byte for byte, the BOM Excel needs included (Blob.text() would drop it).
    expect(Array.from(new Uint8Array(await files.blobs[0]!.arrayBuffer()))).toEqual(Array.from(new TextEncoder().encode(expected.csv)));
    expect(expected.csv.startsWith('\uFEFF')).toBe(true);
    // 发送到邮箱 is offered beside it.
    expect(within(bar).getByRole('button', { name: '发送到邮箱' })).toBeInTheDocument();
  } finally {
    files.restore();
  }
});

test('a CSV the server refuses ends in a message, and no file', async () => {
  const files = captureDownloads();
  try {
    backend.faults.add({ path: CSV, method: 'GET', code: '500', msg: '服务繁忙' });
    signInAs('A');
    renderApp('/walletDetail', { clientType: 1 });
    const bar = await exportBar();
    fireEvent.click(within(bar).getByRole('button', { name: '导出CSV' }));
    expect(await within(bar).findByText('CSV导出失败，请稍后重试')).toBeInTheDocument();
    expect(files.saved).toEqual([]);
  } finally {
    files.restore();
  }
});

test('in WeChat a download cannot be kept: 发送到邮箱 mails the range to the address typed, says where, and remembers it', async () => {
  const range = monthDays(beijingMonth(backend.clock.now()));
  signInAs('A');
  const first = renderApp('/walletDetail'); // the default client type is WeChat's
  const bar = await exportBar();
  expect(within(bar).queryByRole('button', { name: '导出CSV' })).not.toBeInTheDocument();
  expect(within(bar).getByText('当前环境无法保存下载的文件，可将账单发送到邮箱')).toBeInTheDocument();

  fireEvent.click(within(bar).getByRole('button', { name: '发送到邮箱' }));
  const dialog = await screen.findByRole('dialog', { name: '发送账单到邮箱' });
  const email = within(dialog).getByLabelText('邮箱地址');
  fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
  expect(await within(dialog).findByText('请填写接收账单的邮箱')).toBeInTheDocument();
  fireEvent.change(email, { target: { value: 'driver.a＠example.com' } });
  fireEvent.blur(email);
  const send = within(dialog).getByRole('button', { name: '发送' });
  fireEvent.click(send);
  fireEvent.click(send);
  expect(await within(bar).findByText('账单已发送至 dr***@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(backend.calls.list(MAIL, 'POST')).toHaveLength(1);
  expect(backend.calls.list(MAIL, 'POST')[0]?.body).toEqual({ ...range, email: 'driver.a@example.com' });
  expect(backend.db.statementMails).toEqual([expect.objectContaining({ driverId: DRIVER_A, email: 'driver.a@example.com' })]);
  first.unmount();

  // The next time the dialog starts from that address.
  signInAs('A');
  renderApp('/walletDetail');
  fireEvent.click(within(await exportBar()).getByRole('button', { name: '发送到邮箱' }));
  expect(within(await screen.findByRole('dialog')).getByLabelText('邮箱地址')).toHaveValue('driver.a@example.com');
});

test('a mail the server refuses stays in the dialog with its reason', async () => {
  backend.faults.add({ path: MAIL, method: 'POST', code: '500', msg: '邮件服务繁忙' });
  signInAs('A');
  renderApp('/walletDetail', { clientType: 3 });
  fireEvent.click(within(await exportBar()).getByRole('button', { name: '发送到邮箱' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('邮箱地址'), { target: { value: 'a@example.com' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
  expect(await within(dialog).findByText('发送失败：邮件服务繁忙')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
});
