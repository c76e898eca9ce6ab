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
  'GET /special/v2/api/bagMultiRules': {
    query: BagMultiRulesParams, answer: BagRuleList, summary: '停车场在售的月卡规则',
    errors: { '404': '停车场不存在' },
  },
  'POST /special/v2/api/checkRenewable': {
    body: CheckRenewableBody, answer: RenewableResult, summary: '月卡能否续费及可续费的规则',
    errors: { '404': '未找到该月卡' },
  },

  'POST /special/v2/api/bagApplications': {
    body: BagApplicationBody, answer: BagApplicationCreated, summary: '提交月卡申请（同一requestId只生成一个申请）',
    errors: {
      '0xd11010001': '该月卡名额已满，请选择其他月卡或停车场',
      '0xd11010002': '该月卡已停售，请选择其他月卡',
      '0xd11010003': '车辆…5在该停车场已有审核通过的月卡申请，请前往支付',
      '0xd11010004': '该月卡仅限已通过残疾人认证的车主办理，请先完成残疾人认证 / 该月卡仅适用于残疾人认证车辆…',
      '0xd11010005': '车辆…不符合该月卡的车型要求（仅限蓝牌、绿牌）',
      '404': '月卡规则不存在',
    },
  },
  'GET /special/v2/api/bagApplications': { query: BagApplicationsParams, answer: BagApplicationPage, summary: '我的月卡申请列表' },
  'GET /special/v2/api/bagApplications/{applicationId}': {
    answer: BagApplicationDetail, summary: '月卡申请详情',
    errors: { '404': '未找到该月卡申请' },
  },
  'PUT /special/v2/api/bagApplications/{applicationId}': {
    body: EditBagApplicationWire, answer: BagApplicationDetail, summary: '修改被驳回的月卡申请',
    errors: {
      '0xd11010001': '该月卡名额已满，请选择其他月卡或停车场 / 该月卡名额已满，请选择其他月卡',
      '0xd11010002': '该月卡已停售，请选择其他月卡',
      '0xd11010003': '业务拒绝：msg 说明原因',
      '0xd11010004': '该月卡仅限已通过残疾人认证的车主办理，请先完成残疾人认证 / 该月卡仅适用于残疾人认证车辆…',
      '0xd11010005': '车辆…不符合该月卡的车型要求（仅限…）',
      '0xd11010006': '只有已驳回的申请可以修改，当前状态为…',
      '404': '所查对象不存在',
    },
  },
  'POST /special/v2/api/bagApplications/{applicationId}/cancel': {
    answer: CancelBagApplicationResult, summary: '撤回月卡申请或生效前退订',
    errors: { '0xd11010008': '申请已退订 / 月卡已生效，不能退订', '404': '所查对象不存在' },
  },
  'POST /special/v2/api/bagApplications/{applicationId}/pay': {
    body: PayBagApplicationBody, answer: PayOrder, summary: '支付已通过的月卡申请',
    errors: {
      '0xd06510040': '该申请已支付，无需重复支付',
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式',
      '0xd06510043': '有一笔…元的支付正在进行中，请完成该笔支付或15分钟后再试',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd11010001': '该月卡名额已满，请选择其他月卡或停车场',
      '0xd11010002': '该月卡已停售，请选择其他月卡',
      '0xd11010007': '申请审核中，审核通过后才能支付 / 申请已驳回，请修改后重新提交',
      '404': '所查对象不存在',
    },
  },

  'GET /special/v2/api/bagPasses': { query: BagPassesParams, answer: BagPassPage, summary: '我的月卡列表' },
  'GET /special/v2/api/bagPasses/{bagId}': {
    answer: BagPass, summary: '月卡详情',
    errors: { '404': '所查对象不存在' },
  },
  'POST /special/v2/api/bagPasses/{bagId}/renew': {
    body: RenewBagPassBody, answer: PayOrder, summary: '月卡续费',
    errors: {
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值或选择其他支付方式 / 余额不足：当前余额…元，需支付…元，请充值后再代付',
      '0xd06510043': '该月卡有一笔续费正在支付中，请完成该笔支付或15分钟后再试',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd11010001': '该月卡名额已满，请选择其他月卡',
      '0xd11010009': '该月卡规则不可用于此月卡续费，请选择其他规则',
      '404': '未找到该月卡',
    },
  },
  'PUT /special/v2/api/bagPasses/{bagId}/plates': {
    body: ChangeBagPlatesBody, answer: BagPass, summary: '更换月卡绑定的车辆',
    errors: {
      '0xd11010003': '车辆…5在该停车场已有月卡申请正在审核中，请勿重复申请',
      '0xd11010004': '该月卡仅适用于残疾人认证车辆，不能更换为其他车辆',
      '0xd11010005': '车辆…不符合该月卡的车型要求（仅限黄牌）',
      '0xd11010006': '月卡已过期或已退订，不能修改车辆',
      '0xd11010010': '该月卡有一项车辆变更正在审核中，请审核完成后再修改',
      '0xd11010011': '该停车场需审核行驶证，请先为车辆…上传行驶证',
      '404': '所查对象不存在',
    },
  },
  'GET /special/v2/api/bagPayRecords': { query: BagPayRecordsParams, answer: BagPayRecordPage, summary: '月卡缴费记录' },

  'GET /special/v2/api/plateMaterials': { answer: PlateMaterialList, summary: '已绑定车辆的行驶证材料' },
  'GET /special/v2/api/plateMaterials/{plateNo}': {
    answer: PlateMaterial, summary: '一辆车的行驶证材料',
    errors: { '404': '未绑定该车辆，请先绑定车辆' },
  },
  'PUT /special/v2/api/plateMaterials/{plateNo}': {
    body: SavePlateMaterialWire, answer: PlateMaterial, summary: '提交行驶证材料审核',
    errors: { '0xd11010012': '该车辆的行驶证正在审核中，请耐心等待', '404': '所查对象不存在' },
  },
  'GET /special/v2/api/disabledCertification': { answer: DisabledCertification, summary: '残疾人认证' },
  'POST /special/v2/api/disabledCertification': {
    body: DisabledCertificationBody, answer: DisabledCertification, summary: '提交残疾人认证',
    errors: { '0xd11010012': '残疾人认证正在审核中，请耐心等待' },
  },
} satisfies Calls;
