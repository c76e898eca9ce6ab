import { useCallback, useRef, useState } from 'react';
import { List } from 'antd-mobile';
import { Link } from '@/ui/Link';
import { useChangeConsentMutation, useConsentsQuery } from '@/api/driver/consents';
import type { Consent, ConsentKind } from '@/api/driver/consents.types';
import { paths } from '@/lib/paths';
import { dayjs } from '@/lib/time';
import { saveVisitorChoice, visitorChoice, type PhoneConsentKind } from '@/session/consentChoices';
import { selectIsDriver } from '@/session/sessionSlice';
import { CardList } from '@/ui/CardList';
import { useAppSelector } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { QueryState } from '@/ui/states';
import { SwitchRow } from '@/ui/SwitchRow';
import { CONSENT_LABELS, consentDate, VISITOR_PURPOSES, WITHDRAWN } from '../consentTexts';
import styles from './PermissionsPage.module.css';

const DATA_KINDS: readonly ConsentKind[] = ['location', 'trail', 'marketing'];
const CHANNEL_KINDS: readonly ConsentKind[] = ['reminderWebpush', 'reminderWechat', 'reminderAlipay', 'reminderSms'];

/**
 * /permissions 权限与授权: each optional use of personal data as its own switch, with its purpose and the date it
 * was given or withdrawn. A driver's choices are the server's; a visitor's stay on this phone and are sent nowhere.
 * Refusing any of them keeps paying, charging and every basic service as they are.
 */
export function PermissionsPage() {
  const isDriver = useAppSelector(selectIsDriver);
  return (
    <Page title="权限与授权">
      <div className={styles.page}>
        <p className={styles.intro}>
          以下每一项都可以单独同意或撤回，不同意也不影响停车缴费、充电等基本服务。详见
          <Link to={paths.privacyPolicyHistory}>《隐私政策》</Link>。
        </p>
        {isDriver ? <DriverConsents /> : <VisitorConsents />}
      </div>
    </Page>
  );
}

/** What the last change did, said once in a live region (withdrawing asks nothing; it says what changes). */
function ChangeNote({ text }: { text: string }) {
  // Always there (a live region added with its words is not announced everywhere); no box while it is empty.
  return (
    <div className={styles.live} role="status">
      {text && <p className={styles.changed}>{text}</p>}
    </div>
  );
}

const isKnown = (c: Consent): c is Consent & { kind: ConsentKind } => c.kind !== 'unknown';

function DriverConsents() {
  const query = useConsentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change] = useChangeConsentMutation();
  const [note, setNote] = useState('');
  // The kinds on their way: a ref, so a second tap in the same tick already finds its kind taken.
  const inFlight = useRef(new Set<ConsentKind>());
  const [, rerender] = useState(0);
  const { refetch } = query;

  const save = useCallback(
    async (kind: ConsentKind, granted: boolean) => {
      if (inFlight.current.has(kind)) return;
      inFlight.current.add(kind);
      rerender((n) => n + 1);
      try {
        await change({ kind, granted }).unwrap();
        setNote(granted ? `已同意${CONSENT_LABELS[kind]}。` : WITHDRAWN[kind]);
      } catch {
        // The error catalogue has said why; the switches show what the server holds.
        void refetch();
      } finally {
        inFlight.current.delete(kind);
        rerender((n) => n + 1);
      }
    },
    [change, refetch],
  );

  return (
    <QueryState query={query} loading="授权加载中" error="授权加载失败">
      {(list) => {
        const known = list.filter(isKnown);
        const row = (c: Consent & { kind: ConsentKind }) => (
          <List.Item key={c.kind}>
            <SwitchRow
              label={CONSENT_LABELS[c.kind]}
              hint={`${c.purpose}${consentDate(c.granted, c.changedAt)}`}
              state={c.granted ? '已同意' : '未同意'}
              checked={c.granted}
              loading={inFlight.current.has(c.kind)}
              onChange={(on) => void save(c.kind, on)}
            />
          </List.Item>
        );
        return (
          <>
            <ChangeNote text={note} />
            <CardList header={<h2 className={styles.listTitle}>个人信息的使用</h2>}>
              {known.filter((c) => DATA_KINDS.includes(c.kind)).map(row)}
            </CardList>
            <CardList header={<h2 className={styles.listTitle}>提醒渠道</h2>}>
              {known.filter((c) => CHANNEL_KINDS.includes(c.kind)).map(row)}
            </CardList>
            <p className={styles.footnote}>
              提醒渠道与<Link to={paths.reminderSettings}>提醒设置</Link>中的渠道是同一个开关；不论是否开启，每条提醒都会出现在消息中心。
            </p>
          </>
        );
      }}
    </QueryState>
  );
}

const VISITOR_KINDS: readonly PhoneConsentKind[] = ['location', 'marketing'];

/** A visitor: the choices live on this phone only (their dates are the phone's) and are sent nowhere. */
function VisitorConsents() {
  const [choices, setChoices] = useState(() => Object.fromEntries(VISITOR_KINDS.map((k) => [k, visitorChoice(k)])));
  const [note, setNote] = useState('');
  const choose = (kind: PhoneConsentKind, granted: boolean) => {
    const choice = { granted, changedAt: dayjs().format('YYYY-MM-DD HH:mm:ss') };
    saveVisitorChoice(kind, choice);
    setChoices((c) => ({ ...c, [kind]: choice }));
    setNote(granted ? `已同意${CONSENT_LABELS[kind]}。` : WITHDRAWN[kind]);
  };
  return (
    <>
      <ChangeNote text={note} />
      <CardList header={<h2 className={styles.listTitle}>个人信息的使用</h2>}>
        {VISITOR_KINDS.map((kind) => {
          const c = choices[kind];
          // Never chosen: locating is asked by the system at first use; marketing waits for a yes.
          const granted = c ? c.granted : kind === 'location';
          return (
            <List.Item key={kind}>
              <SwitchRow
                label={CONSENT_LABELS[kind]}
                hint={`${VISITOR_PURPOSES[kind]}${consentDate(granted, c?.changedAt ?? null)}`}
                state={granted ? '已同意' : '未同意'}
                checked={granted}
                onChange={(on) => choose(kind, on)}
              />
            </List.Item>
          );
        })}
      </CardList>
      <p className={styles.footnote}>
        未登录时，这些选择只保存在本机，不会发送给任何人。<Link to={paths.login}>登录</Link>后还可设置记录保留和提醒渠道。
      </p>
    </>
  );
}
