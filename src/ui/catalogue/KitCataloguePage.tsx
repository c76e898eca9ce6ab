import { Input, List } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { ActionBar, ActionBarButton } from '../ActionBar';
import { AppealForm, AppealSubmit, useAppealForm } from '../AppealForm';
import { CardList } from '../CardList';
import { BarChart, TimeChart } from '../charts';
import { ChoiceLink } from '../ChoiceLink';
import { Countdown } from '../Countdown';
import { ElderModeSwitch } from '../ElderModeSwitch';
import { Facts } from '../Facts';
import { FilterChips } from '../FilterChips';
import { DisputeNotice } from '../DisputeNotice';
import { ForeignCodeWarning } from '../ForeignCodeWarning';
import { CheckField, ChoiceRadios, Field, FieldError, FormError } from '../form';
import { LinkButton } from '../LinkButton';
import { MoneyLine } from '../MoneyLine';
import { Page } from '../Page/Page';
import { ItemList } from '../PagedList/ItemList';
import { PlateBadge, PlateBadges } from '../PlateBadge';
import { PlatePicker } from '../PlatePicker';
import { QrCode } from '../QrCode';
import { ReasonField } from '../ReasonField';
import { RecordHead } from '../RecordHead';
import { PendingPaymentResult } from '../PendingPaymentResult';
import { ResultView } from '../ResultView';
import { StateTag } from '../StateTag';
import { Empty, LoadFailed, Loading } from '../states/States';
import { Tabs } from '../Tabs';
import styles from './KitCataloguePage.module.css';

/**
 * /__kit, in development builds only (src/app/router.tsx): every kit piece in each of its states, on one page, so
 * a newcomer sees the kit before reading it and a change to the tokens shows everywhere at once. 长辈模式 is the
 * real switch (the driver's, remembered); dark follows the system, as in the app. The axe walk checks this page in
 * all three modes (test/e2e/kit.spec.ts, against the development server).
 */
