import type { Calls } from '../contract';
import { noData } from '../../lib/schema';
import { LoginResult } from '../auth/types';
import {
  BalanceInfo, BindPhoneBody, BindPhoneResult, ChangePasswordBody, ChangePhoneBody, DeleteAccountParams, DeleteCheckList, DeleteCheckResult,
  DriverIdByThirdId, DriverIdByThirdIdParams, LoginStates, MineGroups, NickNameBody, PhoneBody, PhoneRegistered, PlateCount, RegisterBody,
  RegisterResult, ResetPasswordBody, SendVerifyCodeBody, TicketParams, UserNameBody, VerifyCodeSent, Wallet, WalletList,
} from './types';
import { AddEvidenceBody, Dispute, DisputeList } from './disputes.types';
import { PlateClaim, PlateClaimBody, PlateClaimList } from './plateClaims.types';
import { Consent, ConsentChange, ConsentList } from './consents.types';
import { FollowBody, FollowList, FollowMember } from './members.types';
import { CreateShareBody, FamilyLock, FamilyLockBody, FamilyPayBody, FamilyPayment, FamilyShares, FamilyView, Share } from './family.types';
import {
  AutoDeductBody, BindPlateBody, BoundPlateItem, BoundPlateList, OpenWithholdBody, WithholdContract, WithholdContractList,
} from './plates.types';
import { GoldPlanResultList, Invitation, Reward, RewardList } from './rewards.types';
import {
  PersonalData, PersonalDataExport, PersonalDataExportList, PersonalDataFile, TrailBefore, TrailDeletion, TrailPreview,
} from './personalData.types';
import { Statement, StatementCsv, StatementMailBody, StatementMailSent, StatementParams } from './statement.types';
import {
  CreateTopUpBody, TopUpOrder, TopUpResult, TopUpRules, TopUpRulesParams, WalletMovementPage, WalletMovementsParams, WithdrawBody,
  WithdrawCodeBody, WithdrawCodeSent, Withdrawal, WithdrawPreview, WithdrawPreviewParams,
} from './wallet.types';

