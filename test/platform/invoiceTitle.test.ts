import { createPlatform } from '@/platform';
import { ALIPAY_CHOOSE_INVOICE_TITLE, alipayInvoiceTitle } from '@/platform/alipay';
import type { HostInvoiceTitle } from '@/platform/types';
import type { JsapiSignature } from '@/platform/wechat';
import { installFakeAlipay, installFakeAppShell, installFakeWechat, removeBridges, restoreUserAgent, setUserAgent, userAgents } from '../support/bridges';

/**
 * The host's invoice-title picker as the forms reach it: through createPlatform (the entry's wrapper, which loads the
 * host's chunk on the first call), over the fake bridges of test/support/bridges.ts.
 */

afterEach(() => {
  removeBridges(window);
  restoreUserAgent(window);
});

const sign = async (): Promise<JsapiSignature> => ({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
const FAILED = '无法获取抬头，请手动填写';
const GOOD_CODE = '91110000802100433B';

const COMPANY: HostInvoiceTitle = {
  titleType: 1, name: '北京示例科技有限公司', taxNo: GOOD_CODE, address: '北京市朝阳区示例路1号', phone: '010-12345678', bank: '中国银行北京分行', account: '1234567890',
};

/** An Alipay title as its open API's InvoiceTitleModel writes it (snake_case). */
const ALIPAY_COMPANY = {
  title_name: '北京示例科技有限公司', title_type: 'CORPORATION', tax_register_no: '91110000802100433b', user_address: '北京市朝阳区示例路1号',
  user_mobile: '010-12345678', tele_phone_no: '13800138000', open_bank_name: '中国银行北京分行', open_bank_account: '1234567890', is_default: true,
};

function wechat(invoiceTitle?: { err_msg: string; choose_invoice_title_info?: string }) {
  setUserAgent(window, userAgents.androidWechat);
  const fake = installFakeWechat(window, invoiceTitle ? { invoiceTitle } : {});
  return { fake, platform: createPlatform(2, window, { sign }) };
}

function alipay(answer: Record<string, unknown>) {
  setUserAgent(window, userAgents.androidAlipay);
  const fake = installFakeAlipay(window, { answers: { [ALIPAY_CHOOSE_INVOICE_TITLE]: answer } });
  return { fake, platform: createPlatform(3, window) };
}

test("WeChat: WeixinJSBridge's chooseInvoiceTitle, its JSON answer in the app's shape, no SDK needed", async () => {
  const info = JSON.stringify({
    type: '0', title: COMPANY.name, taxNumber: COMPANY.taxNo, companyAddress: COMPANY.address, telephone: COMPANY.phone, bankName: COMPANY.bank, bankAccount: COMPANY.account,
  });
  const { fake, platform } = wechat({ err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: info });
  await expect(platform.chooseInvoiceTitle?.()).resolves.toEqual(COMPANY);
  expect(fake.invokes).toEqual([{ name: 'chooseInvoiceTitle', params: { scene: '1' } }]);
  expect(fake.configCalls).toHaveLength(0);
});

test('Alipay: one bridge call, its title model mapped onto the same shape (the private mobile is not the company phone)', async () => {
  const { fake, platform } = alipay(ALIPAY_COMPANY);
  await expect(platform.chooseInvoiceTitle?.()).resolves.toEqual(COMPANY);
  expect(fake.calls).toEqual([{ name: ALIPAY_CHOOSE_INVOICE_TITLE, params: {} }]);
});

test.each([
  ['snake_case PERSONAL', { title_type: 'PERSONAL', title_name: ' 李雷 ' }, { titleType: 2, name: '李雷' }],
  ['camelCase CORPORATION', { titleType: 'CORPORATION', titleName: '示例公司', taxRegisterNo: GOOD_CODE }, { titleType: 1, name: '示例公司', taxNo: GOOD_CODE }],
  ['no type, a tax number: a company', { title_name: '示例公司', tax_register_no: GOOD_CODE }, { titleType: 1 }],
  ['no type, no tax number: a person', { title_name: '韩梅梅' }, { titleType: 2, taxNo: '' }],
  ['PERSONAL with a stray tax number stays a person', { title_type: 'personal', title_name: '李雷', tax_register_no: GOOD_CODE }, { titleType: 2 }],
])("Alipay's answer, %s", (_name, answer, expected) => {
  expect(alipayInvoiceTitle(answer)).toMatchObject(expected);
});

test('an Alipay answer without a name is no title', () => {
  expect(alipayInvoiceTitle({ title_type: 'CORPORATION', tax_register_no: GOOD_CODE })).toBeNull();
  expect(alipayInvoiceTitle({ title_name: '   ' })).toBeNull();
  expect(alipayInvoiceTitle(undefined)).toBeNull();
});

test('a cancel rejects as cancelled, in both hosts', async () => {
  await expect(wechat({ err_msg: 'chooseInvoiceTitle:cancel' }).platform.chooseInvoiceTitle?.()).rejects.toMatchObject({ reason: 'cancelled' });
  removeBridges(window);
  await expect(alipay({ error: 10, errorMessage: '用户取消' }).platform.chooseInvoiceTitle?.()).rejects.toMatchObject({ reason: 'cancelled' });
});

test.each([
  ['WeChat fails', 'failed', () => wechat({ err_msg: 'chooseInvoiceTitle:fail' })],
  ['WeChat answers no title', 'failed', () => wechat({ err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: '{}' })],
  ['Alipay refuses the page the API', 'denied', () => alipay({ error: 4, errorMessage: '无权调用' })],
  ['Alipay has no such API', 'failed', () => alipay({ error: 1, errorMessage: '接口不存在' })],
  ['Alipay answers no title', 'failed', () => alipay({})],
])('%s: rejects as %s, saying the driver should type it', async (_name, reason, host) => {
  await expect(host().platform.chooseInvoiceTitle?.()).rejects.toMatchObject({ reason, message: FAILED });
});

test('the plain browser and the app shell have no picker (the forms show no button)', () => {
  setUserAgent(window, userAgents.androidChrome);
  expect(createPlatform(2, window).kind).toBe('browser');
  expect(createPlatform(2, window).chooseInvoiceTitle).toBeUndefined();
  expect(createPlatform(3, window).chooseInvoiceTitle).toBeUndefined();
  installFakeAppShell(window);
  expect(createPlatform(1, window).kind).toBe('app');
  expect(createPlatform(1, window).chooseInvoiceTitle).toBeUndefined();
});
