import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordedAction, RecordedCall } from '@/api/debugLog';
import { parseServerTime } from '@/lib/time';
import { useAppStore } from '@/ui/hooks';
import { appInfoOf } from '../appInfo';
import { buildDebugExport, downloadJson, exportFileName, sessionMasker } from '../exportLog';
import styles from './DebugPanel.module.css';

/** antd-mobile's default Button is shorter than a thumb: these are at least var(--app-touch) high. */
const TOUCH = { minHeight: 'var(--app-touch)' } as const;

export interface DebugPanelProps {
  /** The verified support session, or null in development (opened without a code). */
  session: { requestNo: string; expiresAt: number } | null;
  /** Whether DevTools are connected to this page's store (false: they connect on the next load). */
  devToolsOn: boolean;
  /** Whether operations watch this store live through their relay now (the page's 远程调试中 bar). */
  liveOn?: boolean;
  /** Starts live remote debugging (the page loads again, connected); absent where the build names no relay. */
  onStartLive?: () => void;
  /** Ends the support session (production: DevTools go with the next load). */
  onEnd?: () => void;
}

interface Snapshot {
  actions: RecordedAction[];
  calls: RecordedCall[];
  mask: ReturnType<typeof sessionMasker>;
  takenAt: number;
}

/** Beijing time, as everything else the app shows. */
const clock = (ms: number, format = 'HH:mm:ss') => parseServerTime(ms)?.format(format) ?? '';

function actionType(a: unknown): string {
  return a && typeof a === 'object' && typeof (a as { type?: unknown }).type === 'string' ? (a as { type: string }).type : '（非标准操作）';
}

/** A JSON view that stays readable on a phone: long payloads are cut, with how much was left out. */
function preview(value: unknown, max = 4000): string {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? 'undefined';
  } catch {
    text = '（无法显示）';
  }
  return text.length > max ? `${text.slice(0, max)}\n…（另有 ${text.length - max} 个字符，见导出文件）` : text;
}

function CallRow({ call, mask }: { call: RecordedCall; mask: Snapshot['mask'] }) {
  const failed = call.code !== '200';
  const status = call.status === 0 ? '无响应' : String(call.status);
  return (
    <li>
      <span className={styles.mono}>{call.method} {mask(call.path)}</span>
      <br />
      <span className={failed ? styles.fail : undefined}>
        状态 {status}
        {failed ? ` · 错误码 ${call.code}${call.msg ? `（${mask(call.msg)}）` : ''}` : ''}
      </span>
      {' · '}耗时 {call.durationMs} 毫秒 · {clock(call.at)}
    </li>
  );
}

function ActionRow({ entry, mask }: { entry: RecordedAction; mask: Snapshot['mask'] }) {
  return (
    <li>
      <details>
        <summary>
          <span className={`${styles.mono} ${styles.what}`}>{actionType(entry.action)}</span>
          <span className={`${styles.weak} ${styles.when}`}>{clock(entry.at)}</span>
        </summary>
        <pre className={styles.mono}>{preview(mask(entry.action))}</pre>
      </details>
    </li>
  );
}

/**
 * The operations debug panel: where the app runs, the last 200 API calls and actions (masked: no token, ticket,
 * OAuth code, openid, password, code, ID number or phone number in full), and an export Redux DevTools imports and replays.
 * What it lists is a snapshot (刷新 takes a new one), so reading it records nothing new.
 */
