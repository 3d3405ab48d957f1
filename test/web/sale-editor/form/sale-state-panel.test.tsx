import '../../../support/dom.js';
import { cleanup, screen } from '@testing-library/react';
import { expect } from 'chai';
import { SaleStatePanel } from '../../../../microfrontends/sale-editor/src/sale-form/sale-state-panel.js';
import { fakeApi, renderInApp } from './harness.js';

const PUBLISHED = {
  publie: true,
  datePublication: '2026-01-02T10:00:00+01:00',
  manquants: [],
  hasBids: true,
};

describe('sale editor: the sale state panel (issue 12, item 3)', function () {
  this.timeout(30_000);
  afterEach(cleanup);

  it('shows the live end read-only, planned and extended, once the sale is live', async () => {
    const { api } = fakeApi({
      'GET /api/negociateur/bien/3/publication': PUBLISHED,
      'GET /api/bien/3/page': {
        phase: 'live',
        enchere: { dateFin: '2026-01-20T23:03:00+01:00', newDateFin: '2026-01-20T23:05:00+01:00' },
        issue: null,
      },
    });
    let phase = '';
    renderInApp(<SaleStatePanel bienId={3} refresh={0} onPhase={(p) => (phase = p)} />, { api });
    const live = await screen.findByTestId('live-end');
    expect(live.textContent).to.contain('23:03');
    expect(live.textContent).to.contain('23:05');
    expect(phase).to.equal('live');
    expect(screen.queryByTestId('sale-read-only')).to.equal(null);
  });

  it('shows an ended sale read-only with its outcome', async () => {
    const { api } = fakeApi({
      'GET /api/negociateur/bien/3/publication': PUBLISHED,
      'GET /api/bien/3/page': {
        phase: 'ended',
        enchere: { dateFin: '2026-01-20T23:03:00+01:00', newDateFin: '2026-01-20T23:03:00+01:00' },
        issue: { kind: 'accepted', label: 'Vendu à 250 000 €' },
      },
    });
    let phase = '';
    renderInApp(<SaleStatePanel bienId={3} refresh={0} onPhase={(p) => (phase = p)} />, { api });
    expect((await screen.findByTestId('sale-outcome')).textContent).to.equal('Vendu à 250 000 €');
    expect(screen.getByTestId('sale-read-only')).to.exist;
    expect(phase).to.equal('ended');
  });
});
