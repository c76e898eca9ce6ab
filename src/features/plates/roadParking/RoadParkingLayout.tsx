import { Outlet } from 'react-router-dom';
import '../plates.css';

/** /roadParking: road-side parking at one section (a sign's QR code carries parkId); the children share the page. */
export function RoadParkingLayout() {
  return (
    <main className="pl-page">
      <Outlet />
    </main>
  );
}
