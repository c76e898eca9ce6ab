import { Button, List } from 'antd-mobile';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBagPassQuery, useChangeBagPlatesMutation } from '@/api/special/passes';
import type { BagPass } from '@/api/special/types';
import { formatPlate } from '@/lib/plate';
import { href, paths } from '@/lib/paths';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { PlateChangeNote } from '../components/PassDetails';
import { usePlateColours } from '../components/usePlateColours';
import { usePlateLimit } from '../usePlateLimit';
import { FRESH } from '@/api/fresh';
import styles from './MounthlyPayManagePage.module.css';
import { CardList } from '@/ui/CardList';

const TITLE = '管理车辆';

/** The plates on a pass: each removable (confirmed) while the pass is active and more than one is on it; add or swap one. */
function PassPlates({ pass }: { pass: BagPass }) {
  const ui = useFeedback();
  const colours = usePlateColours();
  const limit = usePlateLimit(pass.maxPlates);
  const [change, { isLoading }] = useChangeBagPlatesMutation();
  const asking = useRef(false);
  const waiting = pass.plateChange?.state === 1;
  const active = pass.state === 4;

  const remove = async (plateNo: string) => {
    if (asking.current) return;
    asking.current = true;
    try {
      const answer = await ui.dialog({
        title: '移除车辆',
        content: `移除后，${formatPlate(plateNo)}将不能使用此月卡进出停车场。确定移除吗？`,
        actions: [
          { key: 'keep', text: '取消' },
          { key: 'remove', text: '确定移除', primary: true },
        ],
        safeKey: 'keep',
      });
      if (answer !== 'remove') return;
      await change({ bagId: pass.bagId, plates: pass.plates.filter((p) => p !== plateNo) }).unwrap();
      ui.toast('车辆已移除', 2000);
    } catch {
      // The error catalogue told the driver why.
    } finally {
      asking.current = false;
    }
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label="月卡">
        <h2 className={styles.title}>{pass.parkName}</h2>
        <p className={styles.weak}>
          {pass.ruleName} · 每张月卡最多绑定{limit}辆车，同一时间仅限一辆车在场
        </p>
      </section>
      <PlateChangeNote pass={pass} />
      <CardList header={`已绑定车辆（${pass.plates.length}/${limit}）`}>
        {pass.plates.map((p) => (
          <List.Item
            key={p}
            extra={
              pass.plates.length > 1 && active && !waiting ? (
                <Button size="small" shape="rounded" color="danger" fill="outline" disabled={isLoading} onClick={() => void remove(p)} aria-label={`移除${formatPlate(p)}`}>
                  移除
                </Button>
              ) : undefined
            }
          >
            <PlateBadge plateNo={p} plateColor={colours.get(p)} />
          </List.Item>
        ))}
      </CardList>
      {active && !waiting && (
        <LinkButton solid to={href(paths.mounthlyPayAddCar, { bagId: pass.bagId })}>
          {pass.plates.length < limit ? '添加车辆' : '更换车辆'}
        </LinkButton>
      )}
      {!active && <p className={styles.weak}>月卡{pass.stateText}，不能修改车辆</p>}
      {pass.needMaterials === 1 && <p className={styles.weak}>该停车场需审核行驶证：新增车辆须先上传行驶证，并经停车场审核通过后生效。</p>}
    </div>
  );
}

function ById({ bagId }: { bagId: string }) {
  const q = useBagPassQuery({ bagId }, FRESH);
  return (
    <QueryState query={q} loading="月卡加载中" error="月卡加载失败">
      {(pass) => <PassPlates pass={pass} />}
    </QueryState>
  );
}

/** /mounthlyPayManage?bagId: the plates on a pass (within the lot's and the menu's limit), removing one, adding or swapping one. */
export function MounthlyPayManagePage() {
  const [search] = useSearchParams();
  const bagId = search.get('bagId');
  return (
    <Page title={TITLE} fallback={bagId ? href(paths.mounthlyDetail, { bagId }) : paths.myMounthlyPay}>
      {bagId ? (
        <RequireDriver>
          <ById bagId={bagId} />
        </RequireDriver>
      ) : (
        <Empty text="缺少月卡信息" description="请在“我的月卡”中选择月卡后管理车辆" />
      )}
    </Page>
  );
}
