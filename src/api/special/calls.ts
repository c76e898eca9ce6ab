import type { Calls } from '../contract';
import { PayOrder } from '../charge/types';
import {
  BagApplicationBody, BagApplicationCreated, BagApplicationDetail, BagApplicationPage, BagApplicationsParams, BagMultiRulesParams,
  BagPass, BagPassesParams, BagPassPage, BagPayRecordPage, BagPayRecordsParams, BagRuleList, CancelBagApplicationResult,
  ChangeBagPlatesBody, CheckRenewableBody, DisabledCertification, DisabledCertificationBody, EditBagApplicationWire,
  PayBagApplicationBody, PlateMaterial, PlateMaterialList, RenewableResult, RenewBagPassBody, SavePlateMaterialWire,
} from './types';

/** The special service's calls: what each sends and answers (src/api/contract.ts). */
export const specialCalls = {
  'GET /special/v2/api/bagMultiRules': { query: BagMultiRulesParams, answer: BagRuleList, summary: '停车场在售的月卡规则' },
  'POST /special/v2/api/checkRenewable': { body: CheckRenewableBody, answer: RenewableResult, summary: '月卡能否续费及可续费的规则' },

  'POST /special/v2/api/bagApplications': { body: BagApplicationBody, answer: BagApplicationCreated, summary: '提交月卡申请（同一requestId只生成一个申请）' },
  'GET /special/v2/api/bagApplications': { query: BagApplicationsParams, answer: BagApplicationPage, summary: '我的月卡申请列表' },
  'GET /special/v2/api/bagApplications/{applicationId}': { answer: BagApplicationDetail, summary: '月卡申请详情' },
  'PUT /special/v2/api/bagApplications/{applicationId}': { body: EditBagApplicationWire, answer: BagApplicationDetail, summary: '修改被驳回的月卡申请' },
  'POST /special/v2/api/bagApplications/{applicationId}/cancel': { answer: CancelBagApplicationResult, summary: '撤回月卡申请或生效前退订' },
  'POST /special/v2/api/bagApplications/{applicationId}/pay': { body: PayBagApplicationBody, answer: PayOrder, summary: '支付已通过的月卡申请' },

  'GET /special/v2/api/bagPasses': { query: BagPassesParams, answer: BagPassPage, summary: '我的月卡列表' },
  'GET /special/v2/api/bagPasses/{bagId}': { answer: BagPass, summary: '月卡详情' },
  'POST /special/v2/api/bagPasses/{bagId}/renew': { body: RenewBagPassBody, answer: PayOrder, summary: '月卡续费' },
  'PUT /special/v2/api/bagPasses/{bagId}/plates': { body: ChangeBagPlatesBody, answer: BagPass, summary: '更换月卡绑定的车辆' },
  'GET /special/v2/api/bagPayRecords': { query: BagPayRecordsParams, answer: BagPayRecordPage, summary: '月卡缴费记录' },

  'GET /special/v2/api/plateMaterials': { answer: PlateMaterialList, summary: '已绑定车辆的行驶证材料' },
  'GET /special/v2/api/plateMaterials/{plateNo}': { answer: PlateMaterial, summary: '一辆车的行驶证材料' },
  'PUT /special/v2/api/plateMaterials/{plateNo}': { body: SavePlateMaterialWire, answer: PlateMaterial, summary: '提交行驶证材料审核' },
  'GET /special/v2/api/disabledCertification': { answer: DisabledCertification, summary: '残疾人认证' },
  'POST /special/v2/api/disabledCertification': { body: DisabledCertificationBody, answer: DisabledCertification, summary: '提交残疾人认证' },
} satisfies Calls;
