import { Page } from '@/ui/Page/Page';
import { BalanceParkList } from '../components/BalanceParkList';
import styles from './BalanceParksPage.module.css';

/** /balanceParks: every lot where the wallet balance pays (payTypes include 6), nearest first. */
export function BalanceParksPage() {
  return (
    <Page title="余额可用停车场">
      <p className={styles.intro}>以下停车场支持使用账户余额缴纳停车费。</p>
      <BalanceParkList onlyAvailable={false} label="余额可用停车场" />
    </Page>
  );
}
