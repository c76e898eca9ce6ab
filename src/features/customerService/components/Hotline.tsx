import { useServiceInfoQuery } from '@/api/basic/service';
import { LinkButton } from '@/ui/LinkButton';
import styles from './Hotline.module.css';

/** The hotline as a tel: link (tap to call) and its hours; nothing while unknown, a plain note if it failed. */
export function Hotline() {
  const info = useServiceInfoQuery();
  if (info.isError) return <p className={styles.weak}>客服热线暂时无法获取，请稍后再试</p>;
  if (!info.data) return <p className={styles.weak}>客服热线加载中…</p>;
  const { hotline, hours, responseHours } = info.data;
  return (
    <section className={styles.box} aria-label="客服热线">
      <div className={styles.hotline}>
        <div>
          <h2>客服热线</h2>
          <p className={styles.weak}>服务时间：{hours}</p>
        </div>
        <span className={styles.call}>
          <LinkButton solid small block={false} href={`tel:${hotline.replace(/-/g, '')}`} label={`拨打客服热线 ${hotline}`}>
            {hotline}
          </LinkButton>
        </span>
      </div>
      <p className={styles.weak}>在线提交的问题将在 {responseHours} 小时内回复</p>
    </section>
  );
}
