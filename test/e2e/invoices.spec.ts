import { expect, test, type APIRequestContext } from './test';
import { resetMock, signIn } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

const advance = (request: APIRequestContext, ms: number) => request.post('/__mock/clock', { data: { advanceMs: ms } });

/**
 * The journey: driver A chooses two parking orders of one issuer (U20005 and U20006), asks for one invoice
 * with a company title (the credit code checked as it is typed), and follows the record: 开票中, then 已开票 once the
 * mock's clock has moved 5 minutes on (the records page asks again every 30 s), the orders it covers, and the
 * invoice itself.
 */
test('driver A invoices two orders with a company title and sees the record reach 已开票', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  await signIn(page);

  await page.goto('/invoiceManage');
  await page.getByRole('link', { name: '去开票' }).click();
  await expect(page.getByRole('heading', { name: '选择开票订单', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: /U20005/ }).check();
  await page.getByRole('checkbox', { name: /U20006/ }).check();
  // The pinned bar: 下一步 and the live total beside it.
  await expect(page.getByRole('button', { name: '下一步' }).locator('..')).toContainText('已选 2 笔 合计 21.00元');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { name: '开具发票', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '开票订单' })).toContainText('共 2 笔订单');
  await page.getByRole('radio', { name: '单位' }).check();
  await page.getByLabel('单位名称').fill('北京示例科技有限公司');
  const code = page.getByLabel('统一社会信用代码（税号）');
  await code.fill('91110000802100433A');
  await expect(page.getByText('校验位（第18位）与前17位不符，请逐位核对')).toBeVisible();
  await code.fill('91110000802100433B');
  await expect(page.getByText('校验位（第18位）与前17位不符，请逐位核对')).toBeHidden();
  await page.getByLabel('接收邮箱').fill('finance@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page.getByRole('heading', { name: '开票申请已提交' })).toBeVisible();
  await expect(page).toHaveURL(/\/makeInvoiceSuccess\?invoiceNo=FP/);
  const invoiceNo = new URL(page.url()).searchParams.get('invoiceNo') ?? '';

  await page.goto('/invoiceRecord');
  const record = page.getByRole('listitem').filter({ hasText: invoiceNo });
  await expect(record).toContainText('开票中');
  await expect(record).toContainText('北京示例科技有限公司');
  await expect(record).toContainText('21.00元');

  // The tax platform answers 5 minutes later on the mock's clock; the list asks again within 30 s.
  await advance(request, 5 * 60_000);
  await expect(record).toContainText('已开票', { timeout: 45_000 });

  await record.getByRole('link').click();
  await expect(page.getByRole('region', { name: '开票状态' })).toContainText('发票已开具，并已发送至finance@example.com');
  await page.getByRole('link', { name: /开票订单/ }).click();
  const orders = page.getByRole('list', { name: '开票订单' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText('U20005');
  await expect(orders.nth(1)).toContainText('U20006');

  await page.goBack();
  await page.getByRole('link', { name: '查看发票' }).click();
  await page.getByRole('link', { name: '打开电子发票' }).click();
  await expect(page).toHaveURL(new RegExp(`/__mock/invoice/${invoiceNo}$`));
  await expect(page.locator('body')).toContainText('北京示例科技有限公司');
  await expect(page.locator('body')).toContainText('91110000802100433B');
  await expect(page.locator('body')).toContainText('¥21.00');
});
