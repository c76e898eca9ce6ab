import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { usePolicyVersionQuery, usePolicyVersionsQuery } from '@/api/basic/notices';
import type { PolicyVersionItem } from '@/api/basic/notices.types';
import { href, paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { Empty, QueryState } from '@/ui/states/States';
import { ServerHtml } from '@/ui/ServerHtml/ServerHtml';
import { AgreementSheet, AgreementVersion, AgreementVersions } from '../agreements/AgreementView';

/**
 * /privacyPolicyHistory[?version]: the privacy policy as the server publishes it (privacyPolicy/versions): the
 * version in force, or the one named, in full, and every version with what changed, each readable.
 */
export function PrivacyPolicyPage() {
  const [params] = useSearchParams();
  const versions = usePolicyVersionsQuery();
  return (
    <Page title="隐私政策">
      <QueryState
        query={versions}
        loading="隐私政策加载中"
        error="隐私政策加载失败"
        empty={{ when: (d) => d.results.length === 0, text: '暂无隐私政策' }}
      >
        {(d) => {
          const current = d.results.find((v) => v.current) ?? d.results[0];
          const asked = params.get('version');
          const shown = d.results.find((v) => v.version === asked) ?? current;
          return shown ? <PolicyBody shown={shown} all={d.results} /> : null;
        }}
      </QueryState>
    </Page>
  );
}

function PolicyBody({ shown, all }: { shown: PolicyVersionItem; all: PolicyVersionItem[] }) {
  const text = usePolicyVersionQuery({ version: shown.version });
  const history = (
    <AgreementVersions title="历史版本">
      {all.map((v) => (
        <AgreementVersion
          key={v.version}
          name={
            <>
              {v.version === shown.version ? (
                <span aria-current="page">{v.version}（正在查看）</span>
              ) : (
                <Link to={href(paths.privacyPolicyHistory, { version: v.version })} replace>
                  {v.version}
                </Link>
              )}
              {' · '}
              {formatDate(v.publishTime)} 发布{v.current ? ' · 现行版本' : ''}
            </>
          }
          summary={v.summary}
        />
      ))}
    </AgreementVersions>
  );
  return (
    <AgreementSheet
      title={shown.title}
      meta={`版本 ${shown.version} · ${formatDate(shown.publishTime)} 发布${shown.current ? ' · 现行版本' : ' · 历史版本'}`}
      after={history}
    >
      <QueryState query={text} loading="正文加载中" error="正文加载失败">
        {(v) => (v.content ? <ServerHtml html={v.content} /> : <Empty text="该版本暂无正文" />)}
      </QueryState>
    </AgreementSheet>
  );
}
