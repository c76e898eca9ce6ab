import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLazyParkPlateBillQuery, useParkSignQuery } from '@/api/charge/partner';
import type { ParkPlateBill, ParkSign } from '@/api/charge/partner.types';
import { href, paths } from '@/lib/paths';
import { formatPlate, isValidPlate } from '@/lib/plate';
import type { PlateColor } from '@/lib/wire';
import { FieldError } from '@/ui/form';
import { Page } from '@/ui/Page/Page';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import { Empty, QueryState } from '@/ui/states/States';
import { BillBlock } from '../components/BillBlock';
import styles from './PlatePage.module.css';

const TITLE = '停车缴费';

/**
 * /plate?parkId[&plateNo]: the page a lot's sign or QR code opens, for anyone (no sign-in): the lot, a plate
 * input, then that plate's bill at this lot and how to pay it. The plate asked is kept in the URL, so a reload or
 * the way back from signing in shows the same bill.
 */
export function PlatePage() {
  const [params] = useSearchParams();
  const parkId = params.get('parkId');
  if (!parkId) {
    return (
      <Page title={TITLE}>
        <Empty text="二维码信息不完整" description="请重新扫描停车场内的缴费二维码" />
      </Page>
    );
  }
  return <PlateBody parkId={parkId} initialPlate={params.get('plateNo') ?? ''} />;
}

function PlateBody({ parkId, initialPlate }: { parkId: string; initialPlate: string }) {
  const sign = useParkSignQuery({ parkId });
  return (
    <Page title={TITLE}>
      <QueryState query={sign} loading="停车场信息加载中" error="停车场信息加载失败">
        {(s) => <PlateQuery sign={s} initialPlate={initialPlate} />}
      </QueryState>
    </Page>
  );
}

function PlateQuery({ sign, initialPlate }: { sign: ParkSign; initialPlate: string }) {
  const [, setParams] = useSearchParams();
  const plate = usePlateInput({ initialPlate });
  const [lookup, found] = useLazyParkPlateBillQuery();
  const [tried, setTried] = useState(false);
  const asked = useRef(false);
  const error = !plate.isComplete ? '请输入完整的车牌号（新能源车牌为8位）' : isValidPlate(plate.plateNo) ? null : '车牌号格式不正确，请检查后重新输入';

  const ask = (plateNo: string, plateColor: PlateColor) => {
    plate.close();
    setParams(new URLSearchParams(href(paths.plate, { parkId: sign.parkId, plateNo }).split('?')[1]), { replace: true });
    void lookup({ parkId: sign.parkId, plateNo, plateColor });
  };

  // Back from signing in (or a reload) with the plate in the URL: ask again at once.
  useEffect(() => {
    if (asked.current || !initialPlate || !isValidPlate(initialPlate)) return;
    asked.current = true;
    void lookup({ parkId: sign.parkId, plateNo: initialPlate });
  }, [initialPlate, lookup, sign.parkId]);

  return (
    <div className={styles.stack}>
      <section className={styles.box} aria-labelledby="ptp-park">
        <h2 id="ptp-park">{sign.parkName}</h2>
        <p className={styles.weak}>{sign.parkAddr}</p>
      </section>
      {!sign.payOnline ? (
        <Empty text="该停车场暂未开通线上缴费" description="请在出口处现场缴费" />
      ) : (
        <form
          className={`${styles.box} ${styles.stack}`}
          aria-labelledby="ptp-plate-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (error) return;
            ask(plate.plateNo, plate.plateColor);
          }}
        >
          <h2 id="ptp-plate-heading">输入车牌查询停车费</h2>
          <PlateInput control={plate} />
          {tried && error && (
            <FieldError>{error}</FieldError>
          )}
          <Button type="submit" block color="primary" shape="rounded" size="large" loading={found.isFetching} loadingText="查询中">
            查询
          </Button>
        </form>
      )}
      {(found.data || found.isError || found.isFetching) && (
        <section aria-label="查询结果" aria-live="polite">
          {found.isFetching && !found.data ? null : found.isError && !found.data ? (
            <Empty text="查询失败" description="网络不佳或服务繁忙，请稍后重试" />
          ) : found.data ? (
            <FoundBill result={found.data} parkName={sign.parkName} />
          ) : null}
        </section>
      )}
    </div>
  );
}

function FoundBill({ result, parkName }: { result: ParkPlateBill; parkName: string }) {
  if (!result.bill) {
    return <Empty text={`未查到 ${formatPlate(result.plateNo)} 在本停车场的待缴账单`} description={`请核对车牌号码，或确认车辆停放在${parkName}`} />;
  }
  return <BillBlock uniqueId={result.bill.uniqueId} parkId={result.bill.parkId} arrearsCount={result.arrearsCount} />;
}
