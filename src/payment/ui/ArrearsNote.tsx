import { StateTag } from '@/ui/StateTag';
import styles from './ArrearsNote.module.css';

/**
 * A bill whose car left unpaid (orderState 2): the server calls it 欠费, and the driver is told what that means until
 * it is paid — the plate's next parking bill is refused until the arrears are paid, unless they are under an open
 * dispute (docs/rules/parking.md "Arrears first", money.md on disputes). Nothing is promised beyond that. On every
 * bill view that offers to pay it: the app's pay page and a sign's or partner checkout's bill.
 */
export function ArrearsNote() {
  return (
    <div className={styles.arrears}>
      <StateTag tone="danger">欠费</StateTag>
      <p className={styles.text}>车辆已离场，停车费未缴清，已记为欠费。补缴前，该车牌再次停车时需先补缴欠费，才能支付新的停车费（申诉处理中的欠费除外）。</p>
    </div>
  );
}
