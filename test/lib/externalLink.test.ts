import { externalUrl } from '@/lib/externalLink';

test('only http(s) addresses leave the app', () => {
  expect(externalUrl('https://www.example.com/news/1')).toBe('https://www.example.com/news/1');
  expect(externalUrl('http://example.com')).toBe('http://example.com/');
  for (const bad of ['javascript:alert(1)', 'data:text/html,<p>x</p>', 'mailto:a@b.cn', '', null, undefined]) expect(externalUrl(bad)).toBeNull();
});

test('a relative address counts only when read from the page', () => {
  expect(externalUrl('/activity/newcomer')).toBeNull();
  expect(externalUrl('/activity/newcomer', { fromPage: true })).toBe(new URL('/activity/newcomer', window.location.href).href);
  expect(externalUrl('javascript:alert(1)', { fromPage: true })).toBeNull();
});
