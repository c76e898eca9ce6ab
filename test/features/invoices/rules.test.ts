import fc from 'fast-check';
import type { InvoiceableGroup } from '@/api/invoice/orders.types';
import { safeInvoiceUrl } from '@/payment/invoice/invoiceUrl';
import { maskEmail } from '@/features/invoices/components/maskEmail';
import { invoiceRefusal } from '@/features/invoices/components/invoiceRefusal';
import { readRefs, resolveChoice, splitText, toggleOrders, writeRefs } from '@/features/invoices/components/selection';
import { EMPTY_INVOICE_FORM, liveCreditCodeProblem, titleFields, validateInvoiceForm } from '@/features/invoices/components/titleRules';
import { CREDIT_CODE_CHARS, creditCodeProblem } from '@/lib/creditCode';

const order = (orderNo: string, amountCents: number) => ({
  kind: 'parking' as const, orderNo, kindText: '停车费', title: '王府井百货地下停车场', subTitle: '京A·12345', time: '2026-01-01 10:00:00', amountCents,
});
const groups: InvoiceableGroup[] = [
  { issuerId: 'ISS01', issuerName: '甲公司', taxNo: '', orders: [order('U1', 1500), order('U2', 600)], totalCents: 2100 },
  { issuerId: 'ISS02', issuerName: '乙公司', taxNo: '', orders: [{ ...order('C1', 5930), kind: 'charging' }], totalCents: 5930 },
];

describe('the choice in the URL', () => {
  test('written and read back; junk, unknown kinds and repeats are dropped', () => {
    const refs = [{ kind: 'parking' as const, orderNo: 'U1' }, { kind: 'charging' as const, orderNo: 'C1' }];
    expect(readRefs(writeRefs(refs))).toEqual(refs);
    expect(readRefs('parking:U1,parking:U1,bogus:X,:U2,parking:,topUp:TU9')).toEqual([{ kind: 'parking', orderNo: 'U1' }, { kind: 'topUp', orderNo: 'TU9' }]);
    expect(readRefs(null)).toEqual([]);
  });

  test('resolved against what is invoiceable: total, what is gone', () => {
    expect(resolveChoice(groups, readRefs('parking:U1,parking:U2'))).toMatchObject({ totalCents: 2100, missing: [], parts: [{ issuer: { issuerId: 'ISS01' } }] });
    expect(resolveChoice(groups, readRefs('parking:U1,parking:U9'))).toMatchObject({ totalCents: 1500, missing: [{ orderNo: 'U9' }] });
  });

  test('a choice across issuers splits into one invoice per issuer, in the list\'s order, and says so', () => {
    const choice = resolveChoice(groups, readRefs('charging:C1,parking:U2,parking:U1'));
    expect(choice.parts.map((p) => [p.issuer.issuerId, p.orders.map((o) => o.orderNo), p.totalCents])).toEqual([
      ['ISS01', ['U2', 'U1'], 2100],
      ['ISS02', ['C1'], 5930],
    ]);
    expect(choice.totalCents).toBe(8030);
    expect(splitText(choice.parts)).toBe('将开具2张发票：甲公司 2笔 21.00元；乙公司 1笔 59.30元');
    expect(splitText(resolveChoice(groups, readRefs('parking:U1')).parts)).toBe('将开具1张发票');
  });

  test('any issuer\'s orders join the choice; removing always works', () => {
    const chosen = readRefs('parking:U1');
    expect(toggleOrders(chosen, groups[1]!.orders, true)).toEqual(readRefs('parking:U1,charging:C1'));
    expect(toggleOrders(chosen, groups[0]!.orders, true)).toEqual(readRefs('parking:U1,parking:U2'));
    expect(toggleOrders(chosen, [groups[0]!.orders[0]!], false)).toEqual([]);
  });
});

describe('the credit code while it is typed', () => {
  test.each([
    ['', null],
    ['9111', null],
    ['91AB', '第3位应为数字：第3至8位是登记管理机关行政区划码'],
    ['9111000O', '第8位“O”不是有效字符：只能是数字或除I、O、S、V、Z以外的大写字母'],
    ['91 11-00', null],
    ['91110000802100433', null],
    ['91110000802100433B', null],
    ['91110000802100433A', '校验位（第18位）与前17位不符，请逐位核对'],
    ['911100008021004334B', '统一社会信用代码应为18位，当前为19位'],
  ])('%j → %s', (typed, message) => {
    expect(liveCreditCodeProblem(typed)).toBe(message);
  });

  test('a prefix of a valid code is never scolded, and the whole code agrees with the rule', () => {
    const code = fc.array(fc.constantFrom(...CREDIT_CODE_CHARS), { minLength: 17, maxLength: 17 }).map((cs) => {
      const first = [...cs.slice(0, 2), '1', '1', '0', '1', '0', '5', ...cs.slice(8)].join('');
      for (const c of CREDIT_CODE_CHARS) if (creditCodeProblem(first + c) === null) return first + c;
      return '';
    });
    fc.assert(
      fc.property(code, fc.nat(17), (full, n) => {
        expect(liveCreditCodeProblem(full.slice(0, n))).toBeNull();
        expect(liveCreditCodeProblem(full)).toBeNull();
      }),
    );
  });
});

