import { act, render, screen } from '@testing-library/react';
import type { Advert } from '@/api/publicity/types';
import { BannerCarousel } from '@/features/home/components/Banner/Banner';
import { ELDER_ATTRIBUTE, setElderMode } from '@/session/elderMode';

const pic = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const ads: Advert[] = [
  { advertId: 'a', title: '广告一', picUrl: pic, bgColor: '#000' },
  { advertId: 'b', title: '广告二', picUrl: pic, bgColor: '#111' },
];
const active = () => screen.getAllByTestId('banner-dot').findIndex((d) => d.getAttribute('data-active') === 'true');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute(ELDER_ATTRIBUTE);
});

test('长辈模式: the banner never advances by itself, and has no pause button to look for', () => {
  setElderMode(true);
  render(<BannerCarousel adverts={ads} />);
  act(() => jest.advanceTimersByTime(10_000));
  expect(active()).toBe(0);
  expect(screen.queryByRole('button', { name: '暂停轮播' })).not.toBeInTheDocument();
});

test('turned off again, it advances as before', () => {
  setElderMode(true);
  render(<BannerCarousel adverts={ads} />);
  act(() => setElderMode(false));
  act(() => jest.advanceTimersByTime(3000));
  expect(active()).toBe(1);
  expect(screen.getByRole('button', { name: '暂停轮播' })).toBeInTheDocument();
});
