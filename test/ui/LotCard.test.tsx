import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LotCard, LotLine } from '@/ui/LotCard';

test('the whole card is one link to the lot, saying its name, distance, address and what the feature adds', () => {
  render(
    <MemoryRouter>
      <LotCard to="/spaceBooking?parkId=P1" name="国贸停车场" distance={1200} address="建国门外大街1号">
        <LotLine>
          <span>可预约车位 3</span>
          <span>5.00元起</span>
        </LotLine>
      </LotCard>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link');
  expect(link).toHaveAttribute('href', '/spaceBooking?parkId=P1');
  expect(link).toHaveTextContent('国贸停车场');
  expect(link).toHaveTextContent('1.20km');
  expect(link).toHaveTextContent('建国门外大街1号');
  expect(link).toHaveTextContent('可预约车位 35.00元起');
  // CSS Modules are identity-mapped in jest.
  expect(screen.getByText('可预约车位 3').parentElement).toHaveClass('line');
});

test('an unknown distance and a missing address are left out', () => {
  render(
    <MemoryRouter>
      <LotCard to="/monthParking?parkId=P2" name="望京停车场" distance={null} address="" />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: '望京停车场' });
  expect(link.children).toHaveLength(1);
  expect(link).toHaveTextContent(/^望京停车场$/);
});
