import { KEY } from './driver';
import { signIn, type Journey } from './journey';

/**
 * A plate claimed back in WebKit (docs/rules/plates.md): driver B binds A's 京A12345, is refused, claims it with the
 * licence, and once the operator approves it is B's; A's 无感支付 for it has ended and A was told. The screen is
 * checked against the server after each step, as ./journeys.ts does.
 */

/** A VIN whose check digit (9th) is right. */
const VIN = 'LSVAU218XN2183294';
const DRIVER_B = '13900139000';

/**
 * The system's photo picker is not the page's: WebDriver cannot reach it. This stands in for the driver choosing a
 * photo there: the next file input the page opens gets a small PNG and its change event, as the picker would give.
 */
const CHOOSE_PHOTO = `
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  const click = HTMLInputElement.prototype.click;
  HTMLInputElement.prototype.click = function () {
    if (this.type !== 'file') return click.call(this);
    HTMLInputElement.prototype.click = click;
    const files = new DataTransfer();
    files.items.add(new File([png], 'licence.png', { type: 'image/png' }));
    this.files = files.files;
    setTimeout(() => this.dispatchEvent(new Event('change')), 50);
  };`;

interface Claim {
  claimId: string;
  state: number;
  photosHeld: number;
}

const plateClaim: Journey = {
  name: 'plate claim: driver B is refused A\'s 京A12345, claims it with the licence, and after the review it is B\'s; A\'s 无感支付 for it has ended and A was told',
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const a = await server.login();
    await server.call(a.token, '/api/driver/v2/api/withholding/contracts', { plateId: 'PL1', channel: 3 });
    const b = await signIn(ctx, DRIVER_B);

    await journal.step('binding 京A12345 is refused with 申请车牌认领, which opens the claim for that plate', async () => {
      await screen.goto('/addCar');
      await screen.tap({ css: '[aria-label^="车牌第1位"]' });
      const keyboard = { role: 'group', name: '车牌键盘' } as const;
      for (const key of Array.from('京A12345')) await screen.tap({ within: keyboard, role: 'button', name: key });
      // Escape closes the plate keyboard (a phone's user taps outside it), as the merchant journey does.
      await ctx.browser.keys(KEY.Escape);
      await screen.gone(keyboard);
      await screen.tap({ role: 'button', name: '确认绑定' });
      await screen.tap({ role: 'link', name: '申请车牌认领' }, 15_000);
      await screen.waitUrl(/^\/plateClaim\?plateNo=%E4%BA%ACA12345&plateColor=1$/);
    });

    const claimId = await journal.step('所有人, the VIN and the licence\'s photo sent once: 审核中 as the server holds it', async () => {
      await screen.fill({ role: 'textbox', name: '所有人' }, '李四');
      await screen.fill({ role: 'textbox', name: '车辆识别代号' }, VIN);
      await screen.execute(CHOOSE_PHOTO);
      await screen.tap({ role: 'button', name: '添加照片' });
      await screen.see({ within: { role: 'list', name: '行驶证照片' }, role: 'img' }, 15_000);
      await screen.gone({ text: '上传中…' }, 15_000);
      await screen.tap({ role: 'button', name: '提交认领申请' });
      const url = await screen.waitUrl(/^\/plateClaim\?claimId=\w+$/, 15_000);
      await screen.textOf({ role: 'region', name: '认领进度' }, /审核中/, 15_000);
      const id = url.searchParams.get('claimId') ?? '';
      const claim = await server.get<Claim>(b.token, `/api/driver/v2/api/plateClaims/${id}`);
      if (claim.state !== 1 || claim.photosHeld !== 1) throw new Error(`the server's claim: ${JSON.stringify(claim)}`);
      return id;
    });

    await journal.step('approved on the operator\'s desk: the page says 已通过 and the photo deleted, the plate is B\'s, A\'s contract ended, A told', async () => {
      await server.call('', `/__mock/reviews/${claimId}`, { decision: 'approve' });
      await screen.goto(`/plateClaim?claimId=${claimId}`);
      await screen.textOf({ role: 'region', name: '认领进度' }, /已通过[\s\S]*已删除/, 15_000);
      const bPlates = await server.get<{ results: { plateNo: string }[] }>(b.token, '/api/driver/v2/api/plates');
      if (!bPlates.results.some((p) => p.plateNo === '京A12345')) throw new Error('the server has not bound 京A12345 to B');
      const aPlates = await server.get<{ results: { plateNo: string }[] }>(a.token, '/api/driver/v2/api/plates');
      if (aPlates.results.some((p) => p.plateNo === '京A12345')) throw new Error('A still holds 京A12345');
      const contracts = await server.get<{ results: { plateNo: string; state: number }[] }>(a.token, '/api/driver/v2/api/withholding/contracts');
      if (contracts.results.some((c) => c.plateNo === '京A12345' && c.state === 1)) throw new Error('A\'s 无感支付 for 京A12345 is still active');
      const told = await server.get<{ results: { title: string; body: string }[] }>(a.token, '/api/basic/v2/api/reminders?pageNo=1&pageSize=20');
      const moved = told.results.find((r) => r.title === '车牌已被认领');
      if (!moved || /李四|13900139000/.test(moved.body)) throw new Error(`A's message: ${JSON.stringify(moved)}`);
    });
  },
};

export const PLATE_CLAIM_JOURNEYS: Journey[] = [plateClaim];
