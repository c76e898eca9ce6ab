import { Form } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useBookingPlatesQuery } from '@/api/booking/spec';
import { useDiffTimeParkInfoQuery } from '@/api/booking/offpeak';
import type { BookingPlate } from '@/api/booking/types';
import type { DiffTimeParkInfo, DiffTimeProduct } from '@/api/booking/offpeak.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { Field } from '@/ui/form';
import { Page } from '@/ui/Page/Page';
import { RequireDriver } from '@/ui/RequireDriver';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { failureOf } from '@/ui/states/failureOf';
import { Facts } from '@/ui/Facts';
import { LinkButton } from '@/ui/LinkButton';
import { LotRules } from '../components/LotInfo';
import { NextBar } from '../components/NextBar';
import { PlatePicker } from '@/ui/PlatePicker';
import { SendToAddCar } from '@/ui/SendToAddCar';
import { MAX_START_DAYS, usePackageForm } from '../components/usePackageForm';
import { FRESH } from '@/api/fresh';
import { beijingDay } from '../text';
import styles from './PackageCarSelectPage.module.css';
import { CardList } from '@/ui/CardList';

const TITLE = '购买错时包月';
const FORM_ID = 'off-peak-package';

function Buy({ lot, product, plates }: { lot: DiffTimeParkInfo; product: DiffTimeProduct; plates: BookingPlate[] }) {
  const { form } = usePackageForm(product, plates);
  const soldOut = product.leftNum <= 0;
  const footer = <NextBar cents={product.priceCents} form={FORM_ID} pending={form.pending} disabled={soldOut} />;
  return (
    <Page title={TITLE} fallback={href(paths.wrongTimeShare, { parkId: lot.parkId })} footer={footer}>
      <div className={styles.stack}>
        <section className={styles.card} aria-label="错时套餐">
          <h2 className={styles.title}>{product.productName}</h2>
          <p className={styles.weak}>{lot.parkName}</p>
          <Facts
            spaced
            rows={[
              ['可停时段', product.windowText],
              ['有效天数', `${product.days}天`],
              ['价格', formatMoney(product.priceCents)],
              ['剩余名额', `${product.leftNum}/${product.totalNum}`],
            ]}
          />
          <p className={styles.weak}>{product.description}</p>
        </section>
        {soldOut && (
          <p className={`${styles.note} ${styles.noteDanger}`} role="alert">
            该套餐已售罄，请选择其他停车场
          </p>
        )}
        <form id={FORM_ID} onSubmit={form.submit} noValidate>
          <CardList>
            <Form.Item>
              <PlatePicker
                multiple
                id={form.id('plates')}
                legend={product.maxPlates > 1 ? `车辆（最多${product.maxPlates}辆）` : '车辆'}
                plates={plates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor, side: p.isDefault ? '默认车辆' : undefined }))}
                limit={product.maxPlates}
                value={form.values.plates ? form.values.plates.split(',') : []}
                onChange={(list) => {
                  form.set({ plates: list.join(',') });
                  form.touch('plates');
                }}
                error={form.errors.plates}
                disabled={form.pending}
              />
            </Form.Item>
            <Field id={form.id('startDate')} label="生效日期" error={form.errors.startDate} hint={`自所选日期0点起${product.days}天内的错时时段可停`}>
              <input
                id={form.id('startDate')}
                className={styles.date}
                type="date"
                value={form.values.startDate}
                min={beijingDay()}
                max={beijingDay(MAX_START_DAYS)}
                onChange={(e) => form.set({ startDate: e.target.value })}
                onBlur={() => form.touch('startDate')}
                disabled={form.pending}
                required
              />
            </Field>
          </CardList>
        </form>
        {form.formError && (
          <p className={`${styles.note} ${styles.noteDanger}`} role="alert">
            {form.formError}
          </p>
        )}
        <LotRules lot={lot} />
      </div>
    </Page>
  );
}

function Loaded({ parkId, productId }: { parkId: string; productId: string }) {
  const lot = useDiffTimeParkInfoQuery({ parkId }, FRESH);
  const plates = useBookingPlatesQuery(undefined, FRESH);
  if (plates.data && plates.data.length === 0) return <SendToAddCar why="请先添加车辆，再办理错时共享" />;
  const product = lot.data?.products.find((p) => p.productId === productId);
  if (lot.data && plates.data && product) return <Buy lot={lot.data} product={product} plates={plates.data} />;
  let body;
  if (lot.data && !product) {
    body = (
      <Empty text="该套餐已下架" description="请在停车场页面重新选择">
        <LinkButton to={href(paths.wrongTimeShare, { parkId })}>查看停车场</LinkButton>
      </Empty>
    );
  } else if ((lot.isError && !lot.data) || (plates.isError && !plates.data)) {
    body = <LoadFailed text="套餐信息加载失败" onRetry={() => [lot, plates].forEach((q) => q.isError && void q.refetch())} error={failureOf(lot, plates)} />;
  } else body = <Loading text="套餐信息加载中" />;
  return (
    <Page title={TITLE} fallback={href(paths.wrongTimeShare, { parkId })}>
      {body}
    </Page>
  );
}

/** /packageCarSelect?parkId&productId: the plates (and the first day) of an off-peak package, then its pay page. */
export function PackageCarSelectPage() {
  const [search] = useSearchParams();
  const parkId = search.get('parkId');
  const productId = search.get('productId');
  if (!parkId || !productId) {
    return (
      <Page title={TITLE} fallback={paths.wrongTimeShare}>
        <Empty text="请先选择错时套餐">
          <LinkButton to={paths.wrongTimeShare}>错时共享停车场</LinkButton>
        </Empty>
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Loaded parkId={parkId} productId={productId} />
    </RequireDriver>
  );
}
