import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from '@/features/home/components/Banner/Banner';
import type { Advert } from '@/api/publicity/types';

const ads: Advert[] = [
  { advertId: 'a', title: '广告一', picUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', advertUrl: 'https://example.com/a', bgColor: '#000' },
  { advertId: 'b', title: '广告二', picUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', bgColor: '#111' },
  { advertId: 'c', title: '广告三', picUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', advertUrl: 'javascript:alert(1)', bgColor: '#222' },
];

const active = () => screen.getAllByTestId('banner-dot').findIndex((d) => d.getAttribute('data-active') === 'true');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('advances every 3000 ms and wraps around', () => {
  render(<BannerCarousel adverts={ads} />);
  expect(active()).toBe(0);
  act(() => jest.advanceTimersByTime(2999));
  expect(active()).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(active()).toBe(1);
  act(() => jest.advanceTimersByTime(6000));
  expect(active()).toBe(0);
});

test('pauses while touched, resumes after', () => {
  render(<BannerCarousel adverts={ads} />);
  const region = screen.getByRole('region', { name: '广告' });
  fireEvent.touchStart(region);
  act(() => jest.advanceTimersByTime(9000));
  expect(active()).toBe(0);
  fireEvent.touchEnd(region);
  act(() => jest.advanceTimersByTime(3000));
  expect(active()).toBe(1);
});

test('only http(s) advertUrls become links', () => {
  render(<BannerCarousel adverts={ads} />);
  expect(screen.getByRole('img', { name: '广告一' }).closest('a')).toHaveAttribute('href', 'https://example.com/a');
  expect(screen.getByRole('img', { name: '广告二', hidden: true }).closest('a')).toBeNull();
  expect(screen.getByRole('img', { name: '广告三', hidden: true }).closest('a')).toBeNull();
});

test('a single advert does not move and has no dots', () => {
  render(<BannerCarousel adverts={ads.slice(0, 1)} />);
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
});
