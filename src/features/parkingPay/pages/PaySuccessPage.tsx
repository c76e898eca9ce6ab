import { Link, useSearchParams } from 'react-router-dom';
import { DriverOnly } from '../components/DriverOnly';
import { PayOutcome } from '../components/PayOutcome';
import { PayScreen } from '../components/States';
import '../components/pay.css';

/**
 * /paySuccess[?payOrderId]: the success page external links open. With an order id it shows what the server says
 * (the same content as the result page); without one, a plain confirmation.
 */
export function PaySuccessPage() {
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId');
  if (!payOrderId) {
    return (
      <PayScreen title="支付成功">
        <section className="pp-result pp-result--ok">
          <span className="pp-result-icon" aria-hidden="true">✓</span>
          <h2>支付成功</h2>
        </section>
        <div className="pp-actions">
          <Link className="pp-btn pp-btn--ghost" to="/home">
            返回首页
          </Link>
          <Link className="pp-btn pp-btn--primary" to="/parkingRecord">
            查看记录
          </Link>
        </div>
      </PayScreen>
    );
  }
  return (
    <DriverOnly>
      <PayScreen title="支付结果">
        <PayOutcome key={payOrderId} payOrderId={payOrderId} keyParam={params.get('key')} />
      </PayScreen>
    </DriverOnly>
  );
}
