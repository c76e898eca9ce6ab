import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idCardCheckDigit } from '@/lib/validators';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { addPhoto, PASS_PAGES, review } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);

const CERT = '/special/v2/api/disabledCertification';
/** 张伟's ID number, then 肢体残疾 (4) and 二级 (2). */
const CERT_NO = '11010519880512123X42';

async function openCertification() {
  signInAs('A');
  const view = renderApp('/plateMaterialDisabled');
  await screen.findByRole('textbox', { name: '残疾人证号' }, { timeout: 15_000 });
  return view;
}

describe('the certificate number (第二代残疾人证: 20 characters)', () => {
  test.each([
    ['1101051988051212342', '残疾人证号应为20位数字'],
    ['11010519880512123Y42', '残疾人证号应为20位数字'],
    ['11010519880512123042', '残疾人证号中的身份证号非法'],
    [`${'11010519921340123'}${idCardCheckDigit('11010519921340123')}42`, '残疾人证号中的身份证号非法'],
    ['11010519880512123X82', '残疾类别应为1-7'],
    ['11010519880512123X45', '残疾等级应为1-4'],
    [CERT_NO, null],
  ])('%s → %s', async (certNo, message) => {
    await openCertification();
    const box = screen.getByRole('textbox', { name: '残疾人证号' });
    await userEvent.type(box, certNo);
    await userEvent.tab();
    if (message) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-invalid', 'true');
    } else {
      await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'));
    }
  });
});

test('certified once: reviewed, then the reduced rule for the certified vehicle', async () => {
  const first = await openCertification();
  await userEvent.type(screen.getByRole('textbox', { name: '残疾人证号' }), CERT_NO.toLowerCase());
  await userEvent.type(screen.getByRole('textbox', { name: '持证人姓名' }), '张伟');
  expect(screen.getByRole('radio', { name: /京A·12345/ })).toBeChecked();
  await addPhoto('残疾人证照片');
  await userEvent.click(screen.getByRole('button', { name: '提交认证' }));

  const status = await screen.findByRole('region', { name: '认证状态' }, { timeout: 5000 });
  expect(status).toHaveTextContent('待审核');
  const sent = backend.calls.list(CERT, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ certNo: CERT_NO, name: '张伟', plateNo: '京A12345' });
  expect(first.ui.toasts.map((t) => t.text)).toContain('已提交，请等待审核');

  const certId = backend.db.disabledCerts[0]!.certId;
  await review(certId, 'approve');
  first.unmount();
  const { router } = renderApp('/plateMaterialDisabled');
  const approved = await screen.findByRole('region', { name: '认证优惠' }, { timeout: 15_000 });
  expect(approved).toHaveTextContent('认证已通过');
  expect(approved).toHaveTextContent('京A·12345');
  expect(approved).toHaveTextContent('免费或半价优惠');
  expect(screen.getByText('肢体残疾 · 二级')).toBeInTheDocument();

  // The half-price rule of P1011 now applies to the certified vehicle.
  await act(() => router.navigate('/monthParking?parkId=P1011'));
  expect(await screen.findByRole('heading', { name: '残疾人车辆夜间月卡' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('75.00元')).toBeInTheDocument();
  await act(() => router.navigate('/mounthlyNotarize?parkId=P1011&ruleId=R5012'));
  expect(await screen.findByText('您已通过残疾人认证，本月卡仅适用于认证车辆 京A·12345', {}, { timeout: 10_000 })).toBeInTheDocument();
});

test('a rejected certification says why and starts the next try from what was sent', async () => {
  const first = await openCertification();
  await userEvent.type(screen.getByRole('textbox', { name: '残疾人证号' }), CERT_NO);
  await userEvent.type(screen.getByRole('textbox', { name: '持证人姓名' }), '张伟');
  await addPhoto('残疾人证照片');
  await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
  await screen.findByRole('region', { name: '认证状态' }, { timeout: 5000 });
  await review(backend.db.disabledCerts[0]!.certId, 'reject', '证件照片不完整，请上传类别等级页');
  first.unmount();

  renderApp('/plateMaterialDisabled');
  const why = await screen.findByRole('region', { name: '驳回原因' }, { timeout: 15_000 });
  expect(why).toHaveTextContent('证件照片不完整，请上传类别等级页');
  expect(screen.getByRole('textbox', { name: '残疾人证号' })).toHaveValue(CERT_NO);
  expect(screen.getByRole('textbox', { name: '持证人姓名' })).toHaveValue('张伟');
});
