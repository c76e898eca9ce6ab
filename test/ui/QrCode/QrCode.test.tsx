import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { QrCode } from '@/ui/QrCode/QrCode';

test('the code is an image of an SVG made in the page, named for screen readers', () => {
  render(<QrCode value="https://app.example.com/scanQRCode?code=MC12345678" label="领券二维码" size={180} />);
  const img = screen.getByRole('img', { name: '领券二维码' });
  expect(img).toHaveAttribute('width', '180');
  const src = img.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  expect(svg).toMatch(/^<svg[^>]*>/);
  expect(svg).not.toMatch(/<script|href=|url\(/i);
});

test('each code draws its own matrix: two claim links, two different codes', () => {
  const a = encode('https://app.example.com/scanQRCode?code=MC12345678', { ecc: 'M' });
  const b = encode('https://app.example.com/scanQRCode?code=MC87654321', { ecc: 'M' });
  expect(a.size).toBe(b.size);
  expect(a.data.flat().join('')).not.toBe(b.data.flat().join(''));
  render(<QrCode value="A" label="一" />);
  render(<QrCode value="B" label="二" />);
  expect(screen.getByRole('img', { name: '一' }).getAttribute('src')).not.toBe(screen.getByRole('img', { name: '二' }).getAttribute('src'));
});
