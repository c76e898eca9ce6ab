import type { MenuConfig } from '@/api/basic/types';
import type { ClientType } from '@/lib/wire';
import { paths } from '@/lib/paths';
import { walletPath } from '@/lib/walletPath';

export interface MineEntry {
  label: string;
  to: string;
}

export interface MineGroup {
  title: string;
  entries: MineEntry[];
}

/**
 * Every area of the app, grouped. 无感支付 is hidden in the Alipay-type client; 注销账号 is a signed-in driver's
 * own business (a visitor has no account to delete). DIFF_TIME is called 错时共享 everywhere in the app.
 */
export function mineGroups(
  config: Partial<Pick<MenuConfig, 'walletPlan' | 'supportBalance'>> | undefined,
  clientType: ClientType,
  isDriver: boolean,
): MineGroup[] {
  const pay: MineEntry[] = [
    { label: '钱包', to: walletPath(config) },
    { label: '优惠券', to: paths.unused },
    { label: '发票', to: paths.invoiceManage },
  ];
  if (clientType !== 3) pay.push({ label: '无感支付', to: paths.sencelessPaymentList });
  const settings: MineEntry[] = [
    { label: '消息中心', to: paths.sysnotice },
    { label: '客服', to: paths.customerServiceIndex },
    { label: '亲友车辆', to: paths.fllowManage },
    { label: '邀请好友', to: paths.registerShare },
    { label: '商户管理', to: paths.merchantManageList },
    { label: '核实通知', to: paths.checkNotice },
    { label: '个人信息', to: paths.userInfo },
    { label: '权限与授权', to: paths.permissions },
    { label: '隐私政策', to: paths.privacyPolicyHistory },
  ];
  if (isDriver) settings.push({ label: '我的数据', to: paths.myData }, { label: '注销账号', to: paths.cancellation });
  return [
    {
      title: '车辆与停车',
      entries: [
        { label: '我的车辆', to: paths.carManage },
        { label: '停车记录', to: paths.parkingRecord },
        { label: '缴费记录', to: paths.billRecord },
        { label: '本机支付凭证', to: paths.visitorReceipt },
        { label: '订单记录', to: paths.orderRecord },
        { label: '收藏', to: paths.collect },
      ],
    },
    {
      title: '月卡与预约',
      entries: [
        { label: '月卡', to: paths.myMounthlyPay },
        { label: '错时共享', to: paths.wrongTimeManage },
        { label: '预约记录', to: paths.bookRecord },
        { label: '车位锁', to: paths.lockControl },
        { label: '共享我的车位', to: paths.userApply },
      ],
    },
    {
      title: '充电',
      entries: [
        { label: '充电订单', to: paths.chargeBillManage },
        { label: '充电卡', to: paths.chargingCard },
        { label: '即插即充', to: paths.chargingVinManage },
      ],
    },
    { title: '钱包与支付', entries: pay },
    { title: '服务与设置', entries: settings },
  ];
}
