import type { ServiceSamples } from './types';
import { wireTime } from '@mocks/core/wireTime';

/** Driver A's openid: the booking service knows users by it. */
const A = 'oWx_demo_A';
const STRANGER = 'oWx_nobody';

/** A start time minutes from now as the booking pages send it: Beijing time, whatever the machine's zone. */
function inMinutes(m: number): string {
  return wireTime(Date.now() + m * 60_000, 'YYYY-MM-DD HH:mm:00');
}

export const bookingSamples: ServiceSamples = {
  'POST /api/v1/getParkDetail': {
    valid: { body: { thirdId: A, parkId: 'P1005' } },
    invalid: { body: { thirdId: A } },
  },
  'POST /api/v1/getBookableParksByName': {
    valid: { body: { thirdId: A, parkName: '', lastId: 0, pageSize: 9999 } },
    invalid: { body: { thirdId: A, lastId: -1, pageSize: 9999 } },
  },
  'POST /api/v1/createBookOrder': {
    valid: { body: { thirdId: A, parkId: 'P1005', plateNo: '京A12345', packageId: 'P1005-PK30', startTime: inMinutes(60) } },
    invalid: { body: { thirdId: A, parkId: 'P1010', plateNo: '京A12345', packageId: 'P1010-PK30', startTime: inMinutes(60) } },
  },
  'POST /api/v1/getBookPackageInfo': {
    valid: { body: { thirdId: A, parkId: 'P1003' } },
    invalid: { body: { thirdId: A, parkId: 'P1002' } },
  },
  'POST /api/v1/getRecommendBerthInfo': {
    valid: { body: { thirdId: A, parkId: 'P1005' } },
    invalid: { body: { thirdId: A, parkId: 'P1005', berthTypeId: 'P1003-EV' } },
  },
  'POST /api/v1/getAllPlateInfo': {
    valid: { body: { thirdId: A } },
    invalid: { body: { thirdId: STRANGER } },
  },
  'POST /api/v1/getBerthInfo': {
    valid: { body: { thirdId: A, berthId: 'P1005-B2-002' } },
    invalid: { body: { thirdId: A, berthId: 'NOPE' } },
  },
  'POST /api/v1/getParkingBerthType': {
    valid: { body: { thirdId: A, parkId: 'P1007' } },
    invalid: { body: { thirdId: A, parkId: 'P1008' } },
  },
  'POST /api/v1/getRecommendParkingList': {
    valid: { body: { thirdId: A, parkId: 'P1010' } },
    invalid: { body: { thirdId: A } },
  },
  'POST /api/v1/getBookOrderList': {
    valid: { body: { thirdId: A, lastId: 0, pageSize: 15 } },
    invalid: { body: { thirdId: A, lastId: 424242, pageSize: 15 } },
  },
  'POST /api/v1/getBookOrderDetailInfo': {
    valid: { body: { thirdId: A, bookOrderId: 'BO090003' } },
    invalid: { body: { thirdId: A, bookOrderId: 'BO999999' } },
  },
  'POST /api/v1/previewBookOrderCancelResult': {
    valid: { body: { thirdId: A, bookOrderId: 'BO090003' } },
    invalid: { body: { thirdId: A, bookOrderId: 'BO090002' } },
  },
  'POST /api/v1/cancelBookOrder': {
    valid: { body: { thirdId: A, bookOrderId: 'BO090003', reason: '行程有变' } },
    invalid: { body: { thirdId: A, bookOrderId: 'BO090001' } },
  },
  'POST /api/v1/getBookableParksByLocation': {
    valid: { body: { thirdId: A, longitude: 116.397, latitude: 39.909, lastId: 0, pageSize: 9999 } },
    invalid: { body: { thirdId: A, longitude: 116.397, lastId: 0, pageSize: 9999 } },
  },
  'POST /api/v1/hasRegisteredBerth': {
    valid: { body: { thirdId: A } },
    invalid: { body: { thirdId: STRANGER } },
  },
  'POST /api/v1/getUserLockList': {
    valid: { body: { thirdId: A } },
    invalid: { body: { thirdId: STRANGER } },
  },
  'POST /api/v1/getZigbeeLockState': {
    valid: { body: { thirdId: A, lockId: 'L50001' } },
    invalid: { body: { thirdId: A, lockId: 'L00000' } },
  },
  'POST /api/v1/controlZigbeeLock': {
    valid: { body: { thirdId: A, lockId: 'L50001', action: 'down' } },
    invalid: { body: { thirdId: A, lockId: 'L50001', action: 'spin' } },
  },
  'POST /api/v1/getUserCenterData': {
    valid: { body: { thirdId: A } },
    invalid: { body: { thirdId: STRANGER } },
  },
  'POST /api/v1/getEvasionCarList': {
    valid: { body: { thirdId: A } },
    invalid: { body: { thirdId: STRANGER } },
  },
  'POST /api/v1/cancelControl': {
    valid: { body: { thirdId: A, controlId: 'EC60002' } },
    invalid: { body: { thirdId: A, controlId: 'EC60001' } },
  },
  'POST /api/v1/bindPhone': {
    valid: { body: { thirdId: 'oWx_demo_B', phone: '13900139000', verifyCode: '123456' } },
    invalid: { body: { thirdId: 'oWx_demo_B', phone: '13900139000', verifyCode: '000000' } },
  },
  'POST /api/v1/getUserDetailInfo': {
    valid: { body: { thirdId: A, type: 1 } },
    invalid: { body: { thirdId: A, type: 5 } },
  },
  'POST /api/v1/updateDriverUserInfo': {
    valid: { body: { thirdId: A, nickName: '张师傅', gender: 1 } },
    invalid: { body: { thirdId: A, nickName: ' 张师傅' } },
  },
  'POST /api/v1/getLoginState': {
    valid: { body: { thirdId: A } },
    invalid: { body: {} },
  },
};
