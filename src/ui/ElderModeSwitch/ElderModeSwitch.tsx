import { setElderMode, useElderMode } from '@/session/elderMode';
import { SwitchRow } from '../SwitchRow';
import styles from './ElderModeSwitch.module.css';

/**
 * 长辈模式 on /mine: the kit's switch row, named 长辈模式, described by what it does. It turns the mode on or off at
 * once for the whole app and is remembered on this phone (src/session/elderMode.ts); until the driver flips it, the
 * host's large text decides.
 */
export function ElderModeSwitch() {
  const on = useElderMode();
  return (
    <section className={styles.card} aria-label="显示设置">
      <SwitchRow label="长辈模式" hint="字更大、按钮更大，首页广告不自动翻页" state={on ? '已开启' : '已关闭'} checked={on} onChange={setElderMode} />
    </section>
  );
}
