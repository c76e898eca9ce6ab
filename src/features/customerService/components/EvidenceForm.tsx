import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useAddEvidenceMutation } from '@/api/driver/disputes';
import type { AddEvidenceBody } from '@/api/driver/disputes.types';
import { useParkingRecordsInfiniteQuery } from '@/api/charge/records';
import { formatDateTime } from '@/lib/time';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { usePhotoUpload } from '@/ui/PhotoUpload/usePhotoUpload';
import { useOneTap } from '@/ui/useOneTap';
import styles from './Disputes.module.css';

const KINDS = [{ value: 'photo', label: '照片' }, { value: 'receipt', label: '其他停车场缴费凭证' }];

/** The driver's paid parking bills, each a radio: the receipt that shows the car left. */
function ReceiptPicker({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const records = useParkingRecordsInfiniteQuery({});
  const paid = (records.data?.pages ?? []).flatMap((p) => p.results).filter((b) => b.orderState === 3);
  if (records.isLoading) return <p className={styles.weak}>缴费记录加载中…</p>;
  if (!paid.length) return <p className={styles.weak}>暂无已缴费的停车记录</p>;
  return (
    <ChoiceRadios
      id="dispute-receipt"
      legend="选择缴费记录"
      value={value}
      onChange={onChange}
      choices={paid.map((b) => ({ value: b.uniqueId, label: `${b.parkName} ${b.formatPlateNo}`, side: `出场 ${formatDateTime(b.parkEndTime)}` }))}
    />
  );
}

/** 补充证据: photos, or a paid receipt of another lot; one send per tap. */
export function EvidenceForm({ disputeId }: { disputeId: string }) {
  const [kind, setKind] = useState<'photo' | 'receipt'>('photo');
  const [receipt, setReceipt] = useState('');
  const [note, setNote] = useState('');
  const photos = usePhotoUpload(3);
  const [add] = useAddEvidenceMutation();
  const body = (): AddEvidenceBody => (kind === 'photo' ? { kind, pictures: photos.urls, note } : { kind, receiptUniqueId: receipt, note });
  const [send, sending] = useOneTap(() => add({ disputeId, ...body() }).unwrap().then(() => {
    setNote('');
    setReceipt('');
  }));
  const ready = kind === 'photo' ? photos.urls.length > 0 && !photos.uploading : receipt !== '';
  return (
    <section className={styles.section} aria-labelledby="dispute-evidence-h">
      <h2 id="dispute-evidence-h" className={styles.heading}>补充证据</h2>
      <ChoiceRadios id="dispute-evidence-kind" legend="证据类型" chips value={kind} onChange={(v) => setKind(v === 'receipt' ? 'receipt' : 'photo')} choices={KINDS} />
      {kind === 'photo' ? <PhotoUpload uploads={photos} disabled={sending} /> : <ReceiptPicker value={receipt} onChange={setReceipt} />}
      <label htmlFor="dispute-note" className={styles.weak}>补充说明（选填）</label>
      <TextArea id="dispute-note" value={note} onChange={setNote} maxLength={200} rows={2} disabled={sending} />
      <Button color="primary" block shape="rounded" disabled={!ready} loading={sending} onClick={() => send()}>
        提交证据
      </Button>
    </section>
  );
}
