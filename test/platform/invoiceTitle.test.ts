import { createPlatform } from '@/platform';
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

function wechat(invoiceTitle?: { err_msg: string; choose_invoice_title_info?: string }) {
  setUserAgent(window, userAgents.androidWechat);
  const fake = installFakeWechat(window, invoiceTitle ? { invoiceTitle } : {});
  return { fake, platform: createPlatform(2, window, { sign }) };
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

test('a cancel rejects as cancelled', async () => {
  await expect(wechat({ err_msg: 'chooseInvoiceTitle:cancel' }).platform.chooseInvoiceTitle?.()).rejects.toMatchObject({ reason: 'cancelled' });
});

test.each([
  ['WeChat fails', 'failed', () => wechat({ err_msg: 'chooseInvoiceTitle:fail' })],
  ['WeChat answers no title', 'failed', () => wechat({ err_msg: 'chooseInvoiceTitle:ok', choose_invoice_title_info: '{}' })],
])('%s: rejects as %s, saying the driver should type it', async (_name, reason, host) => {
  await expect(host().platform.chooseInvoiceTitle?.()).rejects.toMatchObject({ reason, message: FAILED });
});

test('Alipay gives a page no titles: inside Alipay, as in a plain browser and the app shell, there is no picker (the forms show no button)', () => {
  setUserAgent(window, userAgents.androidAlipay);
  const alipay = installFakeAlipay(window);
  expect(createPlatform(3, window).kind).toBe('alipay');
  expect(createPlatform(3, window).chooseInvoiceTitle).toBeUndefined();
  expect(alipay.calls).toEqual([]);
  removeBridges(window);

  setUserAgent(window, userAgents.androidChrome);
  expect(createPlatform(2, window).kind).toBe('browser');
  expect(createPlatform(2, window).chooseInvoiceTitle).toBeUndefined();
  expect(createPlatform(3, window).chooseInvoiceTitle).toBeUndefined();
  installFakeAppShell(window);
  expect(createPlatform(1, window).kind).toBe('app');
  expect(createPlatform(1, window).chooseInvoiceTitle).toBeUndefined();
});
