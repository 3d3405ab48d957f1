import { apiRequest } from '@immo/kit';
import { useEffect, useState } from 'react';

interface PageData {
  bien: { nom: string };
  enchere: { currentPriceDisplay: string } | null;
}

/** The property page of one sale (spec §2.2). */
export default function PropertyPage({ bienId }: { bienId: number }) {
  const [page, setPage] = useState<PageData | null>(null);
  useEffect(() => {
    void apiRequest<PageData>(`/api/bien/${bienId}/page`).then(setPage);
  }, [bienId]);
  if (!page) return null;
  return (
    <article>
      <h1>{page.bien.nom}</h1>
      <p data-testid="current-price">{page.enchere?.currentPriceDisplay}</p>
    </article>
  );
}
