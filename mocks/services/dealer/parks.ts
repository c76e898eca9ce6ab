import type { NearbyPark } from '../../../src/api/dealer/types';
import type { ParkRecord } from '../../db/places';
import { distanceMetres, type Point } from './geo';

/** A park as the dealer lists answer it; distance from the point when there is one. */
export function toNearbyPark(p: ParkRecord, from?: Point): NearbyPark {
  return {
    parkId: p.parkId,
    parkName: p.parkName,
    parkAddr: p.parkAddr,
    distance: from ? distanceMetres(from, { lng: p.longitude, lat: p.latitude }) : null,
    latitude: p.latitude,
    longitude: p.longitude,
    parkKind: p.parkKind,
    isOnline: p.isOnline,
    leftParkSpaceNum: p.leftParkSpaceNum,
    totalParkSpaceNum: p.totalParkSpaceNum,
    supportBag: p.supportBag,
    supportBook: p.supportBook,
    supportCharge: p.supportCharge,
    supportDiffTimeBag: p.supportDiffTimeBag,
    supportDiffTimeBook: p.supportDiffTimeBook,
    supportBalance: p.supportBalance,
    feeRuleLabels: [...p.feeRuleLabels],
    leftBagSpaceNum: p.leftBagSpaceNum,
    leftBookSpaceNum: p.leftBookSpaceNum,
    diffTimeBagLeftNum: p.diffTimeBagLeftNum,
    diffTimeBagTotalNum: p.diffTimeBagTotalNum,
    diffTimeBookLeftNum: p.diffTimeBookLeftNum,
    diffTimeBookTotalNum: p.diffTimeBookTotalNum,
    description: p.description,
    payTypes: [...p.payTypes],
  };
}
