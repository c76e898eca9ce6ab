import { PlateQuery } from '../components/PlateQuery/PlateQuery';
import styles from './EmbeddedHomePage.module.css';

/**
 * /home of the embedded build (config/embedded.ts): a partner opens us to pay for parking, so its landing is the
 * plate query alone — none of the full home's banner, menu, nearby lists or news, whose routes are not there.
 * Hand-written like the full home, not on the antd-mobile Page: the landing is the first screen, and the kit's
 * shared chunk would more than double what it loads.
 */
export function EmbeddedHomePage() {
  return (
    <main className={styles.embeddedHome}>
      <h1 className={styles.title} tabIndex={-1} data-page-heading>
        停车缴费
      </h1>
      <PlateQuery />
    </main>
  );
}