export function KitCataloguePage() {
  return (
    <Page title="界面组件">
      <div className={styles.catalogue}>
        <ModeBar />
        <Piece name="LinkButton" what="一个看起来像按钮的链接：去另一页">
          <LinkButton to={paths.home}>返回首页</LinkButton>
          <LinkButton to={paths.home} solid>
            去缴费
          </LinkButton>
          <LinkButton to={paths.home} small block={false}>
            查看详情
          </LinkButton>
        </Piece>
        <Piece name="StateTag" what="状态标签：文字本身说明状态，颜色只是辅助">
          <div className={styles.row}>
            <StateTag tone="primary">进行中</StateTag>
            <StateTag tone="success">已完成</StateTag>
            <StateTag tone="warning">待支付</StateTag>
            <StateTag tone="danger">已逾期</StateTag>
            <StateTag>已取消</StateTag>
            <StateTag tone="danger" solid>有欠费</StateTag>
            <StateTag tone="primary" solid>默认</StateTag>
          </div>
        </Piece>
        <Piece name="FilterChips" what="筛选：一组真正的单选按钮">
          <Chips />
        </Piece>
        <Piece name="MoneyLine" what="金额行：整数分，经 lib/format 显示">
          <MoneyLine label="合计" cents={1250} />
          <MoneyLine label="应付" cents={0} zero="免费" />
          <MoneyLine label="停车费" cents={null} pending="正在查询费用" />
        </Piece>
        <Piece name="ActionBar" what="页面的主操作：固定在页面底部（Page 的 footer），金额在旁；放不下时按钮换到下一行">
          <ActionBar amount={{ label: '预计', cents: 2350 }}>
            <ActionBarButton>开始充电</ActionBarButton>
          </ActionBar>
          <ActionBar amount={{ label: '预计费用', cents: null, pending: '计算中…' }}>
            <ActionBarButton disabled>下一步</ActionBarButton>
          </ActionBar>
          <ActionBar amount={{ label: '开票金额', cents: 8030, extra: '· 3笔 · 2张发票' }}>
            <ActionBarButton loading loadingText="提交中…">
              提交申请
            </ActionBarButton>
          </ActionBar>
          <ActionBar amount={{ label: '预计', cents: 11970 }}>
            <ActionBarButton>预付 50.00元 并预约充电</ActionBarButton>
          </ActionBar>
          <ActionBar>
            <ActionBarButton>重新提交</ActionBarButton>
          </ActionBar>
        </Piece>
        <Piece name="Countdown" what="倒计时：按服务器时间，只用手机时钟算答复之后过去的时间">
          <Deadline />
        </Piece>
        <Piece name="CardList" what="卡片列表：标题在卡片内，与页面边距对齐">
          <CardList header="订单信息">
            <List.Item extra="京A12345">车牌</List.Item>
            <List.Item extra="王府井百货地下停车场">停车场</List.Item>
          </CardList>
        </Piece>
        <Piece name="ChoiceLink" what="在另一页做的选择：整行是一个链接，写着现在选了什么">
          <ChoiceLink to={paths.home} label="优惠券" value="3张可用" />
          <ChoiceLink to={paths.home} label="优惠券" value="-5.00元（停车满20减5元券）" chosen />
          <ChoiceLink region to={paths.home} label="优惠券" value="暂无可用">
            <p className={`${styles.what} ${styles.inCard}`}>卡片里、这一行下面的提示</p>
          </ChoiceLink>
        </Piece>
        <Piece name="RecordHead" what="记录页的开头：关于什么、金额、状态、说明">
          <RecordHead label="示例订单" title="王府井百货地下停车场" amountLabel="实付金额" cents={1250} state={<StateTag tone="warning">待支付</StateTag>}>
            订单待支付，完成支付后状态会自动更新
          </RecordHead>
          <RecordHead label="示例开票状态" stateFirst amountLabel="开票金额" cents={5930} state={<StateTag tone="primary" large>开票中</StateTag>} />
        </Piece>
        <Piece name="Facts" what="信息列表：空的行不显示">
          <Facts
            rows={[
              ['车牌', <PlateBadge key="p" plateNo="京A12345" size="small" />],
              ['停车场', '王府井百货地下停车场'],
              ['入场时间', '2026-11-24 08:30'],
              ['备注', ''],
            ]}
          />
        </Piece>
        <Piece name="PlateBadge" what="车牌：蓝、黄、绿（新能源）；PlateBadges 几块并排">
          <div className={styles.row}>
            <PlateBadge plateNo="京A12345" plateColor={1} />
            <PlateBadge plateNo="京B12345" plateColor={2} />
            <PlateBadge plateNo="京AD12345" plateColor={5} size="large" />
          </div>
          <PlateBadges label="示例车辆" plates={['京A12345', '京B12345', '京AD12345']} colours={new Map([['京B12345', 2 as const]])} />
        </Piece>
        <Piece name="Tabs" what="页内分页签">
          <Tabs>
            <Tabs.Tab title="全部" key="all" />
            <Tabs.Tab title="待支付" key="due" />
            <Tabs.Tab title="已完成" key="done" />
          </Tabs>
        </Piece>
        <Piece name="form" what="表单：Field、ChoiceRadios、CheckField、FieldError、FormError">
          <FormPieces />
        </Piece>
        <Piece name="PlatePicker" what="选车：一辆（单选）或几辆（复选，有上限）">
          <Plates />
        </Piece>
        <Piece name="ReasonField" what="原因：一组真正的单选按钮">
          <Reason />
        </Piece>
        <Piece name="AppealForm" what="申诉：原因、说明（有字数）、照片、草稿、只提交一次">
          <Appeal />
        </Piece>
        <Piece name="DisputeNotice" what="申诉中的账单：不影响其他缴费，去补充证据">
          <DisputeNotice disputeId="AP8001" setAside />
          <DisputeNotice disputeId="AP8001" />
        </Piece>
        <Piece name="ForeignCodeWarning" what="扫到别人的二维码：指向哪里，请勿支付，本次未支付（留在页面上，不是提示条）；给出扫到的内容时附「核实通知」">
          <ForeignCodeWarning host="pay.example.com.evil.net" scanned="https://pay.example.com.evil.net/qr?id=88120931" />
          <ForeignCodeWarning host="" />
        </Piece>
        <Piece name="ItemList" what="列表（PagedList 的列表部分）">
          <ItemList
            items={['第一条', '第二条']}
            label="示例列表"
            itemKey={(s) => s}
            renderItem={(s) => (
              <List>
                <List.Item>{s}</List.Item>
              </List>
            )}
          />
        </Piece>
        <Piece name="states" what="加载中、加载失败、空">
          <Loading text="示例加载中" lines={2} />
          <LoadFailed text="示例加载失败" onRetry={() => undefined} />
          <Empty text="暂无记录" description="有记录后会显示在这里" />
        </Piece>
        <Piece name="ResultView" what="流程的结果">
          <ResultView outcome="success" title="支付成功" description="已支付 12.50 元" />
          <ResultView outcome="pending" title="正在确认支付结果" />
        </Piece>
        <Piece name="PendingPaymentResult" what="支付结果未确认：确认中，或暂未查询到（重新查询）">
          <PendingPaymentResult checking onRecheck={() => undefined} />
          <PendingPaymentResult checking={false} onRecheck={() => undefined} secondary={{ text: '返回首页', to: paths.home }} />
          <PendingPaymentResult checking={false} onRecheck={() => undefined} rechecking />
        </Piece>
        <Piece name="TimeChart" what="随时间变化的数值（功率、电量）：读屏软件读一句概述和一张数据表；没有读数、只有一个读数时也不出错">
          <TimeChart title="充电功率" unit="kW" tone={2} format={(v) => v.toFixed(1)} points={POWER} />
          <TimeChart title="已充电量" unit="kWh" format={(v) => v.toFixed(2)} points={ENERGY} />
          <TimeChart title="已充电量" unit="kWh" format={(v) => v.toFixed(2)} points={ENERGY.slice(0, 1)} />
          <TimeChart title="充电功率" unit="kW" points={[]} empty="等待充电桩上报数据" />
        </Piece>
        <Piece name="BarChart" what="按类别的金额（横向条形）：类别和金额在一行，条在下面；读屏软件读概述和数据表">
          <BarChart title="支出构成" labelHead="类型" valueHead="支出" bars={SPENDING} />
          <BarChart title="支出构成" labelHead="类型" valueHead="支出" bars={[]} empty="这段时间没有支出" />
        </Piece>
        <Piece name="QrCode" what="二维码：深色模式下仍在浅色底上">
          <QrCode value="https://example.com/kit" label="示例二维码" size={120} />
        </Piece>
      </div>
    </Page>
  );
}

