import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { PlatformProvider } from '@/platform/PlatformContext';
import { useForm } from '@/ui/form';
import { PhotoUpload, useDraftedPhotos } from '@/ui/PhotoUpload';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

/** A drafted form whose photos are kept in its `pictures` field. */
function Form() {
  const form = useForm({ initial: { note: '', pictures: '' }, draftKey: 'draftedPhotosTest', onSubmit: () => undefined });
  const photos = useDraftedPhotos(form, 'pictures', 3);
  return (
    <>
      <PhotoUpload uploads={photos} />
      <output aria-label="草稿">{form.values.pictures}</output>
    </>
  );
}

function show() {
  const fakes = storeWithFakes();
  return render(
    <Provider store={fakes.store}>
      <PlatformProvider platform={fakes.platform}>
        <Form />
      </PlatformProvider>
    </Provider>,
  );
}

const photos = () => screen.getByRole('list', { name: '已选照片' });
const draft = () => screen.getByRole('status', { name: '草稿' });

beforeEach(() => sessionStorage.clear());

test('uploaded photos are kept in the draft, one picUrl a line, and come back after a reload', async () => {
  signInAs('A');
  const first = show();
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  await waitFor(() => expect(draft().textContent?.split('\n')).toHaveLength(2));
  const kept = draft().textContent ?? '';
  expect(kept).toMatch(/^\S*PIC\d+\.jpg\n\S*PIC\d+\.jpg$/);
  first.unmount();

  show();
  expect(within(photos()).getAllByRole('img')).toHaveLength(2);
  expect(draft().textContent).toBe(kept);
  await userEvent.click(within(photos()).getByRole('button', { name: '删除照片1' }));
  await waitFor(() => expect(draft().textContent).toBe(kept.split('\n')[1]));
});
