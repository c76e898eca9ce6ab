import { List } from 'antd-mobile';
import { maskPhone } from '@/lib/format';
import styles from './MaterialsView.module.css';
import { CardList } from '@/ui/CardList';

/** An ID number as a screen shows it to anyone looking over the driver's shoulder: the region and the last four. */
export function maskIdCard(id: string | null): string {
  if (!id) return '—';
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id;
}

/** The owner's details and the licence photos on file, read only. */
export function MaterialsView({ ownerName, idCardNo, phone, pictures }: { ownerName: string | null; idCardNo: string | null; phone?: string | null; pictures: string[] }) {
  return (
    <>
      <CardList header={<h2 className={styles.listTitle}>车主信息</h2>}>
        <List.Item extra={ownerName ?? '—'}>车主姓名</List.Item>
        <List.Item extra={maskIdCard(idCardNo)}>身份证号</List.Item>
        {phone !== undefined && <List.Item extra={phone ? maskPhone(phone) : '—'}>手机号</List.Item>}
      </CardList>
      <section className={styles.card} aria-labelledby="ps-licence-h">
        <h2 id="ps-licence-h">行驶证照片</h2>
        {pictures.length ? (
          <ul className={styles.pics} aria-label="行驶证照片">
            {pictures.map((src, i) => (
              <li key={src}>
                <img src={src} alt={`行驶证照片${i + 1}`} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.weak}>未上传</p>
        )}
      </section>
    </>
  );
}
