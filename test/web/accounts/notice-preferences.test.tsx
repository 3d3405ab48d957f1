import '../../support/dom.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { NoticePreferencesPanel } from '../../../microfrontends/accounts/src/space/notice-preferences.js';
import { UnsubscribeScreen } from '../../../microfrontends/accounts/src/unsubscribe-screen.js';
import { fakeApi, refusal, renderAccounts } from './render-accounts.js';

const ALL_ON = {
  outbid: true,
  ending_soon: true,
  sale_ended: true,
  offer_answer: true,
  saved_search_alerts: true,
};

describe('web: accounts — e-mail notice choices and the unsubscribe page (issue 13)', () => {
  it('shows each notice with its choice and saves a change at once', async () => {
    const api = fakeApi({
      '/api/me/notifications': ALL_ON,
      'PUT /api/me/notifications': (options?: { json?: Record<string, boolean> }) => ({
        ...ALL_ON,
        ...options?.json,
      }),
    });
    renderAccounts(<NoticePreferencesPanel />, {
      path: '/espace-utilisateur/acheteur/mes-informations',
      api,
    });
    const outbid = (await screen.findByTestId('notice-outbid')) as HTMLInputElement;
    expect(outbid.checked).to.equal(true);
    expect(screen.getByText('Quand mon offre est dépassée')).to.exist;
    fireEvent.click(outbid);
    expect((await screen.findByTestId('notice-preferences-saved')).textContent).to.equal(
      'Vos choix sont enregistrés.',
    );
    expect(((await screen.findByTestId('notice-outbid')) as HTMLInputElement).checked).to.equal(false);
    const put = api.getCalls().find((call) => call.args[1]?.method === 'PUT');
    expect(put?.args).to.deep.equal(['/api/me/notifications', { method: 'PUT', json: { outbid: false } }]);
  });

  it('asks before unsubscribing, then confirms; a bad link says so', async () => {
    const api = fakeApi({
      'POST /api/notifications/desabonnement/apercu': { kind: 'ending_soon', unsubscribed: false },
      'POST /api/notifications/desabonnement': { kind: 'ending_soon', unsubscribed: true },
    });
    renderAccounts(<UnsubscribeScreen token="jeton-signe" />, { path: '/desabonnement', api });
    expect(
      (await screen.findByText(/Ne plus recevoir ces messages/)).textContent?.replace(/\s/g, ' '),
    ).to.equal('Ne plus recevoir ces messages : Une heure avant la fin des ventes où je suis inscrit ?');
    expect(api.getCalls().some((call) => call.args[0] === '/api/notifications/desabonnement')).to.equal(
      false,
    );
    fireEvent.click(screen.getByTestId('unsubscribe-confirm'));
    await waitFor(() => expect(screen.getByTestId('unsubscribe-done').textContent).to.contain('C’est fait'));

    const refused = fakeApi({
      'POST /api/notifications/desabonnement/apercu': refusal(400, 'invalid_input'),
    });
    renderAccounts(<UnsubscribeScreen token="faux" />, { path: '/desabonnement', api: refused });
    expect((await screen.findByTestId('unsubscribe-invalid')).textContent).to.equal(
      'Ce lien de désabonnement n’est pas valable.',
    );
  });
});