describe('the form', () => {
  const company = { ...EMPTY_INVOICE_FORM, titleType: 1, name: '北京示例科技有限公司', taxNo: '91110000802100433B', email: 'a@example.com' };
  const problems = (v: typeof company, special = false) => Object.fromEntries(Object.entries(validateInvoiceForm(v, special)).filter(([, m]) => m));

  test('a company with a valid code and an e-mail passes; what is wrong is named', () => {
    expect(problems(company)).toEqual({});
    expect(problems({ ...company, name: ' ', taxNo: '9111', email: 'a@', remark: '字'.repeat(101), phone: 'abc', account: '12' })).toEqual({
      name: '请填写单位名称', taxNo: '统一社会信用代码应为18位，当前为4位', email: '请输入正确的邮箱地址，如name@example.com', remark: '备注不能超过100个字',
      phone: '注册电话格式不正确，如010-65001234', account: '银行账号应为8至30位数字',
    });
    expect(problems({ ...company, name: '公司😀' })).toEqual({ name: '单位名称不能包含表情或<>符号' });
  });

  test('a person needs a name only; a special invoice needs a company and its four details', () => {
    expect(problems({ ...EMPTY_INVOICE_FORM, titleType: 2, name: '张伟', email: 'a@example.com', taxNo: 'junk' })).toEqual({});
    expect(problems(company, true)).toEqual({ address: '请填写注册地址', phone: '请填写注册电话', bank: '请填写开户银行', account: '请填写银行账号' });
    expect(problems({ ...company, titleType: 2 }, true)).toMatchObject({ titleType: '增值税专用发票仅限单位抬头' });
  });

  test('the title sent: a person\'s is the name; a company\'s code normalised and the account digits only', () => {
    expect(titleFields({ ...EMPTY_INVOICE_FORM, titleType: 2, name: ' 张伟 ', taxNo: 'x' })).toEqual({ titleType: 2, name: '张伟' });
    expect(titleFields({ ...company, taxNo: ' 9111 0000-8021 0043 3b', account: '0200 0415-0920', address: ' ' })).toEqual({
      titleType: 1, name: '北京示例科技有限公司', taxNo: '91110000802100433B', address: null, phone: null, bank: null, account: '020004150920',
    });
  });
});

test('an invoice link is opened only when it is ours or https', () => {
  const origin = 'http://localhost:8096';
  expect(safeInvoiceUrl('/__mock/invoice/FP1', origin)).toBe('http://localhost:8096/__mock/invoice/FP1');
  expect(safeInvoiceUrl('http://localhost:8096/x', origin)).toBe('http://localhost:8096/x');
  expect(safeInvoiceUrl('https://fp.example.com/a.pdf', origin)).toBe('https://fp.example.com/a.pdf');
  for (const bad of ['http://evil.example.com/a', 'javascript:alert(1)', 'data:text/html,x', '', null]) expect(safeInvoiceUrl(bad, origin)).toBeNull();
});

test('refusals go where the driver can act on them', () => {
  expect(invoiceRefusal({ code: '400', msg: '请输入正确的邮箱地址，如name@example.com' })).toEqual({ kind: 'field', field: 'email', msg: '请输入正确的邮箱地址，如name@example.com' });
  expect(invoiceRefusal({ code: '400', msg: '校验位（第18位）与前17位不符，请逐位核对' })).toMatchObject({ field: 'taxNo' });
  expect(invoiceRefusal({ code: '0xd08510003', msg: '所选订单属于不同开票方' })).toMatchObject({ kind: 'orders' });
  expect(invoiceRefusal({ code: '0xd08510007', msg: '最多保存10个抬头' })).toMatchObject({ kind: 'form' });
  expect(invoiceRefusal({ code: '401', msg: 'x', handled: true })).toBeNull();
});

test('self-service shows an address masked', () => {
  expect(maskEmail('zhangwei@example.com')).toBe('zh****@example.com');
  expect(maskEmail('a@b.cn')).toBe('a****@b.cn');
  expect(maskEmail(null)).toBe('您的邮箱');
});
