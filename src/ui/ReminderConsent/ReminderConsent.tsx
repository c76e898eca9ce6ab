import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/ui/Link';
import { REMINDERS_CENTRE, type ReminderGroup } from '@/api/basic/reminderKinds';
import {
  remindersApi, useChangeReminderSettingsMutation, useReminderSettingsQuery, useSavePushSubscriptionMutation, useSaveWechatSubscribeResultMutation,
} from '@/api/basic/reminders';
import { paths } from '@/lib/paths';
import { usePlatform } from '@/platform/PlatformContext';
import { deviceSubscription, pushPermission, PushUnavailable, subscribeDevice } from '@/platform/webPush';
import { useAppDispatch } from '../hooks';
import { answersOf, createSubscribeTag } from './wechatTag';
import styles from './ReminderConsent.module.css';

/** What the driver reads after a try, in words that promise only what will happen. */
const REFUSALS = {
  denied: '您未允许通知。提醒仍会发到消息中心，可在浏览器设置里允许通知后再开启。',
  unsupported: '此浏览器不能接收通知。提醒会发到消息中心。',
  failed: '本机暂时无法开启通知（推送服务连接不上）。提醒会发到消息中心，可稍后再试。',
  network: '网络不佳，未能开启提醒，请重试。',
} as const;
type Outcome = 'on' | keyof typeof REFUSALS | null;

/**
 * Asks for reminders at the moment they matter (a charge started, a booking made, a pass bought, a bill paid
 * inside its free period), by what the host allows: WeChat's subscribe button (each allowed message is one
 * reminder, so it asks again next time), Alipay's service messages, or this device's notifications (the browser's
 * prompt only after the driver's tap). Whatever the answer, every reminder is in the message centre.
 */
export function ReminderConsent({ group, about }: { group: ReminderGroup; about: string }) {
  const platform = usePlatform();
  const settings = useReminderSettingsQuery();
  const headingId = useId();
  if (!settings.data) return null;
  const s = settings.data;
  const body = platform.kind === 'wechat' ? <WechatConsent group={group} allowed={s.wechatAllowed[group]} templates={s.wechatTemplates} />
    : platform.kind === 'alipay' ? <AlipayConsent on={s.channels.alipay} />
      : <DeviceNotifications />;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>到时提醒</h2>
      <p className={styles.text}>{about}</p>
      {body}
    </section>
  );
}

function CentreLinks() {
  return (
    <>
      <Link className={styles.link} to={REMINDERS_CENTRE}>消息中心</Link>
      <Link className={styles.link} to={paths.reminderSettings}>提醒设置</Link>
    </>
  );
}

/** This device's notifications: asked for with the browser's prompt after the driver's tap, said plainly if refused. */
export function DeviceNotifications({ links = true }: { links?: boolean }) {
  const dispatch = useAppDispatch();
  const [save] = useSavePushSubscriptionMutation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // This device may already be subscribed (an earlier visit): say so instead of asking again.
  useEffect(() => {
    let live = true;
    if (pushPermission() === 'granted') {
      void deviceSubscription().then((sub) => { if (live && sub) setOutcome((o) => o ?? 'on'); }, () => undefined);
    }
    return () => { live = false; };
  }, []);

  async function turnOn() {
    if (busy) return;
    setBusy(true);
    try {
      const { publicKey } = await dispatch(remindersApi.endpoints.vapidPublicKey.initiate(undefined, { subscribe: false })).unwrap();
      const sub = await subscribeDevice(publicKey);
      await save(sub).unwrap();
      setOutcome('on');
    } catch (e) {
      setOutcome(e instanceof PushUnavailable ? e.reason : 'network');
    } finally {
      setBusy(false);
    }
  }

  if (outcome === 'on') {
    return (
      <div className={styles.actions}>
        <span className={styles.text} role="status">已开启本机通知，不打开应用也能收到。</span>
        {links && <CentreLinks />}
      </div>
    );
  }
  const stop = outcome === 'denied' || outcome === 'unsupported';
  return (
    <>
      {outcome && <p className={styles.text} role="alert">{REFUSALS[outcome]}</p>}
      <div className={styles.actions}>
        {!stop && (
          <button type="button" className={styles.button} onClick={() => void turnOn()} disabled={busy} aria-busy={busy}>
            {busy ? '正在开启…' : outcome ? '再试一次' : '开启通知提醒'}
          </button>
        )}
        {links && <CentreLinks />}
      </div>
    </>
  );
}

function AlipayConsent({ on }: { on: boolean }) {
  const [change, { isLoading, isError }] = useChangeReminderSettingsMutation();
  if (on) {
    return <div className={styles.actions}><span className={styles.text}>已开启支付宝消息提醒。</span><CentreLinks /></div>;
  }
  return (
    <>
      {isError && <p className={styles.text} role="alert">{REFUSALS.network}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={isLoading} aria-busy={isLoading} onClick={() => void change({ channels: { alipay: true } })}>
          开启支付宝消息提醒
        </button>
        <CentreLinks />
      </div>
    </>
  );
}

function WechatConsent({ group, allowed, templates }: { group: ReminderGroup; allowed: number; templates: Record<ReminderGroup, string> }) {
  const platform = usePlatform();
  const slot = useRef<HTMLDivElement>(null);
  const [save, { isError }] = useSaveWechatSubscribeResultMutation();
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    let tag: HTMLElement | null = null;
    let live = true;
    const onSuccess = (e: Event) => void save({ answers: answersOf((e as CustomEvent).detail) });
    const onError = () => setRefused(true);
    platform.loadSdk().then(() => {
      if (!live) return;
      tag = createSubscribeTag(document, templates, group, allowed > 0 ? '再多允许一条微信提醒' : '允许微信提醒');
      tag.addEventListener('success', onSuccess);
      tag.addEventListener('error', onError);
      host.append(tag);
    }, () => setRefused(true));
    return () => {
      live = false;
      tag?.remove();
    };
  }, [platform, templates, group, allowed, save]);

  return (
    <>
      {allowed > 0 && <p className={styles.text}>已允许 {allowed} 条微信提醒（每条允许只用一次）。</p>}
      {(refused || isError) && <p className={styles.text} role="alert">微信订阅未能完成。提醒会发到消息中心。</p>}
      <div ref={slot} className={styles.wechat} />
      <div className={styles.actions}><CentreLinks /></div>
    </>
  );
}
