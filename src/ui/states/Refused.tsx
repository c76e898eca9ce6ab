import { paths } from '@/lib/paths';
import { LinkButton } from '../LinkButton/LinkButton';
import { ErrorBlock, noImage } from './errorBlock';
import styles from './States.module.css';

/**
 * The server said no to what the screen asked for (not found, not yours, expired): its own words, and the ways on
 * that can help — home, or customer service — never a 重试 that would get the same answer.
 */
export function Refused({ text, msg }: { text: string; msg: string }) {
  return (
    <div className={styles.state} role="alert">
      <ErrorBlock status="default" title={text} description={msg} image={noImage}>
        <LinkButton to={paths.home} replace block={false}>
          返回首页
        </LinkButton>
        <LinkButton to={paths.customerService} block={false}>
          联系客服
        </LinkButton>
      </ErrorBlock>
    </div>
  );
}

