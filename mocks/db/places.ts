import { DRIVER_A, PARK_IDS } from './ids';

/** Parks (car parks and road-side sections) as the dealer service keeps them; fields of spec section 3. */
export interface ParkRecord {
  parkId: string;
  parkName: string;
  parkAddr: string;
  cityName: string;
  latitude: number;
  longitude: number;
  /** 1 car park, 2 road-side. */
  parkKind: 1 | 2;
  isOnline: 0 | 1;
  leftParkSpaceNum: number;
  totalParkSpaceNum: number;
  supportBag: 0 | 1;
  supportBook: 0 | 1;
  supportCharge: 0 | 1;
  supportDiffTimeBag: 0 | 1;
  supportDiffTimeBook: 0 | 1;
  /** Whether the wallet balance pays here (/balanceParks). */
  supportBalance: 0 | 1;
  feeRuleLabels: string[];
  /** -1 unlimited. */
  leftBagSpaceNum: number;
  leftBookSpaceNum: number;
  diffTimeBagLeftNum: number;
  diffTimeBagTotalNum: number;
  diffTimeBookLeftNum: number;
  diffTimeBookTotalNum: number;
  description: string;
  /** Channels this lot accepts (2 Alipay, 3 WeChat, 6 balance). */
  payTypes: (2 | 3 | 6)[];
  /** Opening hours as the booking pages show them. */
  businessHours: string;
}

/** A city the city picker offers (GET /dealer/v2/api/citys). */
export interface CityRecord {
  cityCode: string;
  cityName: string;
  pinyin: string;
  longitude: number;
  latitude: number;
  hot: boolean;
}

export interface PlaceTables {
  parks: ParkRecord[];
  /** Favourite parks per driver. */
  collectedParks: { id: string; driverId: string; parkId: string; collectedAt: number }[];
  cities: CityRecord[];
}

type ParkSeed = Omit<ParkRecord, 'parkId' | 'cityName' | 'diffTimeBagLeftNum' | 'diffTimeBagTotalNum' | 'diffTimeBookLeftNum' | 'diffTimeBookTotalNum' | 'businessHours'>
  & Partial<Pick<ParkRecord, 'diffTimeBagLeftNum' | 'diffTimeBagTotalNum' | 'diffTimeBookLeftNum' | 'diffTimeBookTotalNum' | 'businessHours'>>;

const no = 0 as const;
const yes = 1 as const;

/**
 * In PARK_IDS order. Between them the flags of spec section 3 all occur both ways: bag spaces limited, none and
 * unlimited (-1); book spaces limited, full and unlimited; online and offline lots; three road-side sections.
 */