/** A DC charge of 40 minutes from 10:00 Beijing: full power, then the taper above 80 %. */
const CHARGE_START = Date.UTC(2026, 10, 25, 2, 0, 0);
const POWER = Array.from({ length: 41 }, (_, m) => ({ at: CHARGE_START + m * 60_000, value: m < 30 ? 60 : 24 }));
const ENERGY = POWER.map((p, m) => ({ at: p.at, value: m < 30 ? m : 30 + (m - 30) * 0.4 }));
const SPENDING = [
  { key: 'charging', label: '充电费', value: 31_250, text: '312.50元' },
  { key: 'parking', label: '停车费', value: 15_800, text: '158.00元' },
  { key: 'pass', label: '月卡/错峰卡', value: 30_000, text: '300.00元' },
  { key: 'idleFee', label: '占位费', value: 500, text: '5.00元' },
].sort((a, b) => b.value - a.value);

function Piece({ name, what, children }: { name: string; what: string; children: ReactNode }) {
  const id = `kit-${name}`;
  return (
    <section className={styles.piece} aria-labelledby={id}>
      <h2 id={id} className={styles.name}>
        {name}
      </h2>
      <p className={styles.what}>{what}</p>
      <div className={styles.states}>{children}</div>
    </section>
  );
}

function ModeBar() {
  return (
    <section className={styles.piece} aria-labelledby="kit-modes">
      <h2 id="kit-modes" className={styles.name}>
        ElderModeSwitch（显示模式）
      </h2>
      <ElderModeSwitch />
      <p className={styles.what}>深色模式跟随系统设置（浏览器开发者工具里可模拟 prefers-color-scheme: dark）。</p>
    </section>
  );
}

