import { List } from 'antd-mobile';
import { formatDate } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { AgreementView } from '../agreements/AgreementView';
import { PRIVACY_POLICY, PRIVACY_POLICY_HISTORY } from '../agreements/privacyPolicy';
import '../components/account.css';

/** /privacyPolicyHistory: the privacy policy in force, and the versions before it with what changed. */
export function PrivacyPolicyPage() {
  return (
    <Page title="隐私政策">
      <AgreementView text={PRIVACY_POLICY}>
        <h2 id="acct-policy-history" className="acct-agreement-history">
          历史版本
        </h2>
        {/* antd-mobile's List drops `role`: the wrapper and each row's content keep the list semantics. */}
        <div role="list" aria-labelledby="acct-policy-history">
          <List mode="card">
            {PRIVACY_POLICY_HISTORY.map((v) => (
              <List.Item key={v.version}>
                <div role="listitem">
                  <span className="acct-agreement-version">
                    {v.version} · {formatDate(v.effectiveDate)} 起生效
                  </span>
                  <span className="acct-note">{v.change}</span>
                </div>
              </List.Item>
            ))}
          </List>
        </div>
      </AgreementView>
    </Page>
  );
}
