import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDriverPlatesQuery, useLazyPlateLookupQuery } from '@/api/charge';
import { useFollowsQuery } from '@/api/driver/members';
import type { PlateColor } from '@/lib/wire';
import { href, paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import styles from './ChoiceSelfPage.module.css';
import { relationText } from '../components/relationText';

interface Target {
  plateNo: string;
  plateColor: PlateColor;
}

/**
 * /choiceSelf: whom a payment is for. The driver's own plates and the plates of the family and friends they follow
 * (/fllowManage); picking one looks its bills up as the home's plate query does: none (a toast), one (/payPage) or
 * several (/multiPayPage).
 */
export function ChoiceSelfPage() {
  return (
    <RequireDriver>
      <ChoiceBody />
    </RequireDriver>
  );
}

function ChoiceBody() {
  const own = useDriverPlatesQuery();
  const follows = useFollowsQuery();
  const [lookup] = useLazyPlateLookupQuery();
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  const ui = useFeedback();

  const pick = async (t: Target) => {
    if (busy) return;
    setBusy(t.plateNo);
    try {
      const r = await lookup({ plateNo: t.plateNo, plateColor: t.plateColor }).unwrap();
      if (r.count === 0) ui.toast('未查到待缴费信息');
      else if (r.count === 1 && r.uniqueId && r.parkId) navigate(href(paths.payPage, { uniqueId: r.uniqueId, parkId: r.parkId }));
      else navigate(href(paths.multiPayPage, { plateNo: t.plateNo, plateColor: t.plateColor, arrearsOnly: r.arrearsOnly === 1 ? 1 : undefined }));
    } catch {
      // the error catalogue has told the driver
    } finally {
      setBusy(null);
    }
  };

  const button = (t: Target, key: string) => (
    <li key={key}>
      <button type="button" className={styles.plateButton} disabled={!!busy} aria-busy={busy === t.plateNo} onClick={() => void pick(t)}>
        <PlateBadge plateNo={t.plateNo} plateColor={t.plateColor} />
        <span className={styles.weak}>{busy === t.plateNo ? '查询中…' : '查询待缴费用'}</span>
      </button>
    </li>
  );

  return (
    <Page title="为谁缴费">
      <div className={styles.stack}>
        <section className={styles.box} aria-labelledby="mb-self">
          <h2 id="mb-self">本人车辆</h2>
          <QueryState
            query={own}
            loading="车辆加载中"
            error="车辆加载失败"
            empty={{ when: (d) => d.results.length === 0, text: '暂无绑定车辆', action: <LinkButton to={paths.addCar}>添加车辆</LinkButton> }}
          >
            {(d) => <ul className={styles.list}>{d.results.map((p) => button({ plateNo: p.plateNo, plateColor: p.plateColor }, p.plateId))}</ul>}
          </QueryState>
        </section>
        <section className={styles.box} aria-labelledby="mb-others">
          <h2 id="mb-others">为亲友缴费</h2>
          <QueryState
            query={follows}
            loading="亲友加载中"
            error="亲友加载失败"
            empty={{ when: (d) => d.results.length === 0, text: '还没有关注亲友', description: '关注家人或朋友后，可以为他们的车辆缴费' }}
          >
            {(d) => (
              <ul className={styles.list}>
                {d.results.map((m) => (
                  <li key={m.memberId}>
                    <h3>
                      {m.name}（{relationText(m.relation)}）
                    </h3>
                    <ul className={styles.list}>{m.plateNos.map((plateNo) => button({ plateNo, plateColor: 1 }, `${m.memberId}-${plateNo}`))}</ul>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <LinkButton to={paths.fllowManage}>管理亲友</LinkButton>
      </div>
    </Page>
  );
}
