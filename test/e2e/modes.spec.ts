import { expect, test, type Locator, type Page } from './test';
import { resetMock, signIn } from './support';

/**
 * The two display modes, made from the same tokens: 长辈模式 (the driver's switch on /mine; body text ≥ 18 px,
 * 48 px controls, nothing wider than the phone at 390 px, kept across a reload) and dark mode (the system's
 * scheme; a dark page, images and QR codes on white).
 */
test.beforeEach(async ({ request }) => resetMock(request));

const px = (page: Page, selector: string, property: string) =>
  page.evaluate(([s, p]) => getComputedStyle(document.querySelector(s as string) as Element).getPropertyValue(p as string), [selector, property]);

async function fitsTheWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(innerWidth);
}

async function heightOf(control: Locator) {
  const box = await control.boundingBox();
  return box?.height ?? 0;
}

/** The relative luminance of a computed rgb()/rgba() colour. */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

test.describe('长辈模式', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('turned on from /mine: large text and controls on every page, nothing wider than the phone, kept after a reload', async ({ page }) => {
    await page.goto('/mine');
    const toggle = page.getByRole('switch', { name: '长辈模式' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(parseFloat(await px(page, 'body', 'font-size'))).toBeLessThan(18);

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-elder', '');
    expect(parseFloat(await px(page, 'body', 'font-size'))).toBeGreaterThanOrEqual(18);
    const entry = page.getByRole('link', { name: '停车记录' });
    expect(parseFloat(await entry.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(18);
    expect(await heightOf(toggle)).toBeGreaterThanOrEqual(48);
    expect(await heightOf(page.getByRole('link', { name: '登录/注册' }))).toBeGreaterThanOrEqual(48);
    await fitsTheWidth(page);

    // The choice is remembered on this phone: a reload opens in 长辈模式 (set before the first paint).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-elder', '');
    await expect(page.getByRole('switch', { name: '长辈模式' })).toHaveAttribute('aria-checked', 'true');

    // Another page, drawn with antd-mobile: its text, inputs and buttons are as large.
    await page.goto('/login');
    const login = page.getByRole('button', { name: '登录', exact: true });
    await expect(login).toBeVisible();
    expect(parseFloat(await px(page, 'body', 'font-size'))).toBeGreaterThanOrEqual(18);
    expect(await heightOf(login)).toBeGreaterThanOrEqual(48);
    expect(parseFloat(await page.getByRole('textbox').first().evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(18);
    await fitsTheWidth(page);

    // The home page: the banner holds still (no pause button: it never moves by itself).
    await page.goto('/home');
    await expect(page.getByRole('region', { name: '广告' })).toBeVisible();
    await expect(page.getByRole('button', { name: '暂停轮播' })).toHaveCount(0);
    await fitsTheWidth(page);
  });

  test('a pay screen says the amount and who is paid in plain large text by the pay button', async ({ page }) => {
    await signIn(page);
    await page.addInitScript(() => window.localStorage.setItem('elderMode', 'on'));
    await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
    const pay = page.getByRole('button', { name: '立即支付' });
    await expect(pay).toBeVisible();
    const sentence = page.getByText(/^支付 \d+\.\d{2} 元给 \S+/);
    await expect(sentence).toBeVisible();
    expect(parseFloat(await sentence.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(18);
    await expect(pay).toHaveAccessibleDescription(/^支付 \d+\.\d{2} 元给 \S+/);
    expect(await heightOf(pay)).toBeGreaterThanOrEqual(48);
    await fitsTheWidth(page);
  });
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the page is dark, the banner image sits on white, and text stays light on it', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '车主服务' })).toBeVisible();
    expect(luminance(await px(page, 'body', 'background-color'))).toBeLessThan(0.05);
    expect(luminance(await px(page, 'body', 'color'))).toBeGreaterThan(0.6);
    // The adverts' carousel (the mock has adverts), on white behind its images.
    const banner = page.getByRole('region', { name: '广告' });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    // With autoplay in the standard mode, its pause button is there.
    await expect(page.getByRole('button', { name: '暂停轮播' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
  });

  test("a merchant's QR code stays black on white", async ({ page }) => {
    await signIn(page, '13600136000');
    await page.goto('/showQRcode?merchantId=M7001&typeId=MT01');
    const qr = page.getByRole('img', { name: /^领券二维码/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(luminance(await px(page, 'body', 'background-color'))).toBeLessThan(0.05);
  });

  test('before any script runs, the first screen is already dark (no light flash) and 长辈模式 already applies', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.addInitScript(() => window.localStorage.setItem('elderMode', 'on'));
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('data-elder', '');
    expect(luminance(await px(page, 'body', 'background-color'))).toBeLessThan(0.05);
    expect(parseFloat(await px(page, 'body', 'font-size'))).toBeGreaterThanOrEqual(18);
  });
});
