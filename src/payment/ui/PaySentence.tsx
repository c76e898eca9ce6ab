import { formatYuan } from '@/lib/format';
import { useElderMode } from '@/session/elderMode';
import styles from './PaySentence.module.css';

export interface PaySentenceProps {
  /** The id the pay button's aria-describedby names. */
  id: string;
  /** What the button pays, in cents (null while it is not known yet: nothing is said). */
  amountCents: number | null;
  /** Who is paid: the lot's or station's operator, the lot (several, joined with 、). */
  payee?: string;
  /** A top-up: the wallet the money goes into (then no payee: 支付 50.00 元，充值到 我的钱包). */
  into?: string;
}

/** 支付 12.50 元给 北京XX停车场 — one plain sentence, the amount as the button pays it. */
export function paySentence(amountCents: number, payee?: string, into?: string): string {
  const yuan = formatYuan(amountCents);
  if (into) return `支付 ${yuan} 元，充值到 ${into}`;
  const to = payee?.trim();
  return to ? `支付 ${yuan} 元给 ${to}` : `支付 ${yuan} 元`;
}

/** Several lots' names as one payee: each once, in order. */
export function payeeOf(names: (string | null | undefined)[]): string {
  return [...new Set(names.map((n) => n?.trim()).filter((n): n is string => !!n))].join('、');
}

/** The company paid (收款方) with the place the driver knows it by: 北京XX停车管理有限公司（王府井百货地下停车场）. */
export function payeeAt(operator: string | null | undefined, place: string | null | undefined): string {
  const o = operator?.trim();
  const p = place?.trim();
  if (!o) return p ?? '';
  return p && p !== o ? `${o}（${p}）` : o;
}

/**
 * The amount and who is paid, as one sentence: the description of the pay button (aria-describedby, so a screen
 * reader says it with 立即支付), and in 长辈模式 also plain large text above it. Hidden otherwise: a hidden element
 * still describes the button it is named by. Every pay screen has it: through PayBar and PayBarFrame, and the
 * screens with a pay button of their own (top-up, the charging prepay, the partner's checkout).
 */
export function PaySentence({ id, amountCents, payee, into }: PaySentenceProps) {
  const elder = useElderMode();
  if (amountCents === null) return null;
  return (
    <p id={id} className={styles.sentence} hidden={!elder}>
      {paySentence(amountCents, payee, into)}
    </p>
  );
}
