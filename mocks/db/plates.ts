import type { PlateColor } from '../../src/lib/wire';
import type { WithholdChannel } from '../../src/api/driver/plates.types';
import { DRIVER_A } from './ids';

/** A withholding contract (无感支付): the channel pays a plate's parking fee on exit. */
export interface WithholdContractRecord {
  contractId: string;
  driverId: string;
  plateId: string;
  plateNo: string;
  plateColor: PlateColor;
  channel: WithholdChannel;
  state: 'active' | 'terminated';
  signedAt: number;
  terminatedAt: number | null;
}

/** Extra tables the plates screens need (owned with mocks/services/plates.ts); the plates themselves are db.plates. */
export interface PlatesTables {
  withholdContracts: WithholdContractRecord[];
}

export function seedPlates(now: number): PlatesTables {
  const day = 86_400_000;
  return {
    withholdContracts: [
      // A once signed 粤B12345 with WeChat and terminated it: the list shows history; no plate is covered now.
      { contractId: 'WH7001', driverId: DRIVER_A, plateId: 'PL2', plateNo: '粤B12345', plateColor: 2, channel: 3, state: 'terminated', signedAt: now - 200 * day, terminatedAt: now - 60 * day },
    ],
  };
}
