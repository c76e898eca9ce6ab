import { Button, List } from 'antd-mobile';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { Link } from '@/ui/Link';
import type { DeleteCheckItem } from '@/api/driver/types';
import { paths } from '@/lib/paths';
import { Page } from '@/ui/Page/Page';
import { LoadFailed, Loading } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { LinkButton } from '@/ui/LinkButton';
import { DeletionNotice } from '../profile/DeletionNotice';
import { SETTLE_LINKS } from '../profile/deleteChecks';
import { NamedList } from '../profile/NamedList';
import { RequireDriver } from '@/ui/RequireDriver';
import styles from './CancellationPage.module.css';
import { useAccountDeleteCheckListQuery, useAccountDeleteCheckResultQuery } from '@/api/driver/account';

function Check({ item }: { item: DeleteCheckItem }) {
  const settle = SETTLE_LINKS[item.checkType];
  return (
    <List.Item>
      <div role="listitem" className={`${styles.check} ${item.passed ? styles.checkOk : styles.checkBlocked}`}>
        {item.passed ? <CheckCircleFill className={styles.checkMark} aria-hidden="true" /> : <ExclamationCircleFill className={styles.checkMark} aria-hidden="true" />}
        <div className={styles.checkText}>
          <p className={styles.checkTitle}>
            {item.title}
            <span className="sr-only">{item.passed ? '（已满足）' : '（未满足）'}</span>
          </p>
          <p className={styles.checkDesc}>{item.desc}</p>
        </div>
        {!item.passed && settle ? (
          <Link className={styles.checkLink} to={settle.to} aria-label={`${settle.text}：${item.title}`}>
            {settle.text}
          </Link>
        ) : null}
      </div>
    </List.Item>
  );
}

function Checks() {
  const list = useAccountDeleteCheckListQuery();
  const result = useAccountDeleteCheckResultQuery();
  if (!list.data || !result.data) {
    if (list.isError || result.isError) {
      const retry = () => {
        void list.refetch();
        void result.refetch();
      };
      return <LoadFailed text="账号状态检查失败" onRetry={retry} busy={list.isFetching || result.isFetching} error={failureOf(list, result)} />;
    }
    return <Loading text="正在检查账号状态…" />;
  }
  const canDelete = result.data.canDelete;
  return (
    <>
      <h2 className={styles.sectionTitle}>注销前需满足以下条件</h2>
      <NamedList label="注销条件">
        {list.data.results.map((item) => (
          <Check key={`${item.checkType}:${item.title}`} item={item} />
        ))}
      </NamedList>
      {canDelete ? (
        <LinkButton solid to={paths.onsurecancel}>
          下一步
        </LinkButton>
      ) : (
        <>
          <p className={styles.blockedNote} role="status">
            请先处理以上未满足的事项，再申请注销。
          </p>
          <Button block shape="rounded" size="large" color="primary" disabled>
            下一步
          </Button>
        </>
      )}
    </>
  );
}

/**
 * /cancellation: what deleting the account means, and what stands in the way (accountDeleteCheckList), each
 * blocking item with a link to settle it. accountDeleteCheckResult decides whether 下一步 (→ /onsurecancel) is open.
 */
export function CancellationPage() {
  return (
    <Page title="注销账号" fallback={paths.userInfo}>
      <RequireDriver>
        <DeletionNotice />
        <Checks />
      </RequireDriver>
    </Page>
  );
}
