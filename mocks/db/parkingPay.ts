/**
 * Extra tables the parkingPay screens need (owned with mocks/services/parkingPay.ts): the exit lanes whose QR code a
 * driver scans to pay on the way out, and what each lane's barrier did after a payment made there.
 */

export interface LaneRecord {
  parkId: string;
  laneCode: string;
  laneName: string;
  /** The car waiting at the lane's camera now, or null when the lane is empty. */
  plateNo: string | null;
  /** false: the barrier does not open by itself (a fault): the driver leaves with staff help and says so. */
  barrierWorks: boolean;
}

export interface BarrierEventRecord {
  payOrderId: string;
  parkId: string;
  laneCode: string;
  opened: boolean;
  /** The driver declared having left without the barrier (driverActiveCarOut). */
  leftManually: boolean;
  at: number;
}

export interface ParkingPayTables {
  lanes: LaneRecord[];
  barrierEvents: BarrierEventRecord[];
}

export function seedParkingPay(_now: number): ParkingPayTables {
  return {
    lanes: [
      // A's 京A12345 (bill U20001) is at the exit of P1001.
      { parkId: 'P1001', laneCode: 'E1', laneName: '出口1号车道', plateNo: '京A12345', barrierWorks: true },
      { parkId: 'P1001', laneCode: 'E2', laneName: '出口2号车道', plateNo: null, barrierWorks: true },
      // B's 京B88888 wants out of P1005 and has three arrears: the overdue variant.
      { parkId: 'P1005', laneCode: 'E1', laneName: '西出口', plateNo: '京B88888', barrierWorks: true },
      // Somebody else's car at a lane whose barrier is broken.
      { parkId: 'P1009', laneCode: 'E1', laneName: '南出口', plateNo: '津C66666', barrierWorks: false },
    ],
    barrierEvents: [],
  };
}
