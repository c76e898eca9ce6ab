import { Card } from 'antd-mobile';
import { isApiError } from '@/api/apiError';
import { useRoadSectionQuery } from '@/api/driver/plates';
import { Empty, QueryState } from '@/ui/states/States';
import { StateTag } from '@/ui/StateTag';
import styles from './SectionCard.module.css';

/** The road-side section of the sign: name, address, free berths, fee rules (public, visitors see it too). */
export function SectionCard({ parkId }: { parkId: string }) {
  const query = useRoadSectionQuery({ parkId });
  const { isError, error } = query;
  if (isError && isApiError(error) && (error.code === '404' || error.code === '400')) {
    return (
      <div role="alert">
        <Empty text={error.msg} description="请确认扫描的是路侧停车牌上的二维码" />
      </div>
    );
  }
  return (
    <QueryState query={query} loading="路段信息加载中" error="路段信息加载失败">
      {(data) => (
        <section aria-labelledby="pl-section-name">
          <Card>
            <h2 id="pl-section-name" className={styles.sectionName}>{data.parkName}</h2>
            <p className={styles.hint}>{data.parkAddr}</p>
            <p className={styles.sectionBerths}>
              空余泊位 <strong>{data.leftBerths}</strong> / {data.totalBerths}
            </p>
            {data.feeRuleLabels.length > 0 && (
              <ul className={styles.tagList} aria-label="收费标准">
                {data.feeRuleLabels.map((l) => <li key={l}><StateTag>{l}</StateTag></li>)}
              </ul>
            )}
            {data.description && <p className={styles.hint}>{data.description}</p>}
            {data.isOnline === 0 && <p className={styles.formNote}>该路段暂未开通线上缴费，请现场缴费</p>}
          </Card>
        </section>
      )}
    </QueryState>
  );
}
