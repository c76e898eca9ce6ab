import { createErrorBlock } from 'antd-mobile';
import { paths } from '@/lib/paths';
import { LinkButton } from '../LinkButton/LinkButton';
import styles from './States.module.css';

const ErrorBlock = createErrorBlock({});
const noImage = <span aria-hidden="true" />;

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

