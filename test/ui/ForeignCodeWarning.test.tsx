import { render, screen } from '@testing-library/react';
import { FOREIGN_CODE_WARNING } from '@/lib/scannedLink';
import { MemoryRouter } from 'react-router-dom';
import { ForeignCodeWarning } from '@/ui/ForeignCodeWarning';

test('names the host the code points to, set apart, in an alert that says not to pay and that nothing was paid', () => {
  render(<ForeignCodeWarning host="evil.example.net" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('该二维码指向 evil.example.net，不是本平台的，请勿扫码支付，本次未支付任何费用。如有疑问请联系停车场或充电站工作人员');
  expect(alert.querySelector('strong')).toHaveTextContent(/^evil\.example\.net$/);
});

test('a code that names no host: the warning without one', () => {
  render(<ForeignCodeWarning host="" />);
  expect(screen.getByRole('alert')).toHaveTextContent(FOREIGN_CODE_WARNING);
  expect(screen.getByRole('alert').querySelector('strong')).toBeNull();
});

test('given what was scanned, 核实通知 under it opens the check with that text; without it, no link (the feature draws none twice)', () => {
  const scanned = 'https://evil.example.net/qr?id=1 京A12345';
  const { unmount } = render(
    <MemoryRouter>
      <ForeignCodeWarning host="evil.example.net" scanned={scanned} />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: '核实通知' });
  expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe('/checkNotice');
  expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('text')).toBe(scanned);
  // Not inside the alert: the warning is announced as it is, the way on is a link of its own.
  expect(screen.getByRole('alert')).not.toContainElement(link);
  unmount();
  render(<ForeignCodeWarning host="evil.example.net" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
