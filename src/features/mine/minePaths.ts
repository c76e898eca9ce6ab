import type { MenuConfig } from '@/api/types/basic';
import type { ClientType } from '@/api/types/envelope';
import { walletPath } from '@/lib/walletPath';

export interface MineEntry {
  label: string;
  to: string;
}

export interface MineGroup {
  title: string;
  entries: MineEntry[];
}

/** Every area of the app, grouped. 无感支付 is hidden in the Alipay-type client. */
export function mineGroups(config: Partial<Pick<MenuConfig, 'walletPlan' | 'supportBalance'>> | undefined, clientType: ClientType): MineGroup[] {
  const pay: MineEntry[] = [
    { label: '钱包', to: walletPath(config) },
    { label: '优惠券', to: '/unused' },
    { label: '发票', to: '/invoiceManage' },
  ];
  if (clientType !== 3) pay.push({ label: '无感支付', to: '/sencelessPaymentList' });
  return [
    {
      title: '车辆与停车',
      entries: [
        { label: '我的车辆', to: '/carManage' },
        { label: '停车记录', to: '/parkingRecord' },
        { label: '缴费记录', to: '/billRecord' },
        { label: '订单记录', to: '/orderRecord' },
        { label: '收藏', to: '/collect' },
      ],
    },
    {
      title: '月卡与预约',
      entries: [
        { label: '月卡', to: '/myMounthlyPay' },
        { label: '错峰共享', to: '/wrongTimeManage' },
        { label: '预约记录', to: '/bookRecord' },
      ],
    },
    {
      title: '充电',
      entries: [
        { label: '充电订单', to: '/chargeBillManage' },
        { label: '充电卡', to: '/chargingCard' },
      ],
    },
    { title: '钱包与支付', entries: pay },
    {
      title: '服务与设置',
      entries: [
        { label: '客服', to: '/customerService/index' },
        { label: '个人信息', to: '/userInfo' },
        { label: '隐私政策', to: '/privacyPolicyHistory' },
        { label: '注销账号', to: '/cancellation' },
      ],
    },
  ];
}
