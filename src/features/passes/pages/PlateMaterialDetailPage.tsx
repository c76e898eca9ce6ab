import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { usePlateMaterialQuery } from '@/api/special/passes';
import type { PlateMaterial } from '@/api/special/types';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, QueryState } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { MaterialsView } from '../components/MaterialsView';
import { StateTag } from '@/ui/StateTag';
import { REVIEW_TONE } from '../passText';
import { FRESH } from '@/api/fresh';
import styles from './PlateMaterialDetailPage.module.css';
import { CardList } from '@/ui/CardList';

function Material({ m }: { m: PlateMaterial }) {
  const edit = href(paths.plateMaterialEdit, { plateNo: m.plateNo });
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-label="审核状态">
        <div className={styles.line}>
          <PlateBadge plateNo={m.plateNo} plateColor={m.plateColor} size="large" />
          <StateTag tone={REVIEW_TONE[m.state]}>{m.stateText}</StateTag>
        </div>
        {m.state === 1 && <p className={styles.weak}>行驶证正在审核中，请耐心等待</p>}
        {m.state === 3 && <p className={styles.weak}>驳回原因：{m.rejectReason ?? '未说明'}</p>}
      </section>
      {m.state === 0 ? (
        <Empty text="尚未上传行驶证" description="上传后经审核通过，可用于办理需审核的月卡">
          <LinkButton solid to={edit}>
            上传行驶证
          </LinkButton>
        </Empty>
      ) : (
        <>
          <MaterialsView ownerName={m.ownerName} idCardNo={m.idCardNo} pictures={m.licencePictures} />
          <CardList>
            <List.Item extra={formatDateTime(m.submitTime) || '—'}>提交时间</List.Item>
            <List.Item extra={formatDateTime(m.reviewTime) || '—'}>审核时间</List.Item>
          </CardList>
          {m.state !== 1 && (
            <LinkButton solid={m.state === 3} to={edit}>
              {m.state === 3 ? '重新上传' : '更新行驶证'}
            </LinkButton>
          )}
        </>
      )}
    </div>
  );
}

function ByPlate({ plateNo }: { plateNo: string }) {
  const q = usePlateMaterialQuery({ plateNo }, FRESH);
  return (
    <QueryState query={q} loading="行驶证加载中" error="行驶证加载失败">
      {(m) => <Material m={m} />}
    </QueryState>
  );
}

/** /plateMaterialDetail?plateNo: one plate's licence on file, its review state (and why it was rejected). */
export function PlateMaterialDetailPage() {
  const [search] = useSearchParams();
  const plateNo = search.get('plateNo');
  return (
    <Page title="行驶证详情" fallback={paths.plateMaterial}>
      {plateNo ? (
        <RequireDriver>
          <ByPlate plateNo={plateNo} />
        </RequireDriver>
      ) : (
        <Empty text="缺少车辆信息" description="请在行驶证材料中选择车辆" />
      )}
    </Page>
  );
}
