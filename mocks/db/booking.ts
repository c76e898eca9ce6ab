import { DRIVER_A } from './ids';

/** A kind of space a bookable park offers. */
export interface BerthTypeRecord {
  berthTypeId: string;
  parkId: string;
  berthTypeName: string;
}

/** One numbered space in a bookable park; owner spaces (shared berths) carry their owner and may have a lock. */
export interface BerthRecord {
  berthId: string;
  parkId: string;
  berthNo: string;
  floor: string;
  area: string;
  berthTypeId: string;
  /** 0 free, 1 occupied, 2 booked. */
  state: 0 | 1 | 2;
  ownerDriverId: string | null;
}

export interface BookPackageRecord {
  packageId: string;
  parkId: string;
  packageName: string;
  holdMinutes: number;
  priceCents: number;
  freeCancelMinutes: number;
  description: string;
}

export interface BookOrderRecord {
  /** Numeric cursor id; seeds stay below the sequence new orders get (100001…). */
  id: number;
  bookOrderId: string;
  driverId: string;
  parkId: string;
  plateNo: string;
  packageId: string;
  berthId: string;
  /** 1 awaiting arrival, 2 parked, 3 finished, 4 cancelled, 5 expired. */
  state: 1 | 2 | 3 | 4 | 5;
  payCents: number;
  refundCents: number;
  startTime: number;
  endTime: number;
  createdAt: number;
  cancelledAt: number | null;
  cancelReason: string | null;
}

export interface LockRecord {
  lockId: string;
  driverId: string;
  berthId: string;
  lockName: string;
  state: 'up' | 'down';
  online: boolean;
  battery: number;
  updatedAt: number;
}

/** A car that left an owner's berth unpaid; under control (1) the lock stays up for it and staff are alerted. */
export interface EvasionControlRecord {
  controlId: string;
  ownerDriverId: string;
  berthId: string;
  plateNo: string;
  evasionAt: number;
  amountCents: number;
  controlState: 0 | 1;
}

/** Profile fields only the booking service keeps (the nickname lives on the driver). */
export interface BookingProfileRecord {
  driverId: string;
  avatarUrl: string;
  gender: 0 | 1 | 2;
}

export interface BookingTables {
  berthTypes: BerthTypeRecord[];
  berths: BerthRecord[];
  bookPackages: BookPackageRecord[];
  bookOrders: BookOrderRecord[];
  locks: LockRecord[];
  evasionControls: EvasionControlRecord[];
  bookingProfiles: BookingProfileRecord[];
}

/** The parks of places.ts with supportBook 1, and whether they have charging spaces. */
const BOOKABLE: { parkId: string; ev: boolean; floor: string }[] = [
  { parkId: 'P1003', ev: true, floor: 'B1' },
  { parkId: 'P1005', ev: true, floor: 'B2' },
  { parkId: 'P1007', ev: true, floor: 'B2' },
  { parkId: 'P1010', ev: false, floor: 'B1' },
];

function seedSpaces() {
  const berthTypes: BerthTypeRecord[] = [];
  const berths: BerthRecord[] = [];
  const bookPackages: BookPackageRecord[] = [];
  for (const { parkId, ev, floor } of BOOKABLE) {
    berthTypes.push({ berthTypeId: `${parkId}-STD`, parkId, berthTypeName: '普通车位' });
    if (ev) berthTypes.push({ berthTypeId: `${parkId}-EV`, parkId, berthTypeName: '充电车位' });
    for (let i = 1; i <= 6; i += 1) {
      const isEv = ev && i > 4;
      berths.push({
        berthId: `${parkId}-${floor}-${String(i).padStart(3, '0')}`,
        parkId,
        berthNo: `${floor}-${String(i).padStart(3, '0')}`,
        floor,
        area: i <= 3 ? 'A区' : 'B区',
        berthTypeId: `${parkId}-${isEv ? 'EV' : 'STD'}`,
        // The first space of each park is taken, so recommendations have to skip it.
        state: i === 1 ? 1 : 0,
        ownerDriverId: null,
      });
    }
    bookPackages.push(
      { packageId: `${parkId}-PK30`, parkId, packageName: '保留30分钟', holdMinutes: 30, priceCents: 500, freeCancelMinutes: 30, description: '预约到场时间起保留车位30分钟，超时未入场自动取消' },
      { packageId: `${parkId}-PK60`, parkId, packageName: '保留60分钟', holdMinutes: 60, priceCents: 800, freeCancelMinutes: 30, description: '预约到场时间起保留车位60分钟，超时未入场自动取消' },
    );
  }
  // Driver A registered their own space in the Joy City car park as a shared berth, with a Zigbee lock.
  berths.push({ berthId: 'P1005-B2-018', parkId: 'P1005', berthNo: 'B2-018', floor: 'B2', area: 'C区', berthTypeId: 'P1005-STD', state: 0, ownerDriverId: DRIVER_A });
  return { berthTypes, berths, bookPackages };
}

export function seedBooking(now: number): BookingTables {
  const min = 60_000;
  const day = 86_400_000;
  const spaces = seedSpaces();
  // The space of A's upcoming booking is held for it.
  for (const b of spaces.berths) if (b.berthId === 'P1003-B1-002') b.state = 2;
  return {
    ...spaces,
    bookOrders: [
      { id: 90003, bookOrderId: 'BO090003', driverId: DRIVER_A, parkId: 'P1003', plateNo: '京A12345', packageId: 'P1003-PK30', berthId: 'P1003-B1-002', state: 1, payCents: 500, refundCents: 0, startTime: now + 120 * min, endTime: now + 150 * min, createdAt: now - 30 * min, cancelledAt: null, cancelReason: null },
      { id: 90002, bookOrderId: 'BO090002', driverId: DRIVER_A, parkId: 'P1005', plateNo: '京AD12345', packageId: 'P1005-PK60', berthId: 'P1005-B2-003', state: 3, payCents: 800, refundCents: 0, startTime: now - 3 * day, endTime: now - 3 * day + 60 * min, createdAt: now - 3 * day - 120 * min, cancelledAt: null, cancelReason: null },
      { id: 90001, bookOrderId: 'BO090001', driverId: DRIVER_A, parkId: 'P1007', plateNo: '京A12345', packageId: 'P1007-PK30', berthId: 'P1007-B2-004', state: 4, payCents: 500, refundCents: 500, startTime: now - 10 * day, endTime: now - 10 * day + 30 * min, createdAt: now - 10 * day - 240 * min, cancelledAt: now - 10 * day - 180 * min, cancelReason: '行程有变' },
    ],
    locks: [
      { lockId: 'L50001', driverId: DRIVER_A, berthId: 'P1005-B2-018', lockName: '大悦城B2-018车位锁', state: 'up', online: true, battery: 86, updatedAt: now - 2 * day },
    ],
    evasionControls: [
      { controlId: 'EC60002', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '京N3K521', evasionAt: now - 5 * day, amountCents: 2500, controlState: 1 },
      { controlId: 'EC60001', ownerDriverId: DRIVER_A, berthId: 'P1005-B2-018', plateNo: '冀F88K12', evasionAt: now - 20 * day, amountCents: 1000, controlState: 0 },
    ],
    bookingProfiles: [{ driverId: DRIVER_A, avatarUrl: '', gender: 1 }],
  };
}
