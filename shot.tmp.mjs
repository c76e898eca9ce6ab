import { chromium } from '@playwright/test';
const base = 'http://localhost:4191';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.request.post(base + '/__mock/reset');
const login = async (phone) => {
  const res = await page.request.post(base + '/api/auth/v2/api/driver/login', { data: { phone, password: 'Driver@2026' } });
  const b = await res.json();
  await ctx.addCookies([{ name: 'token', value: b.data.token, domain: 'localhost', path: '/' }, { name: 'refreshToken', value: b.data.refreshToken, domain: 'localhost', path: '/' }]);
  return b.data.token;
};
const tokenA = await login('13800138000');
const h = { Authorization: tokenA, ClientType: '2' };
await page.request.post(base + '/api/driver/v2/api/withholding/contracts', { headers: h, data: { plateId: 'PL1', channel: 3 } });
const shots = [
  ['/scanPayPage?parkId=P1001&laneCode=E1', 'cover'],
  ['/walletDetail', 'statement'],
  ['/disputes', 'disputes'],
];
for (const [url, name] of shots) {
  await page.goto(base + url); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
}
await page.goto(base + '/walletDetail'); await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/shot-statement-full.png', fullPage: true });
const s = await (await page.request.get(base + '/__mock/clock')).json();
const d = new Date(s.data.now + 8*3600000); const ym = d.toISOString().slice(0,7);
await page.goto(base + `/walletStatementPrint?from=${ym}-01&to=${ym}-28`); await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/shot-print.png', fullPage: false });
await browser.close();