export function DebugPanel({ session, devToolsOn, liveOn = false, onStartLive, onEnd }: DebugPanelProps) {
  const store = useAppStore();
  const heading = useRef<HTMLHeadingElement>(null);
  const take = useCallback((): Snapshot => ({ actions: store.debugLog.actions(), calls: store.debugLog.calls(), mask: sessionMasker(store.debugLog), takenAt: Date.now() }), [store]);
  const [snap, setSnap] = useState(take);
  const [exported, setExported] = useState<string | null>(null);
  const info = appInfoOf(store.deps.platform);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onExport = () => {
    const now = new Date();
    const name = exportFileName(session?.requestNo ?? null, now);
    downloadJson(name, buildDebugExport(store.debugLog, info, session?.requestNo ?? null, now));
    setExported(name);
  };

  const calls = [...snap.calls].reverse();
  const actions = [...snap.actions].reverse();
  return (
    <div className={styles.stack}>
      <section className={styles.box} aria-labelledby="dbg-info">
        <h2 id="dbg-info" ref={heading} tabIndex={-1}>
          应用信息
        </h2>
        <dl className={styles.facts}>
          <dt>应用版本</dt>
          <dd>{info.version}</dd>
          <dt>客户端类型</dt>
          <dd>{info.clientTypeText}</dd>
          <dt>运行环境</dt>
          <dd>{info.platformText}</dd>
          <dt>调试会话</dt>
          <dd>{session ? `服务单 ${session.requestNo}，有效至 ${clock(session.expiresAt, 'MM-DD HH:mm')}` : '开发环境，无需调试码'}</dd>
          <dt>Redux DevTools</dt>
          <dd>{devToolsOn ? '已对本页开启' : '已授权，重新加载页面后连接'}</dd>
        </dl>
      </section>

      {session && (liveOn || onStartLive) && (
        <section className={styles.box} aria-labelledby="dbg-live">
          <h2 id="dbg-live">远程实时调试</h2>
          {liveOn ? (
            <p className={styles.weak}>已连接：客服正在实时查看本机的操作（已脱敏），只能查看，不能替您操作。点页面顶部的“结束调试”即可断开。</p>
          ) : (
            <>
              <p className={styles.weak}>开启后页面将重新加载，客服可实时查看您接下来的操作和页面状态（已隐去令牌、手机号、证件号等），只能查看，不能替您支付或更改设置。随时可结束。</p>
              <div className={styles.actions}>
                <Button style={TOUCH} color="primary" shape="rounded" onClick={onStartLive}>
                  开始远程实时调试
                </Button>
              </div>
            </>
          )}
        </section>
      )}

      <section className={styles.box} aria-labelledby="dbg-export">
        <h2 id="dbg-export">导出</h2>
        <p className={styles.weak}>导出最近 200 条操作（含每步的状态）和接口调用，已隐去令牌、登录票据、授权码、手机号、证件号、密码和验证码。文件可在 Redux DevTools 中“导入”并回放。</p>
        <div className={styles.actions}>
          <Button style={TOUCH} color="primary" shape="rounded" onClick={onExport}>
            导出日志
          </Button>
          <Button style={TOUCH} shape="rounded" onClick={() => setSnap(take())}>
            刷新
          </Button>
          {!devToolsOn && (
            <Button style={TOUCH} shape="rounded" onClick={() => window.location.reload()}>
              重新加载以连接 DevTools
            </Button>
          )}
          {onEnd && (
            <Button style={TOUCH} shape="rounded" color="danger" fill="outline" onClick={onEnd}>
              结束调试
            </Button>
          )}
        </div>
        <p className={styles.weak} role="status">
          {exported ? `已导出 ${exported}` : ''}
        </p>
      </section>

      <section className={styles.box} aria-labelledby="dbg-calls">
        <h2 id="dbg-calls">接口调用（{calls.length} 条，最新在前）</h2>
        {calls.length === 0 ? <p className={styles.weak}>暂无接口调用</p> : (
          <ol className={styles.log} aria-labelledby="dbg-calls">
            {calls.map((c, i) => <CallRow key={`${c.at}-${i}`} call={c} mask={snap.mask} />)}
          </ol>
        )}
      </section>

      <section className={styles.box} aria-labelledby="dbg-actions">
        <h2 id="dbg-actions">操作记录（{actions.length} 条，最新在前）</h2>
        <p className={styles.weak}>截至 {clock(snap.takenAt)}；展开一条可查看其内容（已脱敏）。</p>
        {actions.length === 0 ? <p className={styles.weak}>暂无操作记录</p> : (
          <ol className={styles.log} aria-labelledby="dbg-actions">
            {actions.map((a, i) => <ActionRow key={`${a.at}-${i}`} entry={a} mask={snap.mask} />)}
          </ol>
        )}
      </section>
    </div>
  );
}
