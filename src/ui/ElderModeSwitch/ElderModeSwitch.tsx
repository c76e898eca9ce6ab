import { useId } from 'react';
import { setElderMode, useElderMode } from '@/session/elderMode';
import styles from './ElderModeSwitch.module.css';

/**
 * 长辈模式 on /mine: a real switch (a button with role="switch", so Tab reaches it and Space or Enter flips it),
 * named 长辈模式, described by what it does. It turns the mode on or off at once for the whole app and is remembered
 * on this phone (src/session/elderMode.ts); until the driver flips it, the host's large text decides.
 */
export function ElderModeSwitch() {
  const on = useElderMode();
  const id = useId();
  return (
    <section className={styles.card} aria-label="显示设置">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className={styles.row}
        onClick={() => setElderMode(!on)}
      >
        <span className={styles.text}>
          <span className={styles.label} id={`${id}-label`}>
            长辈模式
          </span>
          <span className={styles.hint} id={`${id}-hint`}>
            字更大、按钮更大，首页广告不自动翻页
          </span>
        </span>
        <span className={styles.state} aria-hidden="true">
          {on ? '已开启' : '已关闭'}
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </button>
    </section>
  );
}
