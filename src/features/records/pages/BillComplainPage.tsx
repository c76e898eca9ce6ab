import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useUploadPictureMutation } from '@/api/basic';
import { useParkOrderAppealsQuery, useParkOrderDetailQuery } from '@/api/charge';
import { useSubmitAppealMutation } from '@/api/charge-records';
import type { ParkOrderDetail } from '@/api/types/charge';
import type { AppealReason } from '@/api/types/charge-records';
import { useAppStore } from '@/ui/hooks';
import { formatMoney } from '@/lib/format';
import type { PickedImage } from '@/platform/types';
import { Empty, LoadError, Loading } from '@/ui/ListStates/ListStates';
import { PhotoPicker, type Photo } from '../components/PhotoPicker';
import { RequireDriver } from '../components/RequireDriver';
import { APPEAL_REASONS, MAX_DESCRIPTION, MAX_PHOTOS, validateComplaint } from '../complaint';
import { billQuery } from '../recordFilters';
import '../records.css';

let photoSeq = 0;

function ComplaintForm({ bill }: { bill: ParkOrderDetail }) {
  const { deps } = useAppStore();
  const navigate = useNavigate();
  const [reason, setReason] = useState<AppealReason | null>(null);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [tried, setTried] = useState(false);
  const [upload] = useUploadPictureMutation();
  const [submitAppeal, submitting] = useSubmitAppealMutation();
  const inFlight = useRef(false);
  const reasonRef = useRef<HTMLFieldSetElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const errors = validateComplaint(reason, description);
  const shownReasonError = tried ? errors.reason : undefined;
  // Length and characters are told as soon as they are typed; a missing description only after 提交.
  const shownDescriptionError = tried || description.trim() ? errors.description : undefined;
  const count = [...description.trim()].length;

  const setStatus = (key: string, patch: Partial<Photo>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const startUpload = (key: string, image: PickedImage) => {
    setStatus(key, { status: 'uploading' });
    upload({ fileData: image.fileData, suffix: image.suffix })
      .unwrap()
      .then(
        (r) => setStatus(key, { status: 'done', picUrl: r.picUrl }),
        () => setStatus(key, { status: 'failed' }),
      );
  };

  const onPicked = (image: PickedImage) => {
    photoSeq += 1;
    const key = `photo-${photoSeq}`;
    setPhotos((list) => (list.length >= MAX_PHOTOS ? list : [...list, { key, image, status: 'uploading' }]));
    startUpload(key, image);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.reason) {
      reasonRef.current?.querySelector('input')?.focus();
      return;
    }
    if (errors.description) {
      descriptionRef.current?.focus();
      return;
    }
    if (photos.some((p) => p.status === 'uploading')) {
      deps.ui.toast('图片上传中，请稍候再提交', 3000);
      return;
    }
    if (photos.some((p) => p.status === 'failed')) {
      deps.ui.toast('有图片上传失败，请重新上传或删除', 3000);
      return;
    }
    // A second tap while the first is on its way sends nothing.
    if (inFlight.current || !reason) return;
    inFlight.current = true;
    try {
      const result = await submitAppeal({
        uniqueId: bill.uniqueId,
        parkId: bill.parkId,
        reason,
        description: description.trim(),
        pictures: photos.flatMap((p) => (p.picUrl ? [p.picUrl] : [])),
      }).unwrap();
      deps.ui.toast('申诉已提交，我们会尽快处理', 3000);
      navigate(`/billComplainDetail?appealId=${encodeURIComponent(result.appealId)}`, { replace: true });
    } catch {
      // The catalogue told the driver why; the form keeps what they entered.
      inFlight.current = false;
    }
  };

  const busy = submitting.isLoading;
  return (
    <form className="rec-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <fieldset className="rec-section rec-fieldset" ref={reasonRef} aria-describedby={shownReasonError ? 'rec-reason-err' : undefined}>
        <legend>申诉原因</legend>
        <div className="rec-reasons">
          {APPEAL_REASONS.map((r) => (
            <label key={r} className={`rec-reason${reason === r ? ' rec-reason--on' : ''}`}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} disabled={busy} />
              {r}
            </label>
          ))}
        </div>
        {shownReasonError && (
          <p id="rec-reason-err" className="rec-field-error" role="alert">
            {shownReasonError}
          </p>
        )}
      </fieldset>

      <div className="rec-section">
        <label className="rec-label" htmlFor="rec-description">
          问题描述{reason === '其他' ? '' : '（选填）'}
        </label>
        <textarea
          id="rec-description"
          ref={descriptionRef}
          className="rec-textarea"
          rows={5}
          value={description}
          placeholder="请描述您遇到的问题，便于我们尽快核实"
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={!!shownDescriptionError}
          aria-describedby={shownDescriptionError ? 'rec-description-err' : 'rec-description-count'}
          disabled={busy}
        />
        <p id="rec-description-count" className={`rec-counter${count > MAX_DESCRIPTION ? ' rec-counter--over' : ''}`}>
          {count}/{MAX_DESCRIPTION}
        </p>
        {shownDescriptionError && (
          <p id="rec-description-err" className="rec-field-error" role="alert">
            {shownDescriptionError}
          </p>
        )}
      </div>

      <div className="rec-section">
        <p className="rec-label" id="rec-photos-label">
          上传照片（选填，最多{MAX_PHOTOS}张）
        </p>
        <PhotoPicker
          photos={photos}
          max={MAX_PHOTOS}
          disabled={busy}
          onPicked={onPicked}
          onRemove={(key) => setPhotos((list) => list.filter((p) => p.key !== key))}
          onRetry={(key) => {
            const p = photos.find((x) => x.key === key);
            if (p) startUpload(key, p.image);
          }}
        />
      </div>

      <button type="submit" className="rec-primary-btn rec-submit" disabled={busy} aria-busy={busy}>
        {busy ? '提交中…' : '提交申诉'}
      </button>
    </form>
  );
}

