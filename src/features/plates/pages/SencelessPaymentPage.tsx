import { Button } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBoundPlatesQuery, useOpenWithholdMutation } from '@/api/driver/plates';
import type { BoundPlateList, WithholdChannel } from '@/api/driver/plates.types';
import { href, paths } from '@/lib/paths';
import { formatPlate } from '@/lib/plate';
import { usePlatform } from '@/platform/PlatformContext';
import { CheckField } from '@/ui/form/CheckField';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { RequireDriver } from '@/ui/RequireDriver';
import { StateTag } from '@/ui/StateTag';
import { WithholdUnsupported } from '../components/WithholdUnsupported';
import styles from './SencelessPaymentPage.module.css';

const CHANNELS: { channel: WithholdChannel; name: string; desc: string }[] = [
  { channel: 3, name: '微信车主服务', desc: '离场时从微信支付自动扣缴停车费' },
  { channel: 2, name: '支付宝免密支付', desc: '离场时从支付宝自动扣缴停车费' },
];

function OpenForm({ plates }: { plates: BoundPlateList }) {
  const ui = useFeedback();
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
  const ids = useId();

  if (plates.results.length === 0) {
    return (
      <Empty text="开通无感支付前请先添加车辆">
        <LinkButton solid to={href(paths.addCar, { redirect: paths.sencelessPayment })} block={false}>添加车辆</LinkButton>
      </Empty>
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
      const choice = await ui.dialog({
        title: '开通无感支付',
        content: `${formatPlate(plate.plateNo)}将开通${ch.name}：车辆驶离停车场时，停车费将自动从${ch.channel === 3 ? '微信支付' : '支付宝'}扣缴，无需手动缴费。`,
        actions: [
          { key: 'cancel', text: '取消' },
          { key: 'ok', text: '确认开通', primary: true },
        ],
        safeKey: 'cancel',
      });
      if (choice !== 'ok') return;
      await open({ plateId: plate.plateId, channel }).unwrap();
      ui.toast('开通成功');
      navigate(paths.sencelessPaymentList, { replace: true });
    } catch {
      // the catalogue shows the server's reason
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="开通无感支付"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {free.length === 0 && <p className={styles.hint}>已绑定的车辆都已开通无感支付</p>}
      <div className={styles.card}>
        <ChoiceRadios
          id={`${ids}-plate`}
          legend="选择车辆"
          value={plateId ?? ''}
          onChange={(v) => setPlateId(v || null)}
          choices={plates.results.map((p) => ({
            value: p.plateId,
            disabled: !!p.contractId,
            label: <PlateBadge plateNo={p.plateNo} plateColor={p.plateColor} />,
            side: p.contractId ? <StateTag>已开通</StateTag> : undefined,
          }))}
        />
      </div>
      <div className={styles.card}>
        <ChoiceRadios
          id={`${ids}-channel`}
          legend="选择扣款渠道"
          value={String(channel)}
          onChange={(v) => setChannel(Number(v) as WithholdChannel)}
          choices={CHANNELS.map((c) => ({
            value: String(c.channel),
            label: (
              <span className={styles.choiceChannel}>
                <strong>{c.name}</strong>
                <span className={styles.hint}>{c.desc}</span>
              </span>
            ),
          }))}
        />
      </div>
      <CheckField id={`${ids}-agree`} checked={agreed} onChange={setAgreed}>
        我已阅读并同意《无感支付服务协议》
      </CheckField>
      {problem && <p className={styles.formError} role="alert">{problem}</p>}
      <Button type="submit" color="primary" block shape="rounded" size="large" loading={isLoading} loadingText="开通中…" disabled={free.length === 0}>
        立即开通
      </Button>
      <LinkButton to={paths.sencelessPaymentList}>查看已开通的车辆</LinkButton>
    </form>
  );
}

function Open() {
  const query = useBoundPlatesQuery();
  return (
    <QueryState query={query} loading="车辆加载中" error="车辆列表加载失败">
      {(data) => <OpenForm plates={data} />}
    </QueryState>
  );
}

/**
 * /sencelessPayment: open a withholding contract (无感支付) for one plate with WeChat 车主服务 or Alipay 免密支付.
 * The driver agrees in the app (checkbox and a confirm); the server activates the contract at once. Not offered
 * in an Alipay-type client (the menu hides it; the URL explains).
 */
export function SencelessPaymentPage() {
  const { clientType } = usePlatform();
  return (
    <Page title="开通无感支付">
      {clientType === 3 ? <WithholdUnsupported /> : (
        <RequireDriver>
          <p className={styles.intro}>开通后，车辆驶离停车场时自动扣缴停车费，无需扫码或手动缴费。</p>
          <Open />
        </RequireDriver>
      )}
    </Page>
  );
}
