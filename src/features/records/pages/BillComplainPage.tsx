import { Button, Card, Form, List, TextArea } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useParkOrderAppealsQuery, useParkOrderDetailQuery } from '@/api/charge';
import { useSubmitAppealMutation } from '@/api/charge/records';
import type { ParkOrderDetail } from '@/api/charge/types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { Field, useForm } from '@/ui/form';
import { useFeedback } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { usePhotoUpload } from '@/ui/PhotoUpload/usePhotoUpload';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { ReasonField } from '../components/ReasonField';
import { RequireDriver } from '@/ui/RequireDriver';
import { asReason, MAX_DESCRIPTION, MAX_PHOTOS, validateComplaint } from '../complaint';
import '../records.css';

const FORM_ID = 'bill-complaint';

/** What the draft keeps (text only): the reason, the description and the picUrls of uploaded photos, one a line. */
interface Draft {
  reason: string;
  description: string;
  pictures: string;
}

/** The form's state for one bill (known from the URL, so it exists before the bill has loaded). */
function useComplaint(bill: { uniqueId: string; parkId: string }) {
  const ui = useFeedback();
  const navigate = useNavigate();
  const [submitAppeal] = useSubmitAppealMutation();
  const form = useForm<Draft>({
    initial: { reason: '', description: '', pictures: '' },
    // Per bill, so a reload or a detour to /login brings back what was entered about this bill only.
    draftKey: `billComplain:${bill.uniqueId}`,
    validate: (v) => validateComplaint(asReason(v.reason), v.description),
    onSubmit: async (v, { clear }) => {
      if (photos.uploading) return ui.toast('图片上传中，请稍候再提交', 3000);
      if (photos.failed) return ui.toast('有图片上传失败，请重新上传或删除', 3000);
      const reason = asReason(v.reason);
      if (!reason) return;
      try {
        const result = await submitAppeal({
          uniqueId: bill.uniqueId,
          parkId: bill.parkId,
          reason,
          description: v.description.trim(),
          pictures: photos.urls,
        }).unwrap();
        clear();
        ui.toast('申诉已提交，我们会尽快处理', 3000);
        navigate(href(paths.billComplainDetail, { appealId: result.appealId }), { replace: true });
      } catch {
        // The catalogue told the driver why; the form keeps what they entered.
      }
    },
  });
  const photos = usePhotoUpload(MAX_PHOTOS, form.values.pictures ? form.values.pictures.split('\n') : []);
  const kept = photos.urls.join('\n');
  const { set } = form;
  useEffect(() => {
    // Uploaded photos go into the draft too (their picUrls; the pictures themselves are on the server).
    set({ pictures: kept });
  }, [kept, set]);
  return { form, photos };
}

function ComplaintForm({ bill, complaint }: { bill: ParkOrderDetail; complaint: ReturnType<typeof useComplaint> }) {
  const { form, photos } = complaint;
  const count = [...form.values.description.trim()].length;
  return (
    <>
      <section aria-label="申诉的账单">
        <Card>
          <div className="rec-bill-brief">
            <p className="rec-card-title">{bill.parkName}</p>
            <p className="rec-card-line">
              <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} size="small" />
              <span className="rec-money">{formatMoney(bill.totalFee)}</span>
            </p>
            <p className="rec-card-line rec-muted">
              {formatDateTime(bill.parkStartTime)} 入场{bill.parkEndTime ? ` · ${formatDateTime(bill.parkEndTime)} 出场` : ''}
            </p>
          </div>
        </Card>
      </section>
      {/* A plain form (antd-mobile's Form renders its own, without an id the pinned 提交申诉 could point at). */}
      <form id={FORM_ID} onSubmit={form.submit} noValidate>
        <List mode="card" className="rec-form">
          <Form.Item>
            <ReasonField
              id={form.id('reason')}
              value={asReason(form.values.reason)}
              onChange={(reason) => form.set({ reason })}
              error={form.errors.reason}
              disabled={form.pending}
            />
          </Form.Item>
          <Field
            id={form.id('description')}
            label={`问题描述${form.values.reason === '其他' ? '' : '（选填）'}`}
            error={form.errors.description}
            hint={
              <span className={`rec-counter${count > MAX_DESCRIPTION ? ' rec-counter--over' : ''}`}>
                {count}/{MAX_DESCRIPTION}
              </span>
            }
          >
            <TextArea
              id={form.id('description')}
              rows={5}
              value={form.values.description}
              // Broken at the comma, so a narrow phone never splits 尽快 across two lines.
              placeholder={'请描述您遇到的问题，\n便于我们尽快核实'}
              onChange={(description) => {
                form.set({ description });
                // Length and emoji are told as the driver types; a missing description only after 提交.
                form.touch('description');
              }}
              disabled={form.pending}
            />
          </Field>
          <Form.Item>
            <p className="rec-photo-label">上传照片（选填，最多{MAX_PHOTOS}张）</p>
            <PhotoUpload uploads={photos} disabled={form.pending} />
          </Form.Item>
        </List>
      </form>
    </>
  );
}

function SubmitButton({ pending }: { pending: boolean }) {
  return (
    <Button block color="primary" size="large" shape="rounded" type="submit" form={FORM_ID} loading={pending} loadingText="提交中…">
      提交申诉
    </Button>
  );
}

/**
 * One Page whatever the state (so the heading and scroll stay put while the bill loads); the submit is pinned in
 * the page's footer, which the page pads for, so nothing of the form hides under it.
 */
function Complaint({ uniqueId, parkId }: { uniqueId: string; parkId: string }) {
  const bill = useParkOrderDetailQuery({ uniqueId, parkId });
  const appeals = useParkOrderAppealsQuery({ uniqueId, parkId });
  const complaint = useComplaint({ uniqueId, parkId });
  const open = appeals.data?.results.find((a) => a.appealState === 1);
  const ready = bill.data && (appeals.data || appeals.isError);
  let body: ReactNode;
  if (!bill.data && bill.isError) body = <LoadFailed text="账单信息加载失败" onRetry={() => void bill.refetch()} busy={bill.isFetching} />;
  else if (!bill.data || !ready) body = <Loading text="账单信息加载中" />;
  else if (open) {
    body = (
      <Card>
        <div className="rec-notice" role="status">
          <p>该账单已有处理中的申诉，请耐心等待处理结果。</p>
          <Link className="rec-link-button" to={href(paths.billComplainDetail, { appealId: open.appealId })}>
            查看申诉进度
          </Link>
        </div>
      </Card>
    );
  } else body = <ComplaintForm bill={bill.data} complaint={complaint} />;
  const showForm = Boolean(ready && !open);
  return (
    <Page title="账单申诉" fallback={paths.parkingRecord} footer={showForm ? <SubmitButton pending={complaint.form.pending} /> : undefined}>
      {body}
      <p className="rec-foot-link">
        <Link to={href(paths.billComplainDetail, { uniqueId, parkId })}>查看该账单的申诉记录</Link>
      </p>
    </Page>
  );
}

/** /billComplain?uniqueId&parkId: complain about a bill — reason, description, up to 3 photos — then its status. */
export function BillComplainPage() {
  const [search] = useSearchParams();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  if (!uniqueId || !parkId) {
    return (
      <Page title="账单申诉" fallback={paths.parkingRecord}>
        <Empty text="缺少账单信息，请从停车记录进入" />
      </Page>
    );
  }
  return (
    <RequireDriver>
      <Complaint uniqueId={uniqueId} parkId={parkId} />
    </RequireDriver>
  );
}