const PARKS: ParkSeed[] = [
  { parkName: '王府井百货地下停车场', parkAddr: '北京市东城区王府井大街255号', latitude: 39.9139, longitude: 116.4108, parkKind: 1, isOnline: yes, leftParkSpaceNum: 86, totalParkSpaceNum: 420, supportBag: yes, supportBook: no, supportCharge: yes, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: yes, feeRuleLabels: ['首15分钟免费', '10元/小时', '封顶120元/天'], leftBagSpaceNum: 12, leftBookSpaceNum: 0, description: 'B2-B3层，入口在王府井大街东侧，限高2.1米', payTypes: [2, 3, 6] },
  { parkName: '东单北大街路侧停车', parkAddr: '北京市东城区东单北大街（金鱼胡同至东单三条）', latitude: 39.9140, longitude: 116.4180, parkKind: 2, isOnline: yes, leftParkSpaceNum: 4, totalParkSpaceNum: 38, supportBag: no, supportBook: no, supportCharge: no, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: yes, feeRuleLabels: ['首小时2.5元/15分钟', '之后3.75元/15分钟'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, description: '一类地区路侧停车，07:00-21:00收费', payTypes: [2, 3, 6] },
  { parkName: '国家大剧院地下停车场', parkAddr: '北京市西城区西长安街2号', latitude: 39.9033, longitude: 116.3893, parkKind: 1, isOnline: yes, leftParkSpaceNum: 132, totalParkSpaceNum: 600, supportBag: no, supportBook: yes, supportCharge: yes, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: yes, feeRuleLabels: ['演出观众凭票优惠', '8元/小时'], leftBagSpaceNum: 0, leftBookSpaceNum: -1, description: '预约车位不限量，入口在西长安街南侧辅路', payTypes: [2, 3, 6], businessHours: '06:00-24:00' },
  { parkName: '前门大街公共停车场', parkAddr: '北京市东城区前门东大街23号', latitude: 39.8960, longitude: 116.3976, parkKind: 1, isOnline: yes, leftParkSpaceNum: 40, totalParkSpaceNum: 260, supportBag: yes, supportBook: no, supportCharge: no, supportDiffTimeBag: yes, supportDiffTimeBook: no, supportBalance: no, feeRuleLabels: ['10元/小时', '夜间2元/小时'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, diffTimeBagLeftNum: 6, diffTimeBagTotalNum: 30, description: '错时包月：工作日19:00-次日08:00', payTypes: [2, 3] },
  { parkName: '西单大悦城停车场', parkAddr: '北京市西城区西单北大街131号', latitude: 39.9103, longitude: 116.3735, parkKind: 1, isOnline: yes, leftParkSpaceNum: 58, totalParkSpaceNum: 800, supportBag: yes, supportBook: yes, supportCharge: yes, supportDiffTimeBag: no, supportDiffTimeBook: yes, supportBalance: yes, feeRuleLabels: ['会员消费满200元免2小时', '12元/小时'], leftBagSpaceNum: 5, leftBookSpaceNum: 3, diffTimeBookLeftNum: 4, diffTimeBookTotalNum: 20, description: '可预约车位，预约保留30分钟', payTypes: [2, 3, 6] },
  { parkName: '南池子大街路侧停车', parkAddr: '北京市东城区南池子大街（东华门大街至长安街）', latitude: 39.9110, longitude: 116.4010, parkKind: 2, isOnline: yes, leftParkSpaceNum: 0, totalParkSpaceNum: 24, supportBag: no, supportBook: no, supportCharge: no, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: no, feeRuleLabels: ['2.5元/15分钟'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, description: '路侧泊位已满时请前往附近停车场', payTypes: [2, 3] },
  { parkName: '东方广场停车场', parkAddr: '北京市东城区东长安街1号', latitude: 39.9085, longitude: 116.4135, parkKind: 1, isOnline: yes, leftParkSpaceNum: 210, totalParkSpaceNum: 1800, supportBag: yes, supportBook: yes, supportCharge: yes, supportDiffTimeBag: yes, supportDiffTimeBook: no, supportBalance: yes, feeRuleLabels: ['15元/小时', '包月2800元'], leftBagSpaceNum: -1, leftBookSpaceNum: 10, diffTimeBagLeftNum: 15, diffTimeBagTotalNum: 50, description: '包月车位不限量，错时包月：周末全天', payTypes: [2, 3, 6] },
  { parkName: '北京饭店停车场', parkAddr: '北京市东城区东长安街33号', latitude: 39.9103, longitude: 116.4078, parkKind: 1, isOnline: no, leftParkSpaceNum: 0, totalParkSpaceNum: 150, supportBag: no, supportBook: no, supportCharge: no, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: no, feeRuleLabels: ['现场收费'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, description: '未接入线上缴费，请在出口现场缴费', payTypes: [] },
  { parkName: '崇文门新世界商场停车场', parkAddr: '北京市东城区崇文门外大街3号', latitude: 39.8990, longitude: 116.4170, parkKind: 1, isOnline: yes, leftParkSpaceNum: 75, totalParkSpaceNum: 500, supportBag: no, supportBook: no, supportCharge: yes, supportDiffTimeBag: no, supportDiffTimeBook: yes, supportBalance: yes, feeRuleLabels: ['10元/小时', '充电车辆免停车费2小时'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, diffTimeBookLeftNum: 0, diffTimeBookTotalNum: 12, description: '错时预约：工作日09:00-17:00', payTypes: [3, 6] },
  { parkName: '金融街购物中心停车场', parkAddr: '北京市西城区金城坊街2号', latitude: 39.9170, longitude: 116.3600, parkKind: 1, isOnline: yes, leftParkSpaceNum: 12, totalParkSpaceNum: 700, supportBag: yes, supportBook: yes, supportCharge: no, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: yes, feeRuleLabels: ['15元/小时', '封顶150元/天'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, description: '预约车位已约满', payTypes: [2, 3, 6] },
  { parkName: '宣武门西大街路侧停车', parkAddr: '北京市西城区宣武门西大街（宣武门至长椿街）', latitude: 39.8995, longitude: 116.3740, parkKind: 2, isOnline: yes, leftParkSpaceNum: 9, totalParkSpaceNum: 46, supportBag: yes, supportBook: no, supportCharge: no, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: yes, feeRuleLabels: ['二类地区', '1.5元/15分钟'], leftBagSpaceNum: 3, leftBookSpaceNum: 0, description: '周边居民可办理路侧夜间包月', payTypes: [2, 3, 6] },
  { parkName: '北海公园东门停车场', parkAddr: '北京市西城区景山西街', latitude: 39.9260, longitude: 116.3905, parkKind: 1, isOnline: no, leftParkSpaceNum: 0, totalParkSpaceNum: 90, supportBag: no, supportBook: no, supportCharge: no, supportDiffTimeBag: no, supportDiffTimeBook: no, supportBalance: no, feeRuleLabels: ['5元/小时'], leftBagSpaceNum: 0, leftBookSpaceNum: 0, description: '节假日车位紧张，建议绿色出行', payTypes: [] },
];

const CITIES: CityRecord[] = [
  { cityCode: '110100', cityName: '北京市', pinyin: 'beijing', longitude: 116.407, latitude: 39.904, hot: true },
  { cityCode: '310100', cityName: '上海市', pinyin: 'shanghai', longitude: 121.473, latitude: 31.230, hot: true },
  { cityCode: '440100', cityName: '广州市', pinyin: 'guangzhou', longitude: 113.264, latitude: 23.129, hot: true },
  { cityCode: '440300', cityName: '深圳市', pinyin: 'shenzhen', longitude: 114.057, latitude: 22.543, hot: true },
  { cityCode: '120100', cityName: '天津市', pinyin: 'tianjin', longitude: 117.200, latitude: 39.084, hot: false },
  { cityCode: '500100', cityName: '重庆市', pinyin: 'chongqing', longitude: 106.551, latitude: 29.563, hot: false },
  { cityCode: '510100', cityName: '成都市', pinyin: 'chengdu', longitude: 104.066, latitude: 30.573, hot: true },
  { cityCode: '330100', cityName: '杭州市', pinyin: 'hangzhou', longitude: 120.155, latitude: 30.274, hot: true },
  { cityCode: '320100', cityName: '南京市', pinyin: 'nanjing', longitude: 118.797, latitude: 32.060, hot: false },
  { cityCode: '420100', cityName: '武汉市', pinyin: 'wuhan', longitude: 114.305, latitude: 30.593, hot: false },
  { cityCode: '610100', cityName: '西安市', pinyin: 'xian', longitude: 108.940, latitude: 34.341, hot: false },
  { cityCode: '130100', cityName: '石家庄市', pinyin: 'shijiazhuang', longitude: 114.514, latitude: 38.042, hot: false },
  { cityCode: '370200', cityName: '青岛市', pinyin: 'qingdao', longitude: 120.383, latitude: 36.067, hot: false },
  { cityCode: '350200', cityName: '厦门市', pinyin: 'xiamen', longitude: 118.089, latitude: 24.480, hot: false },
];

export function seedPlaces(now: number): PlaceTables {
  const day = 86_400_000;
  const parks = PARKS.map((p, i): ParkRecord => ({
    diffTimeBagLeftNum: 0,
    diffTimeBagTotalNum: 0,
    diffTimeBookLeftNum: 0,
    diffTimeBookTotalNum: 0,
    businessHours: '00:00-24:00',
    ...p,
    parkId: PARK_IDS[i] as string,
    cityName: '北京市',
    feeRuleLabels: [...p.feeRuleLabels],
    payTypes: [...p.payTypes],
  }));
  return {
    parks,
    // Seeded ids stay below the sequence (CP100001…) new favourites get. Driver A keeps the lot of their bills and the theatre lot as favourites.
    collectedParks: [
      { id: 'CP000001', driverId: DRIVER_A, parkId: 'P1001', collectedAt: now - 30 * day },
      { id: 'CP000002', driverId: DRIVER_A, parkId: 'P1003', collectedAt: now - 10 * day },
    ],
    cities: CITIES.map((c) => ({ ...c })),
  };
}
