import { Route, Routes, useParams } from 'react-router';
import { RemoteSlot } from './remote-slot.js';

function PropertyRoute() {
  const { bienId } = useParams();
  return <RemoteSlot id="property_page/PropertyPage" props={{ bienId: Number(bienId) }} />;
}

export function App() {
  return (
    <main className="shell-main">
      <Routes>
        <Route path="/bien/:bienId" element={<PropertyRoute />} />
        <Route path="*" element={<p>Immo Enchères</p>} />
      </Routes>
    </main>
  );
}
