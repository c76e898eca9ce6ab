import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { isValidPlate } from '@/lib/plate';
import { Field, FieldError } from '@/ui/form';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import styles from './SelfLookupForm.module.css';
import { CardList } from '@/ui/CardList';

interface Props {
  /** What was asked last (from the URL), to start from. */
  plateNo: string;
  orderNo: string;
  onFind: (plateNo: string, orderNo: string) => void;
}

/**
 * The plate (the plate keyboard: the car is the proof of the order) and the order number printed on the parking
 * receipt. Nothing is asked until both hold.
 */
export function SelfLookupForm({ plateNo, orderNo, onFind }: Props) {
  const plate = usePlateInput({ initialPlate: plateNo });
  const [order, setOrder] = useState(orderNo);
  const [tried, setTried] = useState(false);
  const plateError = !plate.isComplete ? '请输入完整的车牌号（新能源车牌为8位）' : isValidPlate(plate.plateNo) ? null : '车牌号格式不正确，请检查后重新输入';
  const orderError = order.trim() ? null : '请输入停车订单编号';

  return (
    <form
      className={styles.stack}
      aria-label="查找停车订单"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        plate.close();
        if (plateError || orderError) return;
        onFind(plate.plateNo, order.trim().toUpperCase());
      }}
    >
      <section className={styles.card} aria-labelledby="inv-plate-heading">
        <h2 id="inv-plate-heading" className={styles.sectionTitle}>
          车牌号码
        </h2>
        <PlateInput control={plate} showLargeCheckbox={false} />
        {tried && plateError && (
          <FieldError>{plateError}</FieldError>
        )}
      </section>
      <CardList>
        <Field id="inv-self-order" label="停车订单编号" error={tried ? orderError : null} hint="见停车缴费凭证或缴费短信，如U20005">
          <Input id="inv-self-order" value={order} placeholder="请输入订单编号" autoComplete="off" onChange={setOrder} />
        </Field>
      </CardList>
      <Button type="submit" block color="primary" shape="rounded" size="large">
        查询订单
      </Button>
    </form>
  );
}
