import { configure, fireEvent, screen, within } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { warmPages } from '../../payment/kit';

/**
 * A scam can put a screenful of filler between a real plate and amount and its link. The box never cuts what is
 * pasted; every link in it is read and checked; a text too long to read whole is said plainly and never judged
 * (docs/rules/scam-check.md, "What is read").
 */
configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/checkNotice']), 60_000);

const CHECK = '/charge/v2/api/noticeChecks';
const SCAM_LINK = 'http://tcjf-pay.cc/x';
/** What 京B88888 really owes in all (its three arrears), asked with no notice number: a genuine amount on its own. */
const REAL_START = '【停车缴费】京B88888 停车欠费 39.00 元。';
/** Words that read as nothing (no plate, amount, place, number or link), to push what follows far down. */
const filler = (chars: number) => '温馨提示：文明出行，按位停放，谢谢配合'.repeat(Math.ceil(chars / 19)).slice(0, chars);

const sent = () => backend.calls.list(CHECK, 'POST');
const textBox = () => screen.getByLabelText('短信或通知内容');
const readLinks = () => screen.getByText('链接', { selector: 'dt' }).nextElementSibling as HTMLElement;

async function paste(text: string) {
  renderApp(paths.checkNotice);
  await screen.findByRole('heading', { name: '核实通知', level: 1 }, { timeout: 15_000 });
  fireEvent.change(textBox(), { target: { value: text } });
}

test('a real plate and amount first and a scam link after character 1,000: the link is read, sent and said not ours', async () => {
  const text = `${REAL_START}${filler(1100)} 请点击 ${SCAM_LINK} 缴纳。`;
  expect(text.indexOf(SCAM_LINK)).toBeGreaterThan(1000);
  await paste(text);
  // Nothing of the paste was cut.
  expect(textBox()).toHaveValue(text);
  expect(readLinks()).toHaveTextContent(SCAM_LINK);
  expect(readLinks()).not.toHaveTextContent('未读到');
  expect(screen.queryByText(/内容过长/)).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '核实' }));
  const foreign = await screen.findByRole('heading', { name: '此链接不是我们的' });
  expect(within(foreign.closest('[role="alert"]') as HTMLElement).getByText('tcjf-pay.cc')).toBeInTheDocument();
  // The bill is real, but the notice's way to pay is not: both said.
  expect(screen.getByText('账单是真实的，但请只在本应用内支付，不要通过通知中的链接支付。')).toBeInTheDocument();
  expect(sent().map((c) => c.body)).toEqual([{ plateNo: '京B88888', amountCents: 3900, links: [SCAM_LINK] }]);
});

test('a text past what the app reads: said plainly with what was not read, and never judged', async () => {
  const text = `${REAL_START}${filler(5200)} 请点击 ${SCAM_LINK} 缴纳。`;
  await paste(text);
  expect(textBox()).toHaveValue(text);
  expect(screen.getByRole('alert')).toHaveTextContent(
    `内容过长：共 ${text.length} 字，只读取了前 5000 字，第 5001 字起的内容（包括其中的链接）未读取，无法核实。请只粘贴通知本身后再核实。`,
  );
  fireEvent.click(screen.getByRole('button', { name: '核实' }));
  await new Promise((r) => setTimeout(r, 300));
  expect(sent()).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: /真实通知|未找到|不是我们的/ })).not.toBeInTheDocument();
});

test('more links than one check carries: said, nothing sent; an answer given before the text grew is hidden', async () => {
  await paste(`${REAL_START}${SCAM_LINK}`);
  fireEvent.click(screen.getByRole('button', { name: '核实' }));
  expect(await screen.findByRole('heading', { name: '这是我们的真实通知' })).toBeInTheDocument();
  expect(sent()).toHaveLength(1);

  const many = Array.from({ length: 21 }, (_, i) => `http://pay${i}.example.net/x`).join(' ');
  fireEvent.change(textBox(), { target: { value: `${REAL_START}${SCAM_LINK} ${many}` } });
  expect(screen.getByText('内容中有 22 个链接，一次最多核实 20 个，其余无法核实。请只粘贴通知本身后再核实。')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '这是我们的真实通知' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '核实' }));
  await new Promise((r) => setTimeout(r, 300));
  expect(sent()).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: /真实通知|未找到|不是我们的/ })).not.toBeInTheDocument();
});
