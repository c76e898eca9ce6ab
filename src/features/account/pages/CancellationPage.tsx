import { Link } from 'react-router-dom';
import { useAccountDeleteCheckListQuery, useAccountDeleteCheckResultQuery } from '@/api/driver';
import type { DeleteCheckItem } from '@/api/types/driver';
import { DELETION_CONSEQUENCES, SETTLE_LINKS } from '../profile/deleteChecks';
import { RequireDriver } from '../profile/RequireDriver';
import '../profile/profile.css';
import { ProfileLoadError, ProfileLoading } from '../profile/ProfileStates';

function Check({ item }: { item: DeleteCheckItem }) {
  const settle = SETTLE_LINKS[item.checkType];
  return (
    <li className={`pf-check ${item.passed ? 'pf-check--ok' : 'pf-check--blocked'}`}>
      <span className="pf-check-mark" aria-hidden="true">
        {item.passed ? '✓' : '!'}
      </span>
      <div className="pf-check-text">
        <p className="pf-check-title">
          {item.title}
          <span className="pf-visually-hidden">{item.passed ? '（已满足）' : '（未满足）'}</span>
        </p>
        <p className="pf-check-desc">{item.desc}</p>
      </div>
      {!item.passed && settle ? (
        <Link className="pf-check-link" to={settle.to} aria-label={`${settle.text}：${item.title}`}>
          {settle.text}
        </Link>
      ) : null}
    </li>
  );
}

function Checks() {
  const list = useAccountDeleteCheckListQuery();
  const result = useAccountDeleteCheckResultQuery();
  if (list.isLoading || result.isLoading) {
    return <ProfileLoading label="正在检查账号状态" text="正在检查账号状态…" />;
  }
  if (list.isError || result.isError || !list.data || !result.data) {
    return (
      <ProfileLoadError
        text="账号状态检查失败"
        onRetry={() => {
          void list.refetch();
          void result.refetch();
        }}
      />
    );
  }
  const canDelete = result.data.canDelete;
  return (
    <>
      <h2 className="pf-section-title">注销前需满足以下条件</h2>
      <ul className="pf-checks" aria-label="注销条件">
        {list.data.results.map((item) => (
          <Check key={item.checkType} item={item} />
        ))}
      </ul>
      {!canDelete ? (
        <p className="pf-blocked-note" role="status">
          请先处理以上未满足的事项，再申请注销。
        </p>
      ) : null}
      {canDelete ? (
        <Link className="pf-submit pf-submit--link" to="/onsurecancel">
          下一步
        </Link>
      ) : (
        <button type="button" className="pf-submit" disabled>
          下一步
        </button>
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
    <main className="pf-page">
      <h1 className="pf-title">注销账号</h1>
      <RequireDriver>
        <section className="pf-notice" aria-labelledby="pf-consequences">
          <h2 id="pf-consequences" className="pf-section-title">
            注销须知
          </h2>
          <ol>
            {DELETION_CONSEQUENCES.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </section>
        <Checks />
      </RequireDriver>
    </main>
  );
}
