import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { CodeEntry, type CodeEntryProps } from '@/ui/CodeEntry';
import { fakePlatform } from '../support/fakes';

const TEXTS = { intro: '扫描海报上的二维码领券', scan: '扫码领券', unrecognised: '无法识别的二维码', placeholder: '例如 ABC123', submit: '领取', submitting: '领取中…' };

type Props = Partial<CodeEntryProps<string>>;

function show(props: Props = {}, scan: string | Error = 'GOOD2026') {
  const platform = fakePlatform(2);
  platform.answers.scan = scan;
  const onCode = jest.fn();
  const onScan = jest.fn();
  // In the app's router, as every page is: the warning's 核实通知 is a link.
  render(
    <MemoryRouter>
      <PlatformProvider platform={platform}>
        <CodeEntry
          initialCode=""
          texts={TEXTS}
          codeKind="coupon"
          normalise={(typed) => typed.trim().toUpperCase()}
          codeError={(code) => (/^[A-Z0-9]{4,32}$/.test(code) ? null : '请输入4到32位字母或数字的券码')}
          onCode={onCode}
          readScan={(scanned) => (/^[A-Za-z0-9]{4,32}$/.test(scanned) ? scanned.toUpperCase() : null)}
          onScan={onScan}
          {...props}
        />
      </PlatformProvider>
    </MemoryRouter>,
  );
  return { platform, onCode, onScan };
}

const field = () => screen.getByRole('textbox', { name: '券码' });

test('a typed code is kept to letters and digits, checked, and handed on in capitals', async () => {
  const { onCode } = show();
  expect(screen.getByText(TEXTS.intro)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: '或输入券码' })).toBeInTheDocument();
  await userEvent.type(field(), 'ab-');
  await userEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(await screen.findByText('请输入4到32位字母或数字的券码')).toBeInTheDocument();
  expect(onCode).not.toHaveBeenCalled();
  await userEvent.type(field(), 'c 12');
  expect(field()).toHaveValue('abc12');
  await userEvent.click(screen.getByRole('button', { name: '领取' }));
  expect(onCode).toHaveBeenCalledWith('ABC12');
});

test('a link fills the field; the driver still submits', () => {
  const { onCode } = show({ initialCode: 'CHG2026' });
  expect(field()).toHaveValue('CHG2026');
  expect(onCode).not.toHaveBeenCalled();
});

test('a scan the feature reads goes to it; nothing is typed', async () => {
  const { onScan, onCode } = show();
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  expect(onScan).toHaveBeenCalledWith('GOOD2026');
  expect(onCode).not.toHaveBeenCalled();
});

test('another platform’s code gets the do-not-pay warning naming its host, on the page past a toast’s 3 s, until the driver types', async () => {
  const { onScan, onCode } = show({}, 'https://evil.example.net/coupon?code=GOOD2026');
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent('该二维码指向 evil.example.net，不是本平台的，请勿扫码支付，本次未支付任何费用');
  // The way to check what was scanned, with its text, under the warning.
  expect(screen.getByRole('link', { name: '核实通知' })).toHaveAttribute('href', `/checkNotice?text=${encodeURIComponent('https://evil.example.net/coupon?code=GOOD2026')}`);
  jest.useFakeTimers();
  act(() => jest.advanceTimersByTime(5_000));
  jest.useRealTimers();
  expect(screen.getByRole('alert')).toBe(warning);
  expect(warning).toBeVisible();
  expect(onScan).not.toHaveBeenCalled();
  expect(onCode).not.toHaveBeenCalled();
  await userEvent.type(field(), 'A');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '核实通知' })).not.toBeInTheDocument();
});

test('a scan again replaces the warning: an unknown code gets the feature’s words', async () => {
  const { onScan, platform } = show({}, 'evil.net/coupon?code=GOOD2026');
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('该二维码指向 evil.net，不是本平台的');
  platform.answers.scan = '京A 12345';
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('无法识别的二维码');
  expect(screen.queryByText(/不是本平台的/)).not.toBeInTheDocument();
  expect(onScan).not.toHaveBeenCalled();
});

test('a cancelled scan says nothing; a failed one says why', async () => {
  const { platform } = show({}, new PlatformError('已取消扫码', 'cancelled'));
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  platform.answers.scan = new PlatformError('', 'failed');
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('扫码失败，请手动输入券码');
});

test('while the feature works both buttons wait; its message shows and a new scan clears it', async () => {
  function Kept({ pending }: { pending: boolean }) {
    const [error, setError] = useState<string | null>('网络不可用');
    return <Inner pending={pending} error={error} onError={setError} />;
  }
  function Inner(p: Props) {
    return (
      <CodeEntry
        initialCode=""
        texts={TEXTS}
        codeKind="coupon"
        normalise={(t) => t}
        codeError={() => null}
        onCode={() => undefined}
        readScan={() => null}
        onScan={() => undefined}
        {...p}
      />
    );
  }
  const platform = fakePlatform(2);
  platform.answers.scan = new PlatformError('已取消扫码', 'cancelled');
  const { rerender } = render(
    <PlatformProvider platform={platform}>
      <Kept pending />
    </PlatformProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('网络不可用');
  expect(screen.getByRole('button', { name: '扫码领券' })).toBeDisabled();
  expect(screen.getByRole('button', { name: /领取中/ })).toBeDisabled();
  rerender(
    <PlatformProvider platform={platform}>
      <Kept pending={false} />
    </PlatformProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '扫码领券' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
