import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';

/**
 * A button under the open plate keyboard (赠送1张给京E55555 on /giveCoupons, 查询 on /home, 确认绑定 on
 * /addCar) must get the tap that closes the keyboard, and closing must not move the page under the finger.
 */
function Harness() {
  const plate = usePlateInput({ initialPlate: '京E5555' });
  const [given, setGiven] = useState<string[]>([]);
  return (
    <div>
      <PlateInput control={plate} showLargeCheckbox={false} />
      <button type="button" onClick={() => setGiven([...given, plate.plateNo])}>
        {`赠送1张给${plate.plateNo}`}
      </button>
      <p role="status">{given.map((p) => `已赠送1张给${p}`).join('；')}</p>
    </div>
  );
}

const user = userEvent.setup({ delay: null });
const sheet = () => screen.queryByRole('group', { name: '车牌键盘' });

async function typeLastDigit() {
  await user.click(screen.getByLabelText(/^车牌第7位/));
  await user.click(screen.getByRole('button', { name: '5' }));
  expect(sheet()).toBeInTheDocument();
}

function setScroll(y: number, viewport = 800) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  fireEvent.scroll(window);
}

afterEach(() => {
  setScroll(0, 768);
  document.documentElement.style.removeProperty('min-height');
});

test.each([
  ['a finger', 'TouchA'],
  ['a mouse', 'MouseLeft'],
])('with the keyboard open, %s on the button below keeps the keyboard and its room until the tap ends; the tap gives', async (_, pointer) => {
  render(<Harness />);
  await typeLastDigit();
  const give = screen.getByRole('button', { name: '赠送1张给京E55555' });

  await user.pointer({ keys: `[${pointer}>]`, target: give });
  // Touch-down changes nothing the finger is on: the sheet and the room it keeps at the end of the page stay.
  expect(sheet()).toBeInTheDocument();
  expect(document.body).toHaveClass('keyboardOpen');

  await user.pointer({ keys: `[/${pointer}]`, target: give });
  expect(screen.getByRole('status')).toHaveTextContent(/^已赠送1张给京E55555$/);
  expect(sheet()).not.toBeInTheDocument();
  expect(document.body).not.toHaveClass('keyboardOpen');
});

test('a driver scrolled into the keyboard\'s room stays where they are when it closes, and gets the room back scrolling up', async () => {
  render(<Harness />);
  await typeLastDigit();
  setScroll(500);

  await user.click(screen.getByRole('button', { name: '赠送1张给京E55555' }));
  expect(sheet()).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^已赠送1张给京E55555$/);
  // The page may not become shorter than where it is scrolled to (500 + an 800 px viewport), or the browser pulls it down.
  expect(document.documentElement.style.minHeight).toBe('1300px');

  setScroll(200);
  expect(document.documentElement.style.minHeight).toBe('1000px');
  setScroll(0);
  expect(document.documentElement.style.minHeight).toBe('');
});

test('reopening the keyboard gives the room back to the sheet', async () => {
  render(<Harness />);
  await typeLastDigit();
  setScroll(500);
  await user.click(screen.getByRole('status'));
  expect(document.documentElement.style.minHeight).toBe('1300px');
  await typeLastDigit();
  expect(document.documentElement.style.minHeight).toBe('');
  expect(document.body).toHaveClass('keyboardOpen');
});
