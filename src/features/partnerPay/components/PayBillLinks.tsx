import type { ParkOrderDetail } from '@/api/charge/bills.types';
import { loginWithRedirect } from '@/lib/loginTarget';
import { href, paths } from '@/lib/paths';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { Empty } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import styles from './PayBillLinks.module.css';

/**
 * What a sign's visitor can do with the bill found: nothing when it is paid or free; else a signed-in driver pays
 * on the app's own bill page (coupons, balance); a visitor pays at the partner's checkout without signing in, or
 * signs in first and lands on that bill page.
 */
export function PayBillLinks({ bill }: { bill: ParkOrderDetail }) {
  const isDriver = useAppSelector(selectIsDriver);
  if (bill.orderState === 3) return <Empty text="该账单已支付" description="无需重复缴费，请按指引离场" />;
  if (bill.parkFee <= 0) return <Empty text={bill.isBagCar ? '月卡车辆，无需缴费' : '当前无需缴费'} description="免费时段内离场无需缴费" />;
  const ref = { uniqueId: bill.uniqueId, parkId: bill.parkId };
  if (isDriver) {
    return (
      <div className={styles.actions}>
        <LinkButton solid to={href(paths.payPage, ref)}>去缴费</LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <LinkButton solid to={href(paths.thirdpay, ref)}>立即支付（无需登录）</LinkButton>
      <LinkButton to={loginWithRedirect(href(paths.payPage, ref))}>登录后缴费（可用优惠券和余额）</LinkButton>
    </div>
  );
}
