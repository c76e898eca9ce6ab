import { Link, useSearchParams } from 'react-router-dom';
import { BillPay } from '../components/BillPay';
import { Empty, PayScreen } from '../components/States';
import '../components/pay.css';

/**
 * /payPage?uniqueId&parkId[&couponId]: one parking bill and its payment. A visitor who found the bill by plate
 * query sees it too (spec §6 lets visitors query plates) and signs in to pay, coming straight back here.
 */
export function PayPage() {
  const [params] = useSearchParams();
  const uniqueId = params.get('uniqueId');
  const parkId = params.get('parkId');
  const couponId = params.get('couponId') ?? undefined;
  if (!uniqueId || !parkId) {
    return (
      <PayScreen title="停车缴费">
        <Empty title="缺少账单信息">
          <Link className="pp-btn pp-btn--ghost" to="/home">
            返回首页
          </Link>
        </Empty>
      </PayScreen>
    );
  }
  const backTo = `/payPage?${new URLSearchParams({ uniqueId, parkId })}`;
  return (
    <PayScreen title="停车缴费">
      <BillPay uniqueId={uniqueId} parkId={parkId} couponId={couponId} backTo={backTo} />
    </PayScreen>
  );
}
