import { Page } from '@/ui/Page/Page';
import { BalanceParkList } from '../components/BalanceParkList';
import styles from './SuitBalanceParksPage.module.css';

/**
 * /suitBalanceParks: the balance lots that suit the driver now — online, with a free space — nearest first
 * (POST dealer balanceParks with onlyAvailable 1).
 */
export function SuitBalanceParksPage() {
  return (
    <Page title="适用余额的停车场">
      <p className={styles.intro}>支持余额缴费且当前有空位的停车场。</p>
      <BalanceParkList onlyAvailable label="适用余额的停车场" />
    </Page>
  );
}
