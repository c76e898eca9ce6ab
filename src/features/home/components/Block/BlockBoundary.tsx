import { Component, type ReactNode } from 'react';
import styles from './Block.module.css';

/** Keeps a block's rendering error inside the block: the rest of the home page stays usable. */
export class BlockBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[home] block ${this.props.name} failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`${styles.hblock} ${styles.state}`} role="alert">
        <span>该模块暂时无法显示</span>
        <button type="button" className={styles.retry} onClick={() => this.setState({ failed: false })}>
          重试
        </button>
      </div>
    );
  }
}