function Chips() {
  const [value, setValue] = useState('all');
  return (
    <FilterChips
      legend="账单状态"
      showLegend
      value={value}
      onChange={setValue}
      chips={[
        { value: 'all', label: '全部' },
        { value: 'due', label: '待支付' },
        { value: 'done', label: '已完成' },
      ]}
    />
  );
}

function Deadline() {
  // A deadline five minutes after a server answer received now.
  const [read] = useState(() => ({ serverNow: 1_790_000_000_000, until: 1_790_000_300_000, readAt: Date.now() }));
  return (
    <>
      <Countdown until={read.until} serverNow={read.serverNow} readAt={read.readAt} />
      <Countdown until={read.until} serverNow={read.serverNow} readAt={read.readAt} format="clock" />
    </>
  );
}

function FormPieces() {
  const [plan, setPlan] = useState('month');
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <Field id="kit-name" label="姓名" hint="与身份证一致">
        <Input id="kit-name" placeholder="请输入姓名" />
      </Field>
      <Field id="kit-phone" label="手机号" error="请输入 11 位手机号">
        <Input id="kit-phone" defaultValue="1380013" />
      </Field>
      <ChoiceRadios
        id="kit-plan"
        legend="办理类型"
        value={plan}
        onChange={setPlan}
        choices={[
          { value: 'month', label: '月卡', side: '300.00元' },
          { value: 'quarter', label: '季卡', side: '850.00元' },
          { value: 'year', label: '年卡', disabled: true, side: '已售罄' },
        ]}
      />
      <ChoiceRadios id="kit-chip" legend="关系" chips value="family" onChange={() => undefined} choices={[{ value: 'family', label: '家人' }, { value: 'friend', label: '朋友' }]} />
      <CheckField id="kit-agree" checked={agreed} onChange={setAgreed} error={agreed ? null : '请先阅读并同意服务协议'}>
        我已阅读并同意服务协议
      </CheckField>
      <FieldError>一条独立的字段提示</FieldError>
      <FormError message="该手机号已注册，请直接登录" />
    </>
  );
}

const PLATES = [
  { plateNo: '京A12345', plateColor: 1 as const, side: '默认车辆' },
  { plateNo: '京AD12345', plateColor: 5 as const },
  { plateNo: '京B12345', plateColor: 2 as const, disabled: true, note: '黄牌车不能办理' },
];

function Plates() {
  const [one, setOne] = useState('京A12345');
  const [some, setSome] = useState<string[]>([]);
  return (
    <>
      <PlatePicker id="kit-plate" legend="预约车辆" plates={PLATES} value={one} onChange={setOne} none="暂不关联" />
      <PlatePicker id="kit-plates" legend="车辆（最多2辆）" multiple limit={2} plates={PLATES} value={some} onChange={setSome} error={some.length ? null : '请选择车辆'} />
    </>
  );
}

const REASONS = ['计费有误', '未停车却被收费', '其他'] as const;

function Reason() {
  const [reason, setReason] = useState<(typeof REASONS)[number] | null>(null);
  return <ReasonField id="kit-reason" reasons={REASONS} value={reason} onChange={setReason} hint="选“其他”时请写明原因" />;
}

function Appeal() {
  const appeal = useAppealForm({
    reasons: REASONS,
    needsDescription: ['其他'],
    maxLength: 200,
    maxPhotos: 3,
    draftKey: 'kit:appeal',
    // The catalogue sends nothing: the answer is the appeal itself, after a moment, as a server would take.
    send: (a) => new Promise((resolve) => setTimeout(() => resolve(a), 500)),
    onSent: () => undefined,
  });
  return (
    <>
      <AppealForm id="kit-appeal" appeal={appeal} placeholder="请描述您遇到的问题" />
      <AppealSubmit form="kit-appeal" pending={appeal.form.pending} />
    </>
  );
}
