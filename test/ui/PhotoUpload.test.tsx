import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { PlatformProvider } from '@/platform/PlatformContext';
import { PlatformError } from '@/platform/types';
import { PhotoUpload } from '@/ui/PhotoUpload/PhotoUpload';
import { usePhotoUpload } from '@/ui/PhotoUpload/usePhotoUpload';
import { fakeJpegBase64 } from '../support/fakes';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

const PICTURES = '/basic/v2/api/pictures';

/** A form's photos as a page uses them: the component, and what the form would send. */
function Form({ max, restored }: { max: number; restored?: string[] }) {
  const uploads = usePhotoUpload(max, restored);
  return (
    <>
      <PhotoUpload uploads={uploads} />
      <output aria-label="将发送">{uploads.urls.join(',')}</output>
      <output aria-label="状态">{uploads.uploading ? '上传中' : uploads.failed ? '有失败' : '就绪'}</output>
    </>
  );
}

function show(max = 3, restored?: string[]) {
  signInAs('A');
  const fakes = storeWithFakes();
  render(
    <Provider store={fakes.store}>
      <PlatformProvider platform={fakes.platform}>
        <Form max={max} restored={restored} />
      </PlatformProvider>
    </Provider>,
  );
  return fakes;
}

const photos = () => screen.getByRole('list', { name: '已选照片' });
const sent = () => screen.getByRole('status', { name: '将发送' });

describe('PhotoUpload', () => {
  test('a photo is picked through the platform, compressed there, shown, uploaded to pictures once', async () => {
    const { platform } = show();
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(platform.callsOf('pickImage')).toEqual([[{ maxEdge: 1280, quality: 0.7 }]]);
    expect(within(photos()).getByRole('img', { name: '照片1' })).toHaveAttribute('src', `data:image/jpeg;base64,${fakeJpegBase64}`);
    await waitFor(() => expect(sent()).toHaveTextContent(/\/__mock\/pictures\/PIC\d+\.jpg$/));
    expect(within(photos()).queryByText('上传中…')).not.toBeInTheDocument();
    expect(backend.calls.list(PICTURES, 'POST').map((c) => c.body)).toEqual([{ fileData: fakeJpegBase64, suffix: 'jpg' }]);
  });

  test('each photo shows its own progress while it uploads', async () => {
    backend.faults.add({ path: PICTURES, method: 'POST', delayMs: 300 });
    show();
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(within(photos()).getByText('上传中…')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '状态' })).toHaveTextContent('上传中');
    await waitFor(() => expect(within(photos()).queryByText('上传中…')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '状态' })).toHaveTextContent('就绪');
  });

  test('a failed upload says so and is retried on 重新上传; nothing failed is sent', async () => {
    backend.faults.add({ path: PICTURES, method: 'POST', code: '500', msg: '上传服务繁忙' });
    show();
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(await within(photos()).findByText('上传失败')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '状态' })).toHaveTextContent('有失败');
    expect(sent()).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(sent()).toHaveTextContent(/PIC\d+\.jpg$/));
    expect(within(photos()).queryByText('上传失败')).not.toBeInTheDocument();
    expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(2);
  });

  test('up to the limit: the add button goes; 删除 frees a place; the rest keep their order', async () => {
    show(2);
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await waitFor(() => expect(sent().textContent?.split(',')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '添加照片' })).not.toBeInTheDocument();
    const [, second] = sent().textContent!.split(',');
    await userEvent.click(screen.getByRole('button', { name: '删除照片1' }));
    expect(within(photos()).getAllByRole('img')).toHaveLength(1);
    expect(sent()).toHaveTextContent(second!);
    expect(screen.getByRole('button', { name: '添加照片' })).toBeInTheDocument();
  });

  test('a cancelled pick says nothing; a failed one tells why', async () => {
    const { platform, ui } = show();
    platform.answers.pickImage = new PlatformError('已取消', 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(within(photos()).queryAllByRole('img')).toHaveLength(0);
    expect(ui.toasts).toHaveLength(0);
    platform.answers.pickImage = new PlatformError('无法打开相册', 'failed');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toEqual(['无法打开相册']));
    expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(0);
  });

  test('photos a draft kept come back as uploaded, without being sent again', () => {
    show(3, ['/__mock/pictures/PIC1.jpg']);
    expect(within(photos()).getByRole('img', { name: '照片1' })).toHaveAttribute('src', '/__mock/pictures/PIC1.jpg');
    expect(sent()).toHaveTextContent('/__mock/pictures/PIC1.jpg');
    expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(0);
  });
});
