import { DRIVER_A } from './ids';

/** Someone a driver follows and pays for (family, a friend, a colleague), with their plates. */
export interface FollowRecord {
  memberId: string;
  driverId: string;
  name: string;
  phone: string;
  relation: '家人' | '朋友' | '同事';
  plateNos: string[];
  createdAt: number;
}

export interface MemberTables {
  follows: FollowRecord[];
}

/** A follows 李娜 (家人, 京B88888: three arrears bills A may pay for her). B follows nobody. */
export function seedMembers(now: number): MemberTables {
  return {
    follows: [
      { memberId: 'F8001', driverId: DRIVER_A, name: '李娜', phone: '13900139000', relation: '家人', plateNos: ['京B88888'], createdAt: now - 30 * 86_400_000 },
    ],
  };
}
