import type { Calls } from '../contract';
import { BalanceParksParams, SuitParkPage, SuitParksParams } from './parks.types';
import {
  CitiesParams, CityList, CollectedParkList, CollectParkBody, CollectParkResult, CollectParksParams, NearbyDiffTimeParksParams,
  NearbyParkPage, NearbyParksHomeParams, NearbyParksParams, ParkBriefList, ParkPayTypes, ParkPayTypesParams, ParksByNameParams,
  SearchParksByNameParams, UncollectParksQuery, UncollectResult,
} from './types';

/** The dealer service's calls: what each sends and answers (src/api/contract.ts). */
export const dealerCalls = {
  'POST /dealer/v2/api/nearbyParks': { body: NearbyParksParams, answer: NearbyParkPage, summary: '附近停车场' },
  'POST /dealer/v2/api/nearbyParks/home': { body: NearbyParksHomeParams, answer: NearbyParkPage, summary: '首页附近停车场（最近几个）' },
  'POST /dealer/v2/api/nearbyBagParks': { body: NearbyParksParams, answer: NearbyParkPage, summary: '附近可办月卡的停车场' },
  'POST /dealer/v2/api/nearbyDiffTimeParks': { body: NearbyDiffTimeParksParams, answer: NearbyParkPage, summary: '附近错时共享停车场' },
  'POST /dealer/v2/api/nearByCanBookParks': { body: NearbyParksParams, answer: NearbyParkPage, summary: '附近可预约的停车场' },
  'POST /dealer/v2/api/nearbySearchByName': { body: SearchParksByNameParams, answer: NearbyParkPage, summary: '按名称搜索停车场' },
  'GET /dealer/v2/api/parksByName': { query: ParksByNameParams, answer: ParkBriefList, summary: '停车场名称联想' },
  'GET /dealer/v2/api/citys': { query: CitiesParams, answer: CityList, summary: '城市列表（热门城市及按首字母分组）' },
  'GET /dealer/v2/api/collectParks': { query: CollectParksParams, answer: CollectedParkList, summary: '我收藏的停车场' },
  'POST /dealer/v2/api/collectParks': {
    body: CollectParkBody, answer: CollectParkResult, summary: '收藏停车场',
    errors: { '404': '停车场不存在' },
  },
  'DELETE /dealer/v2/api/collectParks/{id}': {
    query: UncollectParksQuery, answer: UncollectResult, summary: '取消收藏停车场',
    errors: { '404': '未找到该收藏，可能已取消' },
  },
  'GET /dealer/v2/api/parkPayTypesFetch': {
    query: ParkPayTypesParams, answer: ParkPayTypes, summary: '停车场支持的支付方式',
    errors: { '404': '停车场不存在' },
  },
  'POST /dealer/v2/api/suitParks': { body: SuitParksParams, answer: SuitParkPage, summary: '适合我的停车场（月卡车场及有空位可线上缴费的）' },
  'POST /dealer/v2/api/balanceParks': { body: BalanceParksParams, answer: NearbyParkPage, summary: '可用余额支付的停车场' },
} satisfies Calls;
