import { money, signIn, type Journey } from './journey';
import type { Query } from './screen';

/**
 * Family sharing in WebKit (docs/rules/family.md): A shares 京A·12345 with B with 代付 up to 20 元 a month; B accepts,
 * watches A's live charging session, pays A's unpaid charge within the cap and is refused the parking bill beyond it.
 * After each step the screen is compared with the server's answer.
 */

const PHONE_B = '13900139000';

interface Share {
  shareId: string;
  state: string;
  monthlyCapCents: number;
}
interface FamilyView {
  plates: { plateNo: string; sessions: { orderNo: string; stateText: string }[]; bills: { billId: string; dueCents: number }[] }[];
  leftThisMonthCents: number;
  balanceCents: number;
}

const family: Journey = {
  name: 'family: A shares a plate with B by phone; B accepts, watches A\'s live session, pays A\'s charge within the 20 元 cap and is refused beyond it',
  timeoutMs: 150_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const a = await signIn(ctx);

    const shareId = await journal.step('A invites 139****9000 to 京A·12345 with 代付 up to 20 元: 待接受, as the server holds', async () => {
      await screen.goto('/fllowManage');
      await screen.tap({ role: 'link', name: '管理家人共享' });
      await screen.waitUrl(/^\/familyShare$/);
      await screen.fill({ role: 'textbox', name: '家人手机号' }, PHONE_B);
      await screen.tap({ role: 'checkbox', name: /京A·12345/ });
      await screen.tap({ role: 'switch', name: '允许代付' });
      await screen.fill({ role: 'textbox', name: '每月代付上限（元）' }, '20');
      await screen.tap({ role: 'button', name: '发送邀请' });
      const given: Query = { role: 'region', name: '我共享给家人的' };
      await screen.see({ role: 'heading', name: '李娜（139****9000）', within: given });
      await screen.textOf(given, /待接受/);
      const { given: shares } = await server.get<{ given: Share[] }>(a.token, '/api/driver/v2/api/familyShares');
      if (shares.length !== 1 || shares[0]!.state !== 'pending' || shares[0]!.monthlyCapCents !== 2000) throw new Error(`the server holds ${JSON.stringify(shares)}`);
      return shares[0]!.shareId;
    });

    const b = await signIn(ctx, PHONE_B);
    const order = await server.call<{ payOrderId: string }>(b.token, '/api/driver/v2/api/wallet/topUps', { amountCents: 10000, payChannel: 3 });
    await server.settlePayment(order.payOrderId);
    const plate: Query = { role: 'region', name: '京A·12345' };
    const viewOf = () => server.get<FamilyView>(b.token, `/api/driver/v2/api/familyShares/${shareId}/view`);

    await journal.step('B accepts in B\'s own account and watches A\'s live session on the shared plate', async () => {
      await screen.goto('/familyShare');
      const received: Query = { role: 'region', name: '家人共享给我的' };
      await screen.tap({ role: 'button', name: '接受', within: received });
      await screen.tap({ role: 'link', name: '查看 张伟 共享的车辆', within: received });
      await screen.waitUrl(new RegExp(`^/familyShare/${shareId}$`));
      const view = await viewOf();
      const live = view.plates.find((p) => p.plateNo === '京A12345')?.sessions[0];
      if (!live) throw new Error(`the server shows B no live session on 京A12345: ${JSON.stringify(view.plates)}`);
      await screen.textOf(plate, new RegExp(live.stateText));
      await screen.textOf(plate, /已充 [\d.]+ 度/);
      await screen.textOf({ role: 'region', name: '代付额度' }, /本月已代付 0\.00 元 \/ 上限 20\.00 元/);
    });

    const charge = await journal.step('代付 A\'s unpaid charge within the cap: B\'s balance down, the bill gone from the plate', async () => {
      const before = await viewOf();
      const bill = before.plates.find((p) => p.plateNo === '京A12345')!.bills.find((x) => x.billId.startsWith('C') && x.dueCents <= 2000);
      if (!bill) throw new Error(`no charging bill within 20 元 on 京A12345: ${JSON.stringify(before.plates)}`);
      const amount = (bill.dueCents / 100).toFixed(2);
      await screen.tap({ role: 'button', name: `代付 ${amount} 元`, within: plate });
      await screen.tap({ role: 'button', name: `确认代付 ${amount} 元` });
      await screen.textOf({ role: 'region', name: '代付额度' }, new RegExp(`本月已代付 ${amount.replace('.', '\\.')} 元 / 上限 20\\.00 元`));
      const after = await viewOf();
      if (after.balanceCents !== before.balanceCents - bill.dueCents) throw new Error(`B's balance went ${before.balanceCents} → ${after.balanceCents}, the bill was ${bill.dueCents}`);
      if (after.plates.some((p) => p.bills.some((x) => x.billId === bill.billId))) throw new Error('the server still lists the paid bill');
      if (after.leftThisMonthCents !== 2000 - bill.dueCents) throw new Error(`the server leaves ${after.leftThisMonthCents} of the cap`);
      return after;
    });

    await journal.step('the parking bill beyond what is left: refused with what is left, nothing taken', async () => {
      const bill = charge.plates.find((p) => p.plateNo === '京A12345')!.bills.find((x) => x.dueCents > charge.leftThisMonthCents);
      if (!bill) throw new Error('no bill beyond the cap on 京A12345');
      const amount = (bill.dueCents / 100).toFixed(2);
      await screen.tap({ role: 'button', name: `代付 ${amount} 元`, within: plate });
      await screen.tap({ role: 'button', name: `确认代付 ${amount} 元` });
      await screen.textOf({ role: 'alert', within: plate }, new RegExp(`超出本月代付额度，本月还可代付${money(charge.leftThisMonthCents).source}`));
      const after = await viewOf();
      if (after.balanceCents !== charge.balanceCents) throw new Error(`B's balance moved on a refusal: ${charge.balanceCents} → ${after.balanceCents}`);
      if (!after.plates.some((p) => p.bills.some((x) => x.billId === bill.billId))) throw new Error('the refused bill is gone from the server\'s view');
    });
  },
};

export const FAMILY_JOURNEYS: Journey[] = [family];
