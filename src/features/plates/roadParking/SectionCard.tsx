import { isApiError } from '@/api/apiError';
import { useRoadSectionQuery } from '@/api/driver-plates';
import { ErrorState, LoadingState } from '../components/States';

/** The road-side section of the sign: name, address, free berths, fee rules (public, visitors see it too). */
export function SectionCard({ parkId }: { parkId: string }) {
  const { data, isLoading, isError, error, isFetching, refetch } = useRoadSectionQuery({ parkId });
  if (isLoading) return <LoadingState label="路段信息加载中" rows={1} />;
  if (isError && isApiError(error) && (error.code === '404' || error.code === '400')) {
    return (
      <div className="pl-state">
        <p role="alert">{error.msg}</p>
        <p className="pl-hint">请确认扫描的是路侧停车牌上的二维码</p>
      </div>
    );
  }
  if (isError || !data) return <ErrorState message="路段信息加载失败" onRetry={() => void refetch()} busy={isFetching} />;
  return (
    <section className="pl-card pl-section" aria-labelledby="pl-section-name">
      <h2 id="pl-section-name" className="pl-section-name">{data.parkName}</h2>
      <p className="pl-hint">{data.parkAddr}</p>
      <p className="pl-section-berths">
        空余泊位 <strong>{data.leftBerths}</strong> / {data.totalBerths}
      </p>
      {data.feeRuleLabels.length > 0 && (
        <ul className="pl-tags" aria-label="收费标准">
          {data.feeRuleLabels.map((l) => <li key={l} className="pl-tag">{l}</li>)}
        </ul>
      )}
      {data.description && <p className="pl-hint">{data.description}</p>}
      {data.isOnline === 0 && <p className="pl-form-note">该路段暂未开通线上缴费，请现场缴费</p>}
    </section>
  );
}
