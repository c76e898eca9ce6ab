import { seedAccounts, type AccountTables } from './accounts';
import { seedBooking, type BookingTables } from './booking';
import { seedCharging, seedIdleFeePayOrders, type ChargingTables } from './charging';
import { seedChargingBills, type ChargingBillTables } from './chargingBills';
import { seedChargingExtras, type ChargingExtraTables } from './chargingExtras';
import { seedChargerAccess, type ChargerAccessTables } from './chargerAccess';
import { seedContent, type ContentTables } from './content';
import { seedParking, type ParkingTables } from './parking';
import { seedParkingPay, type ParkingPayTables } from './parkingPay';
import { seedNoPlate, type NoPlateTables } from './noPlate';
import { seedPeriodPasses, type PeriodPassTables } from './periodPasses';
import { seedParks, type ParksTables } from './parks';
import { seedPlates, type PlatesTables } from './plates';
import { seedRecords, type RecordsTables } from './records';
import { seedPlaces, type PlaceTables } from './places';
import { seedTokens, type TokenTables } from './tokens';
import { seedWallet, type WalletTables } from './wallet';
import { seedInvoices, type InvoiceTables } from './invoices';
import { seedService, type ServiceTables } from './service';
import { seedRewards, type RewardTables } from './rewards';
import { seedMembers, type MemberTables } from './members';
import { seedPartnerPay, type PartnerPayTables } from './partnerPay';
import { merchantCouponCodes, seedMerchants, type MerchantTables } from './merchants';
import { seedSupportCodes, type SupportCodeTables } from './supportCodes';
import { seedFieldReports, type FieldReportTables } from './fieldReports';
import { seedSecurityReports, type SecurityReportTables } from './securityReports';
import { seedReminders, type ReminderTables } from './reminders';
import { seedSettlements, type SettlementTables } from './settlements';
import { seedDisputes, type DisputeTables } from './disputes';
import { seedFamily, type FamilyTables } from './family';

/** Sequence numbers for new records, so ids stay unique and readable ('O100001'). */
export interface Sequences {
  next(prefix: string): string;
}

/** The whole in-memory server state: every domain's tables side by side, seeded the same way at every start. */
export type Db = AccountTables & PlaceTables & ParkingTables & ContentTables & ChargingTables & ChargingExtraTables & ChargerAccessTables & ChargingBillTables & BookingTables & TokenTables &
  ParkingPayTables & NoPlateTables & PlatesTables & RecordsTables & ParksTables & WalletTables & InvoiceTables & PeriodPassTables & ServiceTables & RewardTables & MemberTables & PartnerPayTables & MerchantTables & SupportCodeTables & FieldReportTables & SecurityReportTables & ReminderTables & SettlementTables & DisputeTables & FamilyTables & {
  seq: Sequences;
  seededAt: number;
};

export function createDb(now = Date.now()): Db {
  const counters = new Map<string, number>();
  const seq: Sequences = {
    next(prefix) {
      const n = (counters.get(prefix) ?? 100000) + 1;
      counters.set(prefix, n);
      return `${prefix}${n}`;
    },
  };
  const charging = seedCharging(now);
  const chargingBills = seedChargingBills(now);
  const parking = seedParking(now);
  const { merchantWalletCoupons, ...merchants } = seedMerchants(now);
  return {
    ...seedAccounts(now),
    ...seedPlaces(now),
    ...parking,
    payOrders: [...parking.payOrders, ...seedIdleFeePayOrders(now)],
    // Merchant coupons given to customers are in their wallets; the merchant's one-time codes are claimable codes.
    coupons: [...parking.coupons, ...merchantWalletCoupons],
    couponCodes: [...parking.couponCodes, ...merchantCouponCodes(merchants, now)],
    ...merchants,
    ...seedPeriodPasses(now),
    // The service seed adds its notices to the content seed's, so it comes after it.
    ...((content) => ({ ...content, ...seedService(now, content.notices) }))(seedContent(now)),
    ...charging,
    chargingOrders: [...charging.chargingOrders, ...chargingBills.extraChargingOrders],
    chargingAppeals: chargingBills.chargingAppeals,
    ...seedChargingExtras(now),
    ...seedChargerAccess(now),
    ...seedBooking(now),
    ...seedParkingPay(now),
    ...seedNoPlate(),
    ...seedPlates(now),
    ...seedSettlements(),
    ...seedDisputes(),
    ...seedRecords(now),
    ...seedParks(now),
    ...seedTokens(),
    ...seedWallet(now),
    ...seedInvoices(now),
    ...seedRewards(now),
    ...seedMembers(now),
    ...seedPartnerPay(),
    ...seedSupportCodes(),
    ...seedFieldReports(),
    ...seedSecurityReports(),
    ...seedReminders(now),
    ...seedFamily(),
    seq,
    seededAt: now,
  };
}