/** The driver service's calls: what each sends and answers (src/api/contract.ts). */
export const driverCalls = {
  // Account, sign-up and profile.
  'GET /driver/v2/api/plateCount': { answer: PlateCount, summary: '已绑定车牌数量' },
  'GET /driver/v2/api/loginStates': { answer: LoginStates, summary: '当前令牌的登录状态（游客为0）' },
  'GET /driver/v2/api/getDriverIdByThirdId': { query: DriverIdByThirdIdParams, answer: DriverIdByThirdId, summary: '按第三方账号查车主' },
  'POST /driver/v2/api/sendVerifyCode': {
    body: SendVerifyCodeBody, answer: VerifyCodeSent, summary: '发送短信验证码',
    errors: { '0xd12501011': '验证码发送过于频繁，请…秒后再试' },
  },
  'POST /driver/v2/api/register': {
    body: RegisterBody, answer: RegisterResult, summary: '注册并登录',
    errors: { '0xd12501010': '验证码错误或已过期，请重新获取', '0xd12501012': '该手机号已注册，请直接登录' },
  },
  'POST /driver/v2/api/isPhoneRegistered': { body: PhoneBody, answer: PhoneRegistered, summary: '手机号是否已注册' },
  'PUT /driver/v2/api/resetPassword': {
    body: ResetPasswordBody, answer: noData, summary: '忘记密码：验证码重置密码',
    errors: { '0xd12501010': '验证码错误或已过期，请重新获取' },
  },
  'PUT /driver/v2/api/password': {
    body: ChangePasswordBody, answer: noData, summary: '修改密码',
    errors: { '0xd12501015': '原密码错误' },
  },
  'PUT /driver/v2/api/phone': {
    body: ChangePhoneBody, answer: noData, summary: '更换手机号',
    errors: { '0xd12501010': '验证码错误或已过期，请重新获取', '0xd12501016': '该手机号已被其他账号使用' },
  },
  'PUT /driver/v2/api/nickName': { body: NickNameBody, answer: noData, summary: '修改昵称' },
  'PUT /driver/v2/api/userName': { body: UserNameBody, answer: noData, summary: '修改姓名' },
  'POST /driver/v2/api/bindPhone': {
    body: BindPhoneBody, answer: BindPhoneResult, summary: '微信/支付宝账号绑定手机号并登录',
    errors: { '0xd12501010': '验证码错误或已过期，请重新获取', '0xd12501013': '该微信已绑定其他手机号' },
  },
  'GET /driver/v2/api/getTokenByTicket': {
    query: TicketParams, answer: LoginResult, summary: 'App 票据换取令牌',
    errors: { '0xd12501014': '票据无效或已过期，请重新进入 / 票据与当前用户不匹配，请重新进入' },
  },
  // Balance, wallets, groups and deleting the account.
  'GET /driver/v2/api/balanceInfo': { answer: BalanceInfo, summary: '账户余额' },
  'GET /driver/v2/api/driverGroupMembers/getMineGroups': { answer: MineGroups, summary: '我所在的车队/企业' },
  'GET /driver/v2/api/accountDeleteCheckList': { answer: DeleteCheckList, summary: '注销账号检查项' },
  'GET /driver/v2/api/accountDeleteCheckResult': { answer: DeleteCheckResult, summary: '能否注销账号' },
  'GET /driver/v2/api/defaultWallet': {
    answer: Wallet, summary: '默认钱包',
    errors: { '404': '未开通钱包' },
  },
  'GET /driver/v2/api/wallets': { answer: WalletList, summary: '我的钱包' },
  'DELETE /driver/v2/api/account': {
    query: DeleteAccountParams, answer: noData, summary: '注销账号',
    errors: { '0xd12501010': '验证码错误或已过期，请重新获取', '0xd12501040': '暂不能注销：…' },
  },
  // Family and friends.
  'GET /driver/v2/api/driverGroupMembers/follows': { answer: FollowList, summary: '我关注的亲友' },
  'POST /driver/v2/api/driverGroupMembers/follows': {
    body: FollowBody, answer: FollowMember, summary: '关注亲友',
    errors: { '0xd12503001': '最多关注…位亲友', '0xd12503002': '已关注该手机号', '0xd12503003': '不能关注自己' },
  },
  'DELETE /driver/v2/api/driverGroupMembers/follows/{memberId}': {
    answer: noData, summary: '取消关注亲友',
    errors: { '404': '该亲友不存在' },
  },
  // Disputes.
  'GET /driver/v2/api/disputes': { answer: DisputeList, summary: '我的申诉' },
  'GET /driver/v2/api/disputes/{disputeId}': {
    answer: Dispute, summary: '申诉详情',
    errors: { '404': '未找到该申诉' },
  },
  'POST /driver/v2/api/disputes/{disputeId}/evidence': {
    body: AddEvidenceBody, answer: Dispute, summary: '补充申诉证据',
    errors: { '0xd12501070': '该申诉已有处理结果，不能再补充证据', '0xd12501071': '该凭证不能证明车辆已离场：请选择您名下车辆在其他停车场已缴费、且出场时间晚于本次入场时间的记录', '404': '未找到该申诉' },
  },
  // Plates and withholding.
  'GET /driver/v2/api/plates': { answer: BoundPlateList, summary: '已绑定车牌' },
  'GET /driver/v2/api/plates/{plateId}': {
    answer: BoundPlateItem, summary: '已绑定车牌详情',
    errors: { '404': '车辆不存在或已解绑' },
  },
  'POST /driver/v2/api/plates': {
    body: BindPlateBody, answer: BoundPlateItem, summary: '绑定车牌',
    errors: { '0xd06510036': '该车牌已被其他账号绑定。如确为您的车辆，请提交反馈，客服核实后为您处理', '0xd12501031': '该车牌已绑定', '0xd12501032': '每个账号最多绑定…辆车，请先解绑不用的车辆' },
  },
  // Claims of a plate another account holds (the licence proves the car; the operator reviews).
  'GET /driver/v2/api/plateClaims': { answer: PlateClaimList, summary: '我的车牌认领申请' },
  'GET /driver/v2/api/plateClaims/{claimId}': {
    answer: PlateClaim, summary: '车牌认领申请详情',
    errors: { '404': '未找到该认领申请' },
  },
  'POST /driver/v2/api/plateClaims': {
    body: PlateClaimBody, answer: PlateClaim, summary: '申请车牌认领（行驶证照片、所有人、车辆识别代号）',
    errors: {
      '0xd12501090': '该车牌未被其他账号绑定，请直接绑定', '0xd12501091': '该车牌已绑定在您的账号',
      '0xd12501092': '该车牌已有认领申请正在审核中，请等待审核结果', '0xd12501093': '车辆识别代号与该车牌登记的车辆不一致，请核对行驶证',
      '0xd12501032': '每个账号最多绑定…辆车，请先解绑不用的车辆再申请认领',
    },
  },
  'POST /driver/v2/api/plateClaims/{claimId}/withdraw': {
    answer: PlateClaim, summary: '撤回车牌认领申请',
    errors: { '0xd12501094': '该申请已审核或已撤回，不能撤回', '404': '未找到该认领申请' },
  },
  'DELETE /driver/v2/api/plates/{plateId}': {
    answer: noData, summary: '解绑车牌',
    errors: { '0xd06510037': '该车辆有未缴停车费，请补缴后再解绑', '0xd12501033': '该车辆正在停车中，请离场并缴费后再解绑', '404': '车辆不存在或已解绑' },
  },
  'PUT /driver/v2/api/plates/{plateId}/default': {
    answer: BoundPlateItem, summary: '设为默认车牌',
    errors: { '404': '所查对象不存在' },
  },
  'PUT /driver/v2/api/plates/{plateId}/autoDeduct': {
    body: AutoDeductBody, answer: BoundPlateItem, summary: '开关余额自动扣费',
    errors: { '404': '所查对象不存在' },
  },
  'GET /driver/v2/api/withholding/contracts': { answer: WithholdContractList, summary: '无感支付签约列表' },
  'POST /driver/v2/api/withholding/contracts': {
    body: OpenWithholdBody, answer: WithholdContract, summary: '开通无感支付',
    errors: { '0xd12501034': '该车辆已开通无感支付', '0xd12501035': '当前环境暂不支持无感支付', '404': '车辆不存在或已解绑' },
  },
  'DELETE /driver/v2/api/withholding/contracts/{contractId}': {
    answer: WithholdContract, summary: '解约无感支付',
    errors: { '404': '签约不存在' },
  },
  // Invitations and rewards.
  'GET /driver/v2/api/invitation': { answer: Invitation, summary: '我的邀请码' },
  'GET /driver/v2/api/rewards': { answer: RewardList, summary: '我的奖励' },
  'POST /driver/v2/api/rewards/{rewardId}/claim': {
    answer: Reward, summary: '领取奖励（发放停车券）',
    errors: { '0xd12502001': '该奖励已领取', '0xd12502002': '该奖励已过期，无法领取', '404': '奖励不存在' },
  },
  'GET /driver/v2/api/goldPlan/results': { answer: GoldPlanResultList, summary: '金牌计划结果' },
  // The statement.
  'GET /driver/v2/api/statement': {
    query: StatementParams, answer: Statement, summary: '账单明细与合计',
    errors: { '0xd12501060': '开始日期不能晚于结束日期', '0xd12501061': '只有车队管理员可以查看车队账单' },
  },
  'GET /driver/v2/api/statement/csv': { query: StatementParams, answer: StatementCsv, summary: '导出账单 CSV' },
  'POST /driver/v2/api/statement/mail': {
    body: StatementMailBody, answer: StatementMailSent, summary: '账单发送到邮箱',
    errors: { '0xd12501060': '开始日期不能晚于结束日期' },
  },
  // Top-ups, withdrawals and movements.
  'GET /driver/v2/api/wallet/topUpRules': {
    query: TopUpRulesParams, answer: TopUpRules, summary: '充值规则',
    errors: { '0xd12502003': '车队钱包由车队管理员充值和管理', '404': '所查对象不存在' },
  },
  'POST /driver/v2/api/wallet/topUps': {
    body: CreateTopUpBody, answer: TopUpOrder, summary: '创建充值支付单',
    errors: {
      '0xd12502001': '当前客户端不支持…充值',
      '0xd12502002': '单笔充值金额须在…元至…元之间',
      '0xd12502003': '车队钱包由车队管理员充值和管理',
      '404': '所查对象不存在',
    },
  },
  'GET /driver/v2/api/wallet/topUps/{id}': {
    answer: TopUpResult, summary: '充值结果',
    errors: { '404': '充值记录不存在' },
  },
  'GET /driver/v2/api/wallet/withdrawals/preview': {
    query: WithdrawPreviewParams, answer: WithdrawPreview, summary: '提现额度与试算',
    errors: {
      '0xd12502002': '单笔提现金额不能低于…元',
      '0xd12502003': '车队钱包由车队管理员充值和管理',
      '0xd12502010': '当前最多可提现…元（赠送金额…元不可提现） / 当前最多可提现…元（赠送金额…元不可提现）',
      '0xd12502011': '每天最多提现…次，请明天再试',
      '0xd12502012': '暂无可提现金额：只有充值所得可原路提现，赠送金额不可提现',
      '404': '所查对象不存在',
    },
  },
  'POST /driver/v2/api/wallet/withdrawals/verifyCode': {
    body: WithdrawCodeBody, answer: WithdrawCodeSent, summary: '发送提现验证码',
    errors: { '0xd12501011': '验证码发送过于频繁，请…秒后再试' },
  },
  'POST /driver/v2/api/wallet/withdrawals': {
    body: WithdrawBody, answer: Withdrawal, summary: '提现',
    errors: {
      '0xd12501010': '验证码错误或已过期，请重新获取',
      '0xd12502002': '该奖励已过期，无法领取 / 单笔充值金额须在…元至…元之间',
      '0xd12502003': '车队钱包由车队管理员充值和管理',
      '0xd12502010': '当前最多可提现…元（赠送金额…元不可提现）',
      '0xd12502011': '每天最多提现3次，请明天再试',
      '0xd12502012': '暂无可提现金额：只有充值所得可原路提现，赠送金额不可提现',
      '404': '所查对象不存在',
    },
  },
  'GET /driver/v2/api/wallet/withdrawals/{withdrawNo}': {
    answer: Withdrawal, summary: '提现详情',
    errors: { '404': '提现记录不存在' },
  },
  'GET /driver/v2/api/wallet/movements': {
    query: WalletMovementsParams, answer: WalletMovementPage, summary: '钱包收支明细',
    errors: { '0xd12502003': '车队钱包由车队管理员充值和管理', '404': '钱包不存在' },
  },
  // 我的数据 (personal data): see it, a copy, deleting the trail.
  'GET /driver/v2/api/personalData': { answer: PersonalData, summary: '我的数据：各类个人信息的数量与用途' },
  'POST /driver/v2/api/personalData/exports': { answer: PersonalDataExport, summary: '申请导出个人数据副本' },
  'GET /driver/v2/api/personalData/exports': { answer: PersonalDataExportList, summary: '个人数据导出记录（新的在前）' },
  'GET /driver/v2/api/personalData/exports/{exportId}/file': {
    answer: PersonalDataFile, file: 'application/zip', summary: '下载个人数据副本（zip：everything.json 与每类一个 CSV）',
    errors: { '0xd12501081': '该文件不属于当前登录的账号', '0xd12501082': '文件仍在生成中，请稍后再试', '0xd12501083': '下载已过期（有效期24小时），请重新申请导出', '404': '导出记录不存在' },
  },
  'GET /driver/v2/api/personalData/trail/preview': {
    query: TrailBefore, answer: TrailPreview, summary: '删除行程记录前预览：将删除与依法保留的记录',
    errors: { '0xd12501080': '请选择正确的日期' },
  },
  'POST /driver/v2/api/personalData/trail/deletions': {
    body: TrailBefore, answer: TrailDeletion, summary: '删除某日之前的停车与充电记录',
    errors: { '0xd12501080': '日期不能晚于今天' },
  },
  // Separate consents (权限与授权).
  'GET /driver/v2/api/consents': { answer: ConsentList, summary: '我的单独授权（定位、记录保留、营销、提醒渠道）' },
  'PUT /driver/v2/api/consents/{kind}': { body: ConsentChange, answer: Consent, summary: '同意或撤回一项单独授权' },
  // Family sharing (家人共享).
  'GET /driver/v2/api/familyShares': { answer: FamilyShares, summary: '我共享给家人的与家人共享给我的' },
  'POST /driver/v2/api/familyShares': {
    body: CreateShareBody, answer: Share, summary: '邀请家人共享车辆（待对方接受）',
    errors: {
      '0xd12504001': '该手机号尚未注册，请家人先注册后再邀请',
      '0xd12504002': '不能共享给自己',
      '0xd12504003': '…不是您绑定的车辆，只能共享自己的车辆',
      '0xd12504004': '已向该家人共享过…',
    },
  },
  'POST /driver/v2/api/familyShares/{shareId}/accept': {
    answer: Share, summary: '接受家人共享',
    errors: { '0xd12504005': '业务拒绝：msg 说明原因', '404': '该共享不存在' },
  },
  'POST /driver/v2/api/familyShares/{shareId}/decline': {
    answer: Share, summary: '拒绝家人共享',
    errors: { '0xd12504005': '业务拒绝：msg 说明原因', '404': '所查对象不存在' },
  },
  'DELETE /driver/v2/api/familyShares/{shareId}': {
    answer: noData, summary: '结束或退出家人共享',
    errors: { '0xd12504005': '业务拒绝：msg 说明原因', '404': '所查对象不存在' },
  },
  'GET /driver/v2/api/familyShares/{shareId}/view': {
    answer: FamilyView, summary: '家人共享车辆的充电、账单与预约',
    errors: { '0xd12504005': '共享已结束', '0xd12504006': '请先接受该共享', '404': '所查对象不存在' },
  },
  'POST /driver/v2/api/familyShares/{shareId}/payments': {
    body: FamilyPayBody, answer: FamilyPayment, summary: '为家人代付账单（本人余额，每月限额）',
    errors: {
      '0xd06510042': '余额不足：当前余额…元，需支付…元，请充值后再代付',
      '0xd06510046': '应付金额已变为…元，请确认后再支付 / 已超出免费时长，应付金额为…元，请支付后出场',
      '0xd12504005': '共享已结束',
      '0xd12504006': '请先接受该共享',
      '0xd12504007': '该共享未开通代付',
      '0xd12504008': '超出本月代付额度，本月还可代付…元',
      '0xd12504009': '该账单已支付，无需重复支付',
      '0xd12504010': '该车辆有欠费，请先代付欠费',
      '0xd12504012': '该账单正在支付中，请稍后刷新查看 / 该账单当前无需支付',
      '404': '所查对象不存在',
    },
  },
  'POST /driver/v2/api/familyShares/{shareId}/locks/{lockId}': {
    body: FamilyLockBody, answer: FamilyLock, summary: '操作家人预约车位的车位锁',
    errors: {
      '0xd10520003': '车位锁离线，请稍后重试或联系停车场管理员',
      '0xd10520004': '车位锁电量过低（剩余…%），暂无法操作，请联系停车场管理员',
      '0xd10520005': '车位上有车辆，无法升锁',
      '0xd12504005': '业务拒绝：msg 说明原因',
      '0xd12504006': '请先接受该共享',
      '0xd12504007': '该共享未开通车位锁操作',
      '0xd12504011': '预约开始前15分钟起方可操作车位锁，请稍后再试 / 该预约已结束，无法操作车位锁',
      '404': '车位锁不存在',
    },
  },
} satisfies Calls;