function Complaint({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const bill = useParkOrderDetailQuery({ uniqueId, parkId });
  const appeals = useParkOrderAppealsQuery({ uniqueId, parkId });
  if (!bill.data && bill.isError) return <LoadError text="账单信息加载失败" onRetry={() => void bill.refetch()} />;
  if (!bill.data || (!appeals.data && !appeals.isError)) return <Loading />;
  const d = bill.data;
  const open = appeals.data?.results.find((a) => a.appealState === 1);
  return (
    <>
      <section className="rec-section rec-bill-brief" aria-label="申诉的账单">
        <p className="rec-card-title">{d.parkName}</p>
        <p className="rec-card-line">
          <span className="rec-plate">{d.formatPlateNo}</span>
          <span className="rec-money">{formatMoney(d.totalFee)}</span>
        </p>
        <p className="rec-muted">
          {d.parkStartTime} 入场{d.parkEndTime ? ` · ${d.parkEndTime} 出场` : ''}
        </p>
      </section>
      {open ? (
        <section className="rec-section rec-notice" role="status">
          <p>该账单已有处理中的申诉，请耐心等待处理结果。</p>
          <Link className="rec-ghost-btn" to={`/billComplainDetail?appealId=${encodeURIComponent(open.appealId)}`}>
            查看申诉进度
          </Link>
        </section>
      ) : (
        <ComplaintForm bill={d} />
      )}
    </>
  );
}

/** /billComplain?uniqueId&parkId: complain about a bill — reason, description, up to 3 photos — then its status. */
export function BillComplainPage() {
  const [search] = useSearchParams();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  return (
    <RequireDriver>
      <main className="rec-page">
        <h1 className="rec-title">账单申诉</h1>
        {uniqueId && parkId ? (
          <Complaint uniqueId={uniqueId} parkId={parkId} />
        ) : (
          <Empty text="缺少账单信息，请从停车记录进入" />
        )}
        {uniqueId && parkId && (
          <p className="rec-foot-link">
            <Link to={`/billComplainDetail?${billQuery(uniqueId, parkId)}`}>查看该账单的申诉记录</Link>
          </p>
        )}
      </main>
    </RequireDriver>
  );
}
