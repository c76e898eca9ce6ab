import { chargingPathFor, isEntryVisible, menuTarget, type MenuContext, type MenuEntryLike } from '@/features/home/menuTarget';
import { walletPath } from '@/lib/walletPath';

const driver = (over: Partial<MenuContext> = {}): MenuContext => ({
  config: { bagPlan: 1, walletPlan: 1, supportBalance: 0 },
  clientType: 2,
  isDriver: true,
  ...over,
});
const entry = (entryId: string, over: Partial<MenuEntryLike> = {}): MenuEntryLike => ({ entryId, entryType: 1, needLogin: 0, ...over });

describe('menuTarget: every row of the spec menu table', () => {
  test.each`
    entryId               | config                                              | to
    ${'BAG'}              | ${{ bagPlan: 1 }}                                   | ${'/map?parkType=monthActive'}
    ${'BAG'}              | ${{ bagPlan: 3 }}                                   | ${'/map?parkType=monthActive'}
    ${'BAG'}              | ${{ bagPlan: 2 }}                                   | ${'/nearbyBagRules'}
    ${'DIFF_TIME'}        | ${{}}                                               | ${'/wrongTimeShare'}
    ${'ACCOUNT_RECHARGE'} | ${{ walletPlan: 2, supportBalance: 1 }}             | ${'/wallet'}
    ${'ACCOUNT_RECHARGE'} | ${{ walletPlan: 2, supportBalance: 0 }}             | ${'/accountBalance'}
    ${'ACCOUNT_RECHARGE'} | ${{ walletPlan: 1, supportBalance: 1 }}             | ${'/accountBalance'}
    ${'VEHICLE_BINDING'}  | ${{}}                                               | ${'/carManage'}
    ${'OPEN_WITHHOLD'}    | ${{}}                                               | ${'/sencelessPayment'}
    ${'CHARGING_STATION'} | ${{}}                                               | ${'/map?isFromHome=2'}
    ${'INVOICE'}          | ${{}}                                               | ${'/invoiceManage'}
    ${'COUPON'}           | ${{}}                                               | ${'/unused'}
    ${'CUSTOMER_SERVICE'} | ${{}}                                               | ${'/customerService/index'}
    ${'PARK_COLLECTION'}  | ${{}}                                               | ${'/collect'}
    ${'BOOK'}             | ${{}}                                               | ${'/map?parkType=bookActive'}
  `('$entryId with $config → $to', ({ entryId, config, to }: { entryId: string; config: MenuContext['config']; to: string }) => {
    expect(menuTarget(entry(entryId), driver({ config }))).toEqual({ kind: 'route', to });
  });

  test('without a menu config the defaults apply: period passes on the map, the plain balance page', () => {
    expect(menuTarget(entry('BAG'), driver({ config: undefined }))).toEqual({ kind: 'route', to: '/map?parkType=monthActive' });
    expect(menuTarget(entry('ACCOUNT_RECHARGE'), driver({ config: undefined }))).toEqual({ kind: 'route', to: '/accountBalance' });
  });

  test('SCAN_CHARGING scans', () => {
    expect(menuTarget(entry('SCAN_CHARGING'), driver())).toEqual({ kind: 'scan' });
  });

  test.each([1, 2] as const)('OPEN_WITHHOLD shows in client type %s', (clientType) => {
    expect(isEntryVisible(entry('OPEN_WITHHOLD'), { clientType })).toBe(true);
  });

  test('OPEN_WITHHOLD is hidden in the Alipay-type client (3); other tiles are not', () => {
    expect(isEntryVisible(entry('OPEN_WITHHOLD'), { clientType: 3 })).toBe(false);
    expect(menuTarget(entry('OPEN_WITHHOLD'), driver({ clientType: 3 }))).toEqual({ kind: 'hidden' });
    expect(isEntryVisible(entry('COUPON'), { clientType: 3 })).toBe(true);
  });

  test('any other entry is an external page, with the driverId only when it needs login', () => {
    expect(menuTarget(entry('CAR_WASH', { entryType: 3 }), driver())).toEqual({ kind: 'external', pageId: 'CAR_WASH', withDriverId: false });
    expect(menuTarget(entry('VIOLATION_QUERY', { entryType: 3, needLogin: 1 }), driver())).toEqual({ kind: 'external', pageId: 'VIOLATION_QUERY', withDriverId: true });
    expect(menuTarget(entry('CAR_WASH', { entryType: 3 }), driver({ isDriver: false }))).toEqual({ kind: 'external', pageId: 'CAR_WASH', withDriverId: false });
  });

  test('a visitor on a needLogin entry signs in first: external pages return to /home, built-in tiles to their page', () => {
    const visitor = driver({ isDriver: false });
    expect(menuTarget(entry('VIOLATION_QUERY', { entryType: 3, needLogin: 1 }), visitor)).toEqual({ kind: 'login', to: '/login?redirect=%2Fhome' });
    expect(menuTarget(entry('VEHICLE_BINDING', { needLogin: 1 }), visitor)).toEqual({ kind: 'login', to: '/login?redirect=%2FcarManage' });
    expect(menuTarget(entry('SCAN_CHARGING', { needLogin: 1 }), visitor)).toEqual({ kind: 'login', to: '/login?redirect=%2Fhome' });
    expect(menuTarget(entry('CUSTOMER_SERVICE', { needLogin: 0 }), visitor)).toEqual({ kind: 'route', to: '/customerService/index' });
  });

  test('entryType 2 (special handling) always needs a signed-in driver and passes the driverId', () => {
    expect(menuTarget(entry('MEMBER_DAY', { entryType: 2 }), driver())).toEqual({ kind: 'external', pageId: 'MEMBER_DAY', withDriverId: true });
    expect(menuTarget(entry('MEMBER_DAY', { entryType: 2 }), driver({ isDriver: false }))).toEqual({ kind: 'login', to: '/login?redirect=%2Fhome' });
    expect(menuTarget(entry('COUPON', { entryType: 2 }), driver({ isDriver: false }))).toEqual({ kind: 'login', to: '/login?redirect=%2Funused' });
    expect(menuTarget(entry('COUPON', { entryType: 2 }), driver())).toEqual({ kind: 'route', to: '/unused' });
  });

  test('a scanned code goes to the charging page, encoded', () => {
    expect(chargingPathFor('PILE 01&x=1')).toBe('/chargingPage?pileCode=PILE%2001%26x%3D1');
  });

  test('walletPath', () => {
    expect(walletPath({ walletPlan: 2, supportBalance: 1 })).toBe('/wallet');
    expect(walletPath(undefined)).toBe('/accountBalance');
  });
});
