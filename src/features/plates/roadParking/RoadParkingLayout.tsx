import { Outlet } from 'react-router-dom';

/**
 * /roadParking: road-side parking at one section (a sign's QR code carries parkId). Each child is a whole page
 * (its own Page and title); the layout only shares the stylesheet.
 */
export function RoadParkingLayout() {
  return <Outlet />;
}
