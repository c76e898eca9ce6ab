import { Button, DatePicker, type ButtonRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { beijingToday, dayjs } from '@/lib/time';
import styles from './DateField.module.css';

const UNIT = { year: '年', month: '月', day: '日' } as const;

interface Props {
  label: string;
  /** 'YYYY-MM-DD' or undefined for no limit. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * One date of a range: a button showing the label and the date (or 不限), opening antd-mobile's DatePicker on it
 * (or on today) and up to today — Beijing's today, the lot's calendar, even on a phone set to another zone. The
 * wheels' labels carry their unit (2026年 5月 12日) so each column reads on its own.
 */
export function DateField({ label, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<ButtonRef>(null);
  const close = () => {
    setOpen(false);
    // The popup moves no focus: put it back where the driver was, for keyboards and screen readers.
    trigger.current?.nativeElement?.focus();
  };
  const current = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <>
      <Button ref={trigger} className={styles.date} onClick={() => setOpen(true)}>
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{current ? current.format('YYYY-MM-DD') : '不限'}</span>
        </span>
      </Button>
      {/* Mounted only while open: a closed picker leaves nothing in document.body behind the page. */}
      {open && (
        <DatePicker
          title={label}
          visible
          onClose={close}
          precision="day"
          max={beijingToday()}
          value={current?.toDate() ?? beijingToday()}
          renderLabel={(type, data) => (type in UNIT ? `${data}${UNIT[type as keyof typeof UNIT]}` : String(data))}
          onConfirm={(d) => onChange(dayjs(d).format('YYYY-MM-DD'))}
        />
      )}
    </>
  );
}
