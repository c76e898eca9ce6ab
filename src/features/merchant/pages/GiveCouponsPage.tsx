import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/Link';
import type { MerchantHome } from '@/api/coupon/merchant.types';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { MerchantScope } from '../components/MerchantScope';
import { PlateSession } from '../components/PlateSession';
import { useGive } from '../components/useGive';
import shared from '../components/merchantCards.module.css';
import styles from './GiveCouponsPage.module.css';

type Way = 'plate' | 'bulk';
const BULK_MAX = 50;

function Choice<V extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: V; options: [V, string][]; onChange: (v: V) => void }) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map(([v, text]) => (
        <label key={v} className={v === value ? styles.checked : undefined}>
          <input type="radio" name={name} value={v} checked={v === value} onChange={() => onChange(v)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

function GiveForm({ home, merchantId }: { home: MerchantHome; merchantId: string }) {
  const [search, setSearch] = useSearchParams();
  const lines = home.stock.filter((l) => l.count > 0);
  const asked = search.get('typeId');
  const [typeId, setTypeId] = useState(lines.find((l) => l.type.typeId === asked)?.type.typeId ?? lines[0]?.type.typeId ?? '');
  const way: Way = search.get('way') === 'bulk' ? 'bulk' : 'plate';
  const plate = usePlateInput({ initialPlate: search.get('plateNo') ?? '' });
  const [bulk, setBulk] = useState<string[]>([]);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const { give, pending, error, done, clearError } = useGive(merchantId);
  const line = lines.find((l) => l.type.typeId === typeId);

  if (!line) {
    return (
      <Empty text="暂无可赠送的优惠券" description={home.permissions.buy ? '库存已用完，请先购买优惠券' : '库存已用完，请联系店主购买'}>
        <LinkButton to={home.permissions.buy ? href(paths.buyCouponsList, { merchantId }) : href(paths.merchantManage, { merchantId })}>
          {home.permissions.buy ? '购买优惠券' : '返回商户首页'}
        </LinkButton>
      </Empty>
    );
  }

  const setWay = (w: Way) => {
    clearError();
    setSearch((s) => {
      s.set('way', w);
      return s;
    }, { replace: true });
  };
  const addToBulk = () => {
    setBulkError(null);
    if (!plate.isComplete) return setBulkError('请先输入完整的车牌号');
    if (bulk.includes(plate.plateNo)) return setBulkError(`车牌${plate.plateNo}已在列表中`);
    if (bulk.length >= BULK_MAX) return setBulkError(`一次最多赠送${BULK_MAX}个车牌`);
    setBulk([...bulk, plate.plateNo]);
    plate.setPlate('');
    return undefined;
  };
  const plates = way === 'plate' ? (plate.isComplete ? [plate.plateNo] : []) : bulk;
  const submit = async () => {
    const result = await give(typeId, plates);
    if (result) {
      if (way === 'plate') plate.setPlate('');
      else setBulk([]);
    }
  };
  const tooMany = plates.length > line.count;

  return (
    <div className={shared.stack}>
      <section className={`${shared.card} ${shared.stack}`} aria-label="赠送方式">
        <Choice
          legend="优惠券"
          name="typeId"
          value={typeId}
          options={lines.map((l) => [l.type.typeId, `${l.type.name}（剩${l.count}张）`])}
          onChange={(v) => {
            clearError();
            setTypeId(v);
          }}
        />
        <Choice legend="赠送方式" name="way" value={way} options={[['plate', '按车牌'], ['bulk', '批量赠送']]} onChange={setWay} />
        <p className={shared.weak}>
          顾客的车牌未绑定账户时，可以
          <Link className={shared.link} to={href(paths.showQRcode, { merchantId, typeId })}>
            出示领券码
          </Link>
          让顾客扫码领取
        </p>
      </section>

      <section className={`${shared.card} ${shared.stack}`} aria-labelledby="mc-plate-h">
        <h2 id="mc-plate-h" className={shared.title}>
          {way === 'plate' ? '顾客车牌' : '添加车牌'}
        </h2>
        <PlateInput control={plate} showLargeCheckbox={false} />
        {way === 'bulk' && (
          <>
            <Button color="primary" fill="outline" shape="rounded" disabled={!plate.isComplete} onClick={addToBulk}>
              添加到列表
            </Button>
            {bulkError && (
              <p className={styles.error} role="alert">
                {bulkError}
              </p>
            )}
            {bulk.length > 0 ? (
              <ul className={styles.chips} aria-label={`待赠送车牌（${bulk.length}个）`}>
                {bulk.map((p) => (
                  <li key={p}>
                    <PlateBadge plateNo={p} size="small" />
                    <Button size="mini" fill="none" aria-label={`移除${p}`} onClick={() => setBulk(bulk.filter((x) => x !== p))}>
                      移除
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={shared.weak}>输入车牌后点“添加到列表”，每辆车赠送1张</p>
            )}
          </>
        )}
      </section>

      {way === 'plate' && <PlateSession merchantId={merchantId} plateNo={plate.isComplete ? plate.plateNo : null} typeId={typeId} />}

      {error && (
        <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
          {error}
        </p>
      )}
      {tooMany && (
        <p className={`${shared.note} ${shared.noteDanger}`} role="alert">
          库存仅剩{line.count}张，无法赠送{plates.length}张
        </p>
      )}
      {done && (
        <div className={`${shared.note} ${shared.noteSuccess}`} role="status">
          <p>
            已赠送{done.given.length}张{line.type.name}给{done.given.map((g) => g.plateNo).join('、')}，剩余库存{done.remaining}张
          </p>
        </div>
      )}
      <Button block color="primary" shape="rounded" size="large" loading={pending} loadingText="正在赠送…" disabled={plates.length === 0 || tooMany} onClick={() => void submit()}>
        {plates.length === 0 ? '赠送' : way === 'plate' ? `赠送1张给${plates[0]}` : `赠送${plates.length}张`}
      </Button>
      <LinkButton to={href(paths.giveCouponsRecord, { merchantId })}>查看赠送记录</LinkButton>
    </div>
  );
}

/** /giveCoupons?merchantId(&typeId&way&plateNo): give by plate (with the plate's parking now) or to several plates at once. */
export function GiveCouponsPage() {
  return <MerchantScope title="赠送优惠券">{(home, merchantId) => <GiveForm home={home} merchantId={merchantId} />}</MerchantScope>;
}
