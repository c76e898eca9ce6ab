import type { Calls } from '../contract';
import { noData } from '../../lib/schema';
import { LoginResult } from '../auth/types';
import {
  BalanceInfo, BindPhoneBody, BindPhoneResult, ChangePasswordBody, ChangePhoneBody, DeleteAccountParams, DeleteCheckList, DeleteCheckResult,
  DriverIdByThirdId, DriverIdByThirdIdParams, LoginStates, MineGroups, NickNameBody, PhoneBody, PhoneRegistered, PlateCount, RegisterBody,
  RegisterResult, ResetPasswordBody, SendVerifyCodeBody, TicketParams, UserNameBody, VerifyCodeSent, Wallet, WalletList,
} from './types';
import { AddEvidenceBody, Dispute, DisputeList } from './disputes.types';
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
  'POST /driver/v2/api/sendVerifyCode': { body: SendVerifyCodeBody, answer: VerifyCodeSent, summary: '发送短信验证码' },
  'POST /driver/v2/api/register': { body: RegisterBody, answer: RegisterResult, summary: '注册并登录' },
  'POST /driver/v2/api/isPhoneRegistered': { body: PhoneBody, answer: PhoneRegistered, summary: '手机号是否已注册' },
  'PUT /driver/v2/api/resetPassword': { body: ResetPasswordBody, answer: noData, summary: '忘记密码：验证码重置密码' },
  'PUT /driver/v2/api/password': { body: ChangePasswordBody, answer: noData, summary: '修改密码' },
  'PUT /driver/v2/api/phone': { body: ChangePhoneBody, answer: noData, summary: '更换手机号' },
  'PUT /driver/v2/api/nickName': { body: NickNameBody, answer: noData, summary: '修改昵称' },
  'PUT /driver/v2/api/userName': { body: UserNameBody, answer: noData, summary: '修改姓名' },
  'POST /driver/v2/api/bindPhone': { body: BindPhoneBody, answer: BindPhoneResult, summary: '微信/支付宝账号绑定手机号并登录' },
  'GET /driver/v2/api/getTokenByTicket': { query: TicketParams, answer: LoginResult, summary: 'App 票据换取令牌' },
  // Balance, wallets, groups and deleting the account.
  'GET /driver/v2/api/balanceInfo': { answer: BalanceInfo, summary: '账户余额' },
  'GET /driver/v2/api/driverGroupMembers/getMineGroups': { answer: MineGroups, summary: '我所在的车队/企业' },
  'GET /driver/v2/api/accountDeleteCheckList': { answer: DeleteCheckList, summary: '注销账号检查项' },
  'GET /driver/v2/api/accountDeleteCheckResult': { answer: DeleteCheckResult, summary: '能否注销账号' },
  'GET /driver/v2/api/defaultWallet': { answer: Wallet, summary: '默认钱包' },
  'GET /driver/v2/api/wallets': { answer: WalletList, summary: '我的钱包' },
  'DELETE /driver/v2/api/account': { query: DeleteAccountParams, answer: noData, summary: '注销账号' },
  // Family and friends.
  'GET /driver/v2/api/driverGroupMembers/follows': { answer: FollowList, summary: '我关注的亲友' },
  'POST /driver/v2/api/driverGroupMembers/follows': { body: FollowBody, answer: FollowMember, summary: '关注亲友' },
  'DELETE /driver/v2/api/driverGroupMembers/follows/{memberId}': { answer: noData, summary: '取消关注亲友' },
  // Disputes.
  'GET /driver/v2/api/disputes': { answer: DisputeList, summary: '我的申诉' },
  'GET /driver/v2/api/disputes/{disputeId}': { answer: Dispute, summary: '申诉详情' },
  'POST /driver/v2/api/disputes/{disputeId}/evidence': { body: AddEvidenceBody, answer: Dispute, summary: '补充申诉证据' },
  // Plates and withholding.
  'GET /driver/v2/api/plates': { answer: BoundPlateList, summary: '已绑定车牌' },
  'GET /driver/v2/api/plates/{plateId}': { answer: BoundPlateItem, summary: '已绑定车牌详情' },
  'POST /driver/v2/api/plates': { body: BindPlateBody, answer: BoundPlateItem, summary: '绑定车牌' },
  'DELETE /driver/v2/api/plates/{plateId}': { answer: noData, summary: '解绑车牌' },
  'PUT /driver/v2/api/plates/{plateId}/default': { answer: BoundPlateItem, summary: '设为默认车牌' },
  'PUT /driver/v2/api/plates/{plateId}/autoDeduct': { body: AutoDeductBody, answer: BoundPlateItem, summary: '开关余额自动扣费' },
  'GET /driver/v2/api/withholding/contracts': { answer: WithholdContractList, summary: '无感支付签约列表' },
  'POST /driver/v2/api/withholding/contracts': { body: OpenWithholdBody, answer: WithholdContract, summary: '开通无感支付' },
  'DELETE /driver/v2/api/withholding/contracts/{contractId}': { answer: WithholdContract, summary: '解约无感支付' },
  // Invitations and rewards.
  'GET /driver/v2/api/invitation': { answer: Invitation, summary: '我的邀请码' },
  'GET /driver/v2/api/rewards': { answer: RewardList, summary: '我的奖励' },
  'POST /driver/v2/api/rewards/{rewardId}/claim': { answer: Reward, summary: '领取奖励（发放停车券）' },
  'GET /driver/v2/api/goldPlan/results': { answer: GoldPlanResultList, summary: '金牌计划结果' },
  // The statement.
  'GET /driver/v2/api/statement': { query: StatementParams, answer: Statement, summary: '账单明细与合计' },
  'GET /driver/v2/api/statement/csv': { query: StatementParams, answer: StatementCsv, summary: '导出账单 CSV' },
  'POST /driver/v2/api/statement/mail': { body: StatementMailBody, answer: StatementMailSent, summary: '账单发送到邮箱' },
  // Top-ups, withdrawals and movements.
  'GET /driver/v2/api/wallet/topUpRules': { query: TopUpRulesParams, answer: TopUpRules, summary: '充值规则' },
  'POST /driver/v2/api/wallet/topUps': { body: CreateTopUpBody, answer: TopUpOrder, summary: '创建充值支付单' },
  'GET /driver/v2/api/wallet/topUps/{id}': { answer: TopUpResult, summary: '充值结果' },
  'GET /driver/v2/api/wallet/withdrawals/preview': { query: WithdrawPreviewParams, answer: WithdrawPreview, summary: '提现额度与试算' },
  'POST /driver/v2/api/wallet/withdrawals/verifyCode': { body: WithdrawCodeBody, answer: WithdrawCodeSent, summary: '发送提现验证码' },
  'POST /driver/v2/api/wallet/withdrawals': { body: WithdrawBody, answer: Withdrawal, summary: '提现' },
  'GET /driver/v2/api/wallet/withdrawals/{withdrawNo}': { answer: Withdrawal, summary: '提现详情' },
  'GET /driver/v2/api/wallet/movements': { query: WalletMovementsParams, answer: WalletMovementPage, summary: '钱包收支明细' },
  // 我的数据 (personal data): see it, a copy, deleting the trail.
  'GET /driver/v2/api/personalData': { answer: PersonalData, summary: '我的数据：各类个人信息的数量与用途' },
  'POST /driver/v2/api/personalData/exports': { answer: PersonalDataExport, summary: '申请导出个人数据副本' },
  'GET /driver/v2/api/personalData/exports': { answer: PersonalDataExportList, summary: '个人数据导出记录（新的在前）' },
  'GET /driver/v2/api/personalData/exports/{exportId}/file': { answer: PersonalDataFile, file: 'application/zip', summary: '下载个人数据副本（zip：everything.json 与每类一个 CSV）' },
  'GET /driver/v2/api/personalData/trail/preview': { query: TrailBefore, answer: TrailPreview, summary: '删除行程记录前预览：将删除与依法保留的记录' },
  'POST /driver/v2/api/personalData/trail/deletions': { body: TrailBefore, answer: TrailDeletion, summary: '删除某日之前的停车与充电记录' },
  // Separate consents (权限与授权).
  'GET /driver/v2/api/consents': { answer: ConsentList, summary: '我的单独授权（定位、记录保留、营销、提醒渠道）' },
  'PUT /driver/v2/api/consents/{kind}': { body: ConsentChange, answer: Consent, summary: '同意或撤回一项单独授权' },
  // Family sharing (家人共享).
  'GET /driver/v2/api/familyShares': { answer: FamilyShares, summary: '我共享给家人的与家人共享给我的' },
  'POST /driver/v2/api/familyShares': { body: CreateShareBody, answer: Share, summary: '邀请家人共享车辆（待对方接受）' },
  'POST /driver/v2/api/familyShares/{shareId}/accept': { answer: Share, summary: '接受家人共享' },
  'POST /driver/v2/api/familyShares/{shareId}/decline': { answer: Share, summary: '拒绝家人共享' },
  'DELETE /driver/v2/api/familyShares/{shareId}': { answer: noData, summary: '结束或退出家人共享' },
  'GET /driver/v2/api/familyShares/{shareId}/view': { answer: FamilyView, summary: '家人共享车辆的充电、账单与预约' },
  'POST /driver/v2/api/familyShares/{shareId}/payments': { body: FamilyPayBody, answer: FamilyPayment, summary: '为家人代付账单（本人余额，每月限额）' },
  'POST /driver/v2/api/familyShares/{shareId}/locks/{lockId}': { body: FamilyLockBody, answer: FamilyLock, summary: '操作家人预约车位的车位锁' },
} satisfies Calls;
