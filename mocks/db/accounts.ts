import type { PlateColor } from '../../src/api/types/envelope';
import { DEALER_ID, DEMO_PASSWORD, DRIVER_A, DRIVER_B } from './ids';

/** A driver account as the server keeps it. */
export interface DriverRecord {
  driverId: string;
  phone: string;
  password: string;
  userName: string;
  nickName: string;
  dealerId: string;
  balanceCents: number;
  /** Third-party ids (WeChat/Alipay openid) bound to this driver. */
  thirdIds: string[];
  registeredAt: number;
  deleted: boolean;
}

/** A plate bound to a driver. */
export interface BoundPlate {
  plateId: string;
  driverId: string;
  plateNo: string;
  plateColor: PlateColor;
  isDefault: boolean;
  /** Auto-deduction (pay from balance on exit) for this plate. */
  autoDeduct: boolean;
  boundAt: number;
}

export interface AccountTables {
  drivers: DriverRecord[];
  plates: BoundPlate[];
}

export function seedAccounts(now: number): AccountTables {
  const day = 86_400_000;
  return {
    drivers: [
      { driverId: DRIVER_A, phone: '13800138000', password: DEMO_PASSWORD, userName: '张伟', nickName: '张师傅', dealerId: DEALER_ID, balanceCents: 10000, thirdIds: ['oWx_demo_A'], registeredAt: now - 400 * day, deleted: false },
      { driverId: DRIVER_B, phone: '13900139000', password: DEMO_PASSWORD, userName: '李娜', nickName: '李女士', dealerId: DEALER_ID, balanceCents: 0, thirdIds: [], registeredAt: now - 200 * day, deleted: false },
    ],
    plates: [
      { plateId: 'PL1', driverId: DRIVER_A, plateNo: '京A12345', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: now - 300 * day },
      { plateId: 'PL2', driverId: DRIVER_A, plateNo: '粤B12345', plateColor: 2, isDefault: false, autoDeduct: false, boundAt: now - 250 * day },
      { plateId: 'PL3', driverId: DRIVER_A, plateNo: '京AD12345', plateColor: 5, isDefault: false, autoDeduct: false, boundAt: now - 100 * day },
      { plateId: 'PL4', driverId: DRIVER_B, plateNo: '京B88888', plateColor: 1, isDefault: true, autoDeduct: false, boundAt: now - 150 * day },
    ],
  };
}
