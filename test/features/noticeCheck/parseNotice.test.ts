import { hostOf, parseNotice, readAmount, readPlate, yuanToCents } from '@/features/noticeCheck/parseNotice';

describe('parseNotice reads what a notice says', () => {
  test.each([
    [
      '【某某停车】您的车辆京A12345于2019年08月在朝阳路路侧停车欠费 86.00 元，请于3日内点击 http://tcjf-pay.cc/x 缴纳，逾期将上报征信。',
      { plateNo: '京A12345', amountCents: 8600, place: '朝阳路', links: ['http://tcjf-pay.cc/x'] },
    ],
    [
      '违停告知单 编号：WT88120931 车牌：京A·12345 地点：建国门外大街 罚款200元 请扫码缴纳 https://wz-fakuan.top/pay?id=88120931',
      { plateNo: '京A12345', amountCents: 20000, place: '建国门外大街', noticeNo: 'WT88120931', links: ['https://wz-fakuan.top/pay?id=88120931'] },
    ],
    [
      '【ETC停车】尊敬的车主：您的车辆粤B12345存在路侧停车欠费，欠缴金额￥128.50，请登录 www.etc-tcjf.com 处理，否则将影响年检。',
      { plateNo: '粤B12345', amountCents: 12850, links: ['www.etc-tcjf.com'] },
    ],
    [
      '您好，车牌京AD12345于2020年3月在东城区停车欠费，欠费 312.00 元已逾期，今日内缴纳可免滞纳金：bjtc-jf.vip/j',
      { plateNo: '京AD12345', amountCents: 31200, links: ['bjtc-jf.vip/j'] },
    ],
    [
      '【智慧停车】车辆京B88888停车费未缴纳，合计 1,260.00元，通知编号：TZ2019004411，请点击 https://zhtc-pay.xyz/b88888 补缴。',
      { plateNo: '京B88888', amountCents: 126000, noticeNo: 'TZ2019004411', links: ['https://zhtc-pay.xyz/b88888'] },
    ],
    [
      '【停车缴费】京B88888于2026-11-24在长安街路侧泊位停车，欠费24.00元，通知编号TZ2026000111。请在官方应用内缴纳。',
      { plateNo: '京B88888', amountCents: 2400, place: '长安街', noticeNo: 'TZ2026000111', links: [] },
    ],
    [
      '新能源车辆粤BD12345停车费 ¥ 5 元未缴，停车场：西单商业街，详见 https://pay.example.com.tc-jf.net/scan 和 t.cn/A6xyz。',
      { plateNo: '粤BD12345', amountCents: 500, place: '西单商业街', links: ['https://pay.example.com.tc-jf.net/scan', 't.cn/A6xyz'] },
    ],
    [
      '粤B12345F大型新能源车，欠费18元',
      { plateNo: '粤B12345F', amountCents: 1800, links: [] },
    ],
    ['TZ2026000103', { noticeNo: 'TZ2026000103', links: [] }],
    ['https://driver.example.com/payPage?uniqueId=U20003&parkId=P1002', { links: ['https://driver.example.com/payPage?uniqueId=U20003&parkId=P1002'] }],
    ['您好，请联系 service@etc-tc.com 或 HTTPS://EVIL.NET/pay。', { links: ['HTTPS://EVIL.NET/pay'] }],
    ['收到一张纸条，什么也没写', { links: [] }],
  ])('%s', (text, expected) => {
    expect(parseNotice(text)).toEqual(expected);
  });
});

describe('its parts', () => {
  test.each([
    ['86', 8600], ['86.5', 8650], ['86.05', 8605], ['0.01', 1], ['1,260.00', 126000], ['19.99', 1999],
  ])('%s 元 is %i cents', (yuan, cents) => expect(yuanToCents(yuan)).toBe(cents));

  test('an amount asked wins over a threshold or a rate before it', () => {
    expect(readAmount('每小时5元，您的车辆欠费 36.00 元')).toBe(3600);
    expect(readAmount('停车3日内有效')).toBeUndefined();
  });

  test('plates: lower case, separators, new-energy, none', () => {
    expect(readPlate('车牌 京a 12345 欠费')).toBe('京A12345');
    expect(readPlate('京AD12345')).toBe('京AD12345');
    expect(readPlate('京A123456')).toBe('京A12345');
    expect(readPlate('编号 A12345')).toBeUndefined();
  });

  test('hosts of links, with or without a scheme; never fetched', () => {
    expect(hostOf('http://tcjf-pay.cc/x')).toBe('tcjf-pay.cc');
    expect(hostOf('www.ETC-tcjf.com')).toBe('www.etc-tcjf.com');
    expect(hostOf('https://pay.example.com@evil.net/p')).toBe('evil.net');
    expect(hostOf('hxxp://bad.cc/x')).toBe('bad.cc');
  });
});
