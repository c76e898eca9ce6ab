import { expect, test } from './test';
import { bridgeCalls, wechatBridgeScript } from './bridges';
import { expectCleanInEveryMode } from './axeWalk';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

const BILL = '/payPage?uniqueId=U20001&parkId=P1001';

test('a visitor pays 京A12345 by plate in a plain browser, no account: the cashier, the receipt kept, the owner sees it paid', async ({ page }) => {
  await page.goto(BILL);
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('30.00元');
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await expect(page.getByRole('link', { name: '登录后支付' })).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  await expect(page.getByText('¥30.00')).toBeVisible();
  await page.getByRole('button', { name: '支付' }).click();

  await expect(page).toHaveURL(/\/visitorReceipt\?payOrderId=\w+&payToken=[0-9a-f]{32}/);
  await expect(page.getByRole('heading', { name: '已支付' })).toBeVisible();
  const details = page.getByRole('region', { name: '支付详情' });
  await expect(details).toContainText('30.00元');
  await expect(details).toContainText('京A·12345');
  await expect(details).toContainText('王府井百货地下停车场');
  await expect(details).toContainText('U20001');
  await expect(page.getByRole('link', { name: '注册/登录后可在账户中保存此记录' })).toBeVisible();

  // The receipt link again: the server answers for its token.
  await page.reload();
  await expect(page.getByRole('heading', { name: '已支付' })).toBeVisible();
  const receiptUrl = page.url();
  await page.goto(BILL);
  await expect(page.getByRole('heading', { name: '该账单已支付' })).toBeVisible();
  await page.getByRole('link', { name: '查看本机保存的支付凭证' }).click();
  await expect(page).toHaveURL(receiptUrl);

  // The driver who owns the plate sees the bill paid.
  await signIn(page);
  await page.goto(BILL);
  await expect(page.getByRole('heading', { name: '该账单已支付' })).toBeVisible();
});

test('a visitor in WeChat pays with WeChat\'s own pay; the receipt waits for the server, not the bridge', async ({ page }) => {
  await page.addInitScript(wechatBridgeScript({ payErrMsg: 'get_brand_wcpay_request:ok' }));
  await page.goto(BILL);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/visitorReceipt\?payOrderId=\w+&payToken=[0-9a-f]{32}/);
  await expect(page.getByRole('heading', { name: '正在确认支付结果…' })).toBeVisible();
  expect(await bridgeCalls(page)).toContainEqual(expect.objectContaining({ api: 'getBrandWCPayRequest' }));
  const payOrderId = new URL(page.url()).searchParams.get('payOrderId');
  await page.request.post(`/__mock/payments/${payOrderId}`, { data: { state: 'paid' } });
  await expect(page.getByRole('heading', { name: '已支付' })).toBeVisible({ timeout: 15_000 });
});

test('a visitor scans the exit lane in a plain browser: the car, its fee, the cashier, the barrier opens, and the receipt is found again from 我的', async ({ page }) => {
  const lane = '/scanPayPage?parkId=P1001&laneCode=E1';
  await page.goto(lane);
  // Nothing asked on the way: no sign-in page, the lane and its car at once.
  await expect(page.getByText('王府井百货地下停车场 · 出口1号车道')).toBeVisible();
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('京A·12345');
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('30.00元');
  await expect(page.getByRole('link', { name: '开通无感支付' })).toBeVisible();
  await expect(page).toHaveURL(lane);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/__mock\/cashier\?/);
  await page.getByRole('button', { name: '支付' }).click();

  await expect(page).toHaveURL(/\/BarrierRslt\?payOrderId=\w+&payToken=[0-9a-f]{32}/);
  await expect(page.getByRole('heading', { name: '道闸已开启' })).toBeVisible();
  // The server agrees: the order carries the lane and the barrier opened for it.
  const payOrderId = new URL(page.url()).searchParams.get('payOrderId');
  const sent = (await (await page.request.get('/__mock/calls?path=/charge/v2/api/visitorPay/orders&method=POST')).json()) as { data: { body: Record<string, unknown> }[] };
  expect(sent.data.at(-1)?.body).toMatchObject({ uniqueId: 'U20001', plateNo: '京A12345', laneCode: 'E1' });
  expect(payOrderId).toBeTruthy();

  await page.goto('/mine');
  await page.getByText('本机支付凭证').click();
  await page.getByText('京A·12345').click();
  await expect(page.getByRole('heading', { name: '已支付' })).toBeVisible();
});

test('a visitor pays at P1001\'s exit lane and gets the invoice by email from the result, with no account: the server holds one, a second tap issues none', async ({ page }) => {
  await page.goto('/scanPayPage?parkId=P1001&laneCode=E1');
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '支付' }).click();
  await expect(page.getByRole('heading', { name: '道闸已开启' })).toBeVisible();
  const result = page.url();

  // Tap 1: 开具电子发票, with the plate and order filled in.
  const block = page.getByRole('region', { name: '电子发票' });
  await block.getByRole('link', { name: '开具电子发票' }).click();
  await expect(page).toHaveURL(/\/makeInvoiceBySelf\?plateNo=%E4%BA%ACA12345&orderNo=U20001$/);
  await expect(page.getByRole('region', { name: '开票订单' })).toContainText('30.00元');
  // Tap 2: 个人; then the name and the address typed; tap 3, twice over: 提交开票申请.
  await page.getByRole('radio', { name: '个人' }).check();
  await page.getByRole('textbox', { name: '个人名称' }).fill('韩梅梅');
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('meimei@example.com');
  await page.getByRole('button', { name: '提交开票申请' }).dblclick();
  await expect(page.getByRole('region', { name: '开票进度' })).toContainText('开票中');

  // The server: one request, no token, and the order's one invoice.
  const calls = (await (await page.request.get('/__mock/calls?path=/invoice/v2/api/selfService/invoices&method=POST')).json()) as { data: { body: Record<string, unknown>; headers: Record<string, string> }[] };
  expect(calls.data).toHaveLength(1);
  expect(calls.data[0]?.body).toMatchObject({ plateNo: '京A12345', orderNo: 'U20001', title: { titleType: 2, name: '韩梅梅' }, email: 'meimei@example.com' });
  expect(calls.data[0]?.headers.authorization ?? '').toBe('');
  const held = (await (await page.request.get(`/api/invoice/v2/api/selfService/order?plateNo=${encodeURIComponent('京A12345')}&orderNo=U20001`)).json()) as { data: { invoice: { invoiceNo: string } | null } };
  const invoiceNo = held.data.invoice?.invoiceNo;
  expect(invoiceNo).toMatch(/^FP/);

  // Asked again (another phone, a retry): the same invoice.
  const again = (await (await page.request.post('/api/invoice/v2/api/selfService/invoices', { data: { plateNo: '京A12345', orderNo: 'U20001', invoiceType: 1, title: { titleType: 2, name: '李雷' }, email: 'li@example.com' } })).json()) as { data: { invoiceNo: string } };
  expect(again.data.invoiceNo).toBe(invoiceNo);

  // Back at the result: the invoice's state and number where the offer was.
  await page.goto(result);
  await expect(block).toContainText(`申请编号 ${invoiceNo}`);
  await expect(block).toContainText('开票中');
  await expect(block.getByRole('link', { name: '开具电子发票' })).toHaveCount(0);
  // The result with its invoice, as a driver reads it in each mode (no seeded page shows an invoiced payment).
  await expectCleanInEveryMode(page, 'the exit lane\'s result with its invoice');
});
