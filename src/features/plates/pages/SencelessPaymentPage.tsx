import { useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery, useOpenWithholdMutation } from '@/api/driver-plates';
import type { BoundPlateList, WithholdChannel } from '@/api/types/driver-plates';
import { useAppStore } from '@/ui/hooks';
import { formatPlate } from '@/lib/plate';
import { usePlatform } from '@/platform/PlatformContext';
import { PlateBadge } from '../components/PlateBadge';
import { RequireDriver } from '../components/RequireDriver';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { WithholdUnsupported } from '../components/WithholdUnsupported';
import '../plates.css';

const CHANNELS: { channel: WithholdChannel; name: string; desc: string }[] = [
  { channel: 3, name: '微信车主服务', desc: '离场时从微信支付自动扣缴停车费' },
  { channel: 2, name: '支付宝免密支付', desc: '离场时从支付宝自动扣缴停车费' },
];

function OpenForm({ plates }: { plates: BoundPlateList }) {
  const { deps } = useAppStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [open, { isLoading }] = useOpenWithholdMutation();
  const free = plates.results.filter((p) => !p.contractId);
  const wanted = params.get('plateId');
  const [plateId, setPlateId] = useState<string | null>(() => free.find((p) => p.plateId === wanted)?.plateId ?? free[0]?.plateId ?? null);
  const [channel, setChannel] = useState<WithholdChannel>(3);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const plateGroup = useId();
  const channelGroup = useId();

  if (plates.results.length === 0) {
    return (
      <EmptyState action={<Link className="pl-btn pl-btn--primary" to="/addCar?redirect=%2FsencelessPayment">添加车辆</Link>}>
        开通无感支付前请先添加车辆
      </EmptyState>
    );
  }

  const submit = async () => {
    if (inFlight.current) return;
    const plate = free.find((p) => p.plateId === plateId);
    if (!plate) return setProblem('请选择要开通的车辆');
    if (!agreed) return setProblem('请阅读并同意《无感支付服务协议》');
    setProblem(null);
    const ch = CHANNELS.find((c) => c.channel === channel) ?? CHANNELS[0]!;
    inFlight.current = true;
    try {
      const choice = await deps.ui.dialog({
        title: '开通无感支付',
        content: `${formatPlate(plate.plateNo)}将开通${ch.name}：车辆驶离停车场时，停车费将自动从${ch.channel === 3 ? '微信支付' : '支付宝'}扣缴，无需手动缴费。`,
        actions: [
          { key: 'cancel', text: '取消' },
          { key: 'ok', text: '确认开通', primary: true },
        ],
      });
      if (choice !== 'ok') return;
      await open({ plateId: plate.plateId, channel }).unwrap();
      deps.ui.toast('开通成功');
      navigate('/sencelessPaymentList', { replace: true });
    } catch {
      // the catalogue shows the server's reason
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      noValidate
      aria-label="开通无感支付"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="pl-card pl-fieldset">
        <legend className="pl-card-title" id={plateGroup}>选择车辆</legend>
        {free.length === 0 && <p className="pl-hint">已绑定的车辆都已开通无感支付</p>}
        <ul className="pl-choices">
          {plates.results.map((p) => (
            <li key={p.plateId}>
              <label className={`pl-choice${p.contractId ? ' pl-choice--disabled' : ''}`}>
                <input type="radio" name="plate" value={p.plateId} checked={plateId === p.plateId} disabled={!!p.contractId}
                  onChange={() => setPlateId(p.plateId)} aria-label={`${p.plateNo}${p.contractId ? '（已开通）' : ''}`} />
                <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />
                {p.contractId && <span className="pl-tag">已开通</span>}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="pl-card pl-fieldset">
        <legend className="pl-card-title" id={channelGroup}>选择扣款渠道</legend>
        <ul className="pl-choices">
          {CHANNELS.map((c) => (
            <li key={c.channel}>
              <label className="pl-choice">
                <input type="radio" name="channel" value={c.channel} checked={channel === c.channel} onChange={() => setChannel(c.channel)} aria-label={c.name} />
                <span className="pl-choice-text">
                  <strong>{c.name}</strong>
                  <small>{c.desc}</small>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="pl-agree">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        我已阅读并同意《无感支付服务协议》
      </label>
      {problem && <p className="pl-form-error" role="alert">{problem}</p>}
      <button type="submit" className="pl-btn pl-btn--primary pl-btn--block" disabled={isLoading || free.length === 0}>
        {isLoading ? '开通中…' : '立即开通'}
      </button>
      <Link className="pl-secondary-link" to="/sencelessPaymentList">查看已开通的车辆</Link>
    </form>
  );
}

function Open() {
  const { data, isLoading, isError, isFetching, refetch } = useBoundPlatesQuery();
  if (isLoading) return <LoadingState label="车辆加载中" />;
  if (isError || !data) return <ErrorState message="车辆列表加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  return <OpenForm plates={data} />;
}

/**
 * /sencelessPayment: open a withholding contract (无感支付) for one plate with WeChat 车主服务 or Alipay 免密支付.
 * The driver agrees in the app (checkbox and a confirm); the server activates the contract at once. Not offered
 * in an Alipay-type client (the menu hides it; the URL explains).
 */
export function SencelessPaymentPage() {
  const { clientType } = usePlatform();
  return (
    <main className="pl-page">
      <h1 className="pl-title">开通无感支付</h1>
      {clientType === 3 ? <WithholdUnsupported /> : (
        <RequireDriver>
          <p className="pl-intro">开通后，车辆驶离停车场时自动扣缴停车费，无需扫码或手动缴费。</p>
          <Open />
        </RequireDriver>
      )}
    </main>
  );
}
