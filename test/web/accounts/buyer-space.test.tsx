import '../../support/dom.js';
import { selectSession } from '@immo/kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { BuyerSpace } from '../../../microfrontends/accounts/src/space/buyer-space-screen.js';
import { useFakeClock } from '../../support/fake-clock.js';
import {
  aCompleteFile,
  aFavourite,
  aFile,
  anOffer,
  aProfile,
  aSavedSearch,
  aVisit,
  favourites,
} from './buyer-space-fixtures.js';
import { deferred, fakeApi, refusal, renderAccounts, type FakeApi } from './render-accounts.js';

const SPACE = '/espace-utilisateur/acheteur';

const renderSpace = (path: string, api: FakeApi, options: { now?: () => number } = {}) =>
  renderAccounts(<BuyerSpace />, { path, api, ...options });

const resetLocale = () => {
  document.cookie = 'locale=; path=/; max-age=0';
  document.documentElement.lang = 'fr';
};

describe('web: accounts — the buyer space', () => {
  describe('its frame', () => {
    it('names every section in its navigation and marks the current one', async () => {
      renderSpace(`${SPACE}/mes-visites`, fakeApi({ '/api/me/visites': { items: [] } }));
      const nav = screen.getByRole('navigation', { name: 'Rubriques de mon espace' });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).to.deep.equal([
        ['Accueil', '/mon-espace'],
        ['Mes offres', `${SPACE}/mes-offres`],
        ['Mes dossiers', `${SPACE}/mes-dossiers`],
        ['Mes visites', `${SPACE}/mes-visites`],
        ['Mes favoris', `${SPACE}/mes-favoris`],
        ['Mes recherches', `${SPACE}/mes-recherches`],
        ['Mes informations', `${SPACE}/mes-informations`],
      ]);
      expect(within(nav).getByRole('link', { current: 'page' }).textContent).to.equal('Mes visites');
      expect(nav.textContent).to.contain('Camille Martin');
      expect(await screen.findByTestId('space-empty')).to.exist;
      expect(document.title).to.equal('Mes visites — Immo Enchères');
    });

    it('moves between sections without leaving the page', async () => {
      renderSpace(
        `${SPACE}/mes-visites`,
        fakeApi({ '/api/me/visites': { items: [] }, '/api/favoris': favourites([]) }),
      );
      await screen.findByTestId('space-empty');
      fireEvent.click(screen.getByRole('link', { name: 'Mes favoris' }));
      expect(await screen.findByText(/Vous n’avez pas encore de favori/)).to.exist;
      expect(screen.getByRole('link', { current: 'page' }).textContent).to.equal('Mes favoris');
    });

    it('answers a path it does not know inside the space, with a way back', () => {
      renderSpace(`${SPACE}/nulle-part`, fakeApi({}));
      expect(screen.getByTestId('space-not-found').textContent).to.contain(
        "La page que vous cherchez n'existe pas",
      );
      expect(screen.getByRole('link', { name: 'Retour à mon espace' }).getAttribute('href')).to.equal(
        '/mon-espace',
      );
      expect(screen.queryByRole('link', { current: 'page' })).to.equal(null);
    });
  });

  describe('each section loads, fails with a retry, or says it is empty', () => {
    const sections: [string, string, string, unknown, RegExp, string][] = [
      [
        'Mes offres',
        'mes-offres',
        '/api/me/offres',
        { items: [] },
        /aucune offre/,
        'Vos offres n’ont pas pu être chargées.',
      ],
      [
        'Mes favoris',
        'mes-favoris',
        '/api/favoris',
        favourites([]),
        /pas encore de favori/,
        'Vos favoris n’ont pas pu être chargés.',
      ],
      [
        'Mes recherches',
        'mes-recherches',
        '/api/recherches/user/2',
        { 'hydra:member': [], 'hydra:totalItems': 0 },
        /aucune recherche sauvegardée/,
        'Vos recherches n’ont pas pu être chargées.',
      ],
      [
        'Mes visites',
        'mes-visites',
        '/api/me/visites',
        { items: [] },
        /Aucune visite réservée/,
        'Vos visites n’ont pas pu être chargées.',
      ],
      [
        'Mes dossiers',
        'mes-dossiers',
        '/api/me/dossiers',
        { items: [] },
        /aucun dossier/,
        'Vos dossiers n’ont pas pu être chargés.',
      ],
    ];
    for (const [title, path, apiPath, empty, emptyText, failure] of sections) {
      it(`${title}: 'Chargement...', then the failure and 'Réessayer', then the empty state`, async () => {
        const first = deferred();
        let calls = 0;
        const api = fakeApi({ [apiPath]: () => (++calls === 1 ? first.promise : empty) });
        renderSpace(`${SPACE}/${path}`, api);
        expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(title);
        expect(screen.getByTestId('space-loading').textContent).to.equal('Chargement...');
        first.reject(refusal(500, 'unexpected_error'));
        const failed = await screen.findByTestId('space-load-failed');
        expect(failed.textContent).to.contain(failure);
        fireEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
        const emptyState = await screen.findByTestId('space-empty');
        expect(emptyState.textContent).to.match(emptyText);
        expect(api.callCount).to.equal(2);
        expect(api.alwaysCalledWith(apiPath)).to.equal(true);
      });
    }
  });

  describe('Mes offres', () => {
    const SERVER_NOW = '2026-11-21T10:00:00+01:00';
    // The browser's clock is 5 minutes behind the server's: the countdown follows the server.
    const CLIENT_NOW = Date.parse(SERVER_NOW) - 5 * 60_000;
    let clock: ReturnType<typeof useFakeClock>;
    beforeEach(() => {
      clock = useFakeClock(CLIENT_NOW);
    });
    afterEach(() => clock.restore());
    const flush = () => act(async () => void (await clock.tickAsync(0)));

    it('shows where the buyer stands on each sale, in euros, with a live countdown on server time', async () => {
      renderSpace(
        `${SPACE}/mes-offres`,
        fakeApi({
          '/api/me/offres': {
            serverNow: SERVER_NOW,
            items: [
              anOffer(),
              anOffer({
                bienId: 13,
                enchereId: 8,
                nom: 'Appartement vue lac',
                phase: 'ended',
                endAt: '2026-11-18T18:30:00+01:00',
                currentPrice: 410000,
                myBestBid: 410000,
                myBidCount: 1,
                status: 'won',
                acceptedBySeller: true,
              }),
            ],
          },
        }),
      );
      await flush();
      const [live, won] = screen.getAllByTestId('offer');
      expect(within(live!).getByTestId('offer-status').textContent).to.equal('Offre dépassée');
      expect(within(live!).getByTestId('offer-current-price').textContent).to.equal('252\u202f000\u00a0€');
      expect(within(live!).getByTestId('offer-my-bid').textContent).to.equal('250\u202f000\u00a0€');
      expect(live!.textContent).to.contain('3 offres');
      expect(within(live!).getByTestId('offer-time').textContent).to.equal('2\u00a0h 00\u00a0min 00\u00a0s');
      expect(within(live!).getByRole('link', { name: 'Enchérir' }).getAttribute('href')).to.equal('/bien/12');
      expect(
        within(live!).getByRole('link', { name: 'Maison de village avec jardin' }).getAttribute('href'),
      ).to.equal('/bien/12');
      expect(live!.textContent).to.contain('En cours');

      expect(within(won!).getByTestId('offer-status').textContent).to.equal('Vente remportée');
      expect(won!.textContent).to.contain('Offre acceptée');
      expect(won!.textContent).to.contain('1 offre');
      expect(within(won!).getByTestId('offer-time').textContent).to.equal('18/11/2026 à 18:30');

      await act(async () => void (await clock.tickAsync(1000)));
      expect(within(live!).getByTestId('offer-time').textContent).to.equal('1\u00a0h 59\u00a0min 59\u00a0s');
    });

    it('uses the client clock when the answer carries no server time', async () => {
      renderSpace(`${SPACE}/mes-offres`, fakeApi({ '/api/me/offres': { items: [anOffer()] } }));
      await flush();
      expect(screen.getByTestId('offer-time').textContent).to.equal('2\u00a0h 05\u00a0min 00\u00a0s');
    });
  });

  describe('Mes favoris', () => {
    it('shows each favourite as a card and takes one back', async () => {
      const api = fakeApi({
        '/api/favoris': favourites([
          aFavourite(12, 'Loft des Pentes'),
          aFavourite(3, 'Studio Croix-Rousse'),
          { bienId: 99, createdAt: '2026-10-01T10:00:00+02:00', card: null },
        ]),
        'DELETE /api/favoris/12': { data: { message: 'Le bien a été retiré de vos favoris' } },
      });
      renderSpace(`${SPACE}/mes-favoris`, api);
      const cards = await screen.findAllByTestId('favourite');
      expect(cards).to.have.length(3);
      const first = cards[0]!;
      expect(within(first).getByRole('link', { name: 'Loft des Pentes' }).getAttribute('href')).to.equal(
        '/bien/12',
      );
      expect(first.textContent).to.contain('Lyon (69003)');
      expect(first.textContent).to.contain('Appartement');
      expect(first.textContent).to.contain('À venir');
      expect(within(first).getByTestId('favourite-price').textContent).to.equal('315\u202f000\u00a0€');
      expect(first.textContent).to.contain('Ajouté le 20/11/2026');
      expect(first.querySelector('img')?.getAttribute('src')).to.equal('/media/photos/9?width=1024');
      expect(cards[2]!.textContent).to.contain('Le bien n°\u00a099 n’est plus en ligne.');

      fireEvent.click(within(first).getByRole('button', { name: 'Retirer « Loft des Pentes » des favoris' }));
      await waitFor(() => expect(screen.getAllByTestId('favourite')).to.have.length(2));
      expect(api.lastCall.args).to.deep.equal(['/api/favoris/12', { method: 'DELETE' }]);
    });

    it('keeps the favourite and says why when it could not be taken back', async () => {
      renderSpace(
        `${SPACE}/mes-favoris`,
        fakeApi({
          '/api/favoris': favourites([aFavourite(12, 'Loft des Pentes')]),
          'DELETE /api/favoris/12': refusal(0, 'network_error'),
        }),
      );
      fireEvent.click(await screen.findByRole('button', { name: /Retirer/ }));
      expect((await screen.findByRole('alert')).textContent).to.equal(
        'Le serveur ne répond pas. Vérifiez votre connexion internet et réessayez.',
      );
      expect(screen.getAllByTestId('favourite')).to.have.length(1);
    });
  });

  describe('Mes recherches', () => {
    it('sums up each saved search and runs it on the search page with its criteria', async () => {
      renderSpace(
        `${SPACE}/mes-recherches`,
        fakeApi({ '/api/recherches/user/2': { 'hydra:member': [aSavedSearch()], 'hydra:totalItems': 1 } }),
      );
      const search = await screen.findByTestId('saved-search');
      expect(within(search).getByRole('heading').textContent).to.equal('Maisons autour de Lyon');
      expect(search.textContent).to.contain(
        'Maison, Appartement · Lyon, rayon de 20\u00a0km · jusqu’à 400\u202f000\u00a0€ · 3 pièces et plus',
      );
      expect(search.textContent).to.contain('Enregistrée le 02/10/2026');
      expect(within(search).getByRole('link', { name: 'Lancer la recherche' }).getAttribute('href')).to.equal(
        '/recherche?address=Lyon&addressType=commune&location=45.76,4.84&aroundRadius=20000&types=MAIS,APPT&budgetMax=400000&rooms=3',
      );
    });

    it('turns the e-mail alert of a search on and off', async () => {
      const api = fakeApi({
        '/api/recherches/user/2': { 'hydra:member': [aSavedSearch({ alert: false })], 'hydra:totalItems': 1 },
        'PUT /api/recherches/5/alerte': { alert: true },
      });
      renderSpace(`${SPACE}/mes-recherches`, api);
      const search = await screen.findByTestId('saved-search');
      const alert = within(search).getByLabelText(/Alerte e-mail des nouvelles ventes/) as HTMLInputElement;
      expect(alert.checked).to.equal(false);
      fireEvent.click(alert);
      await waitFor(() => expect(alert.checked).to.equal(true));
      expect(api.lastCall.args).to.deep.equal([
        '/api/recherches/5/alerte',
        { method: 'PUT', json: { alert: true } },
      ]);
    });

    it('deletes a search once confirmed, and not when the buyer changes their mind', async () => {
      const api = fakeApi({
        '/api/recherches/user/2': {
          'hydra:member': [aSavedSearch(), aSavedSearch({ id: 6, name: 'Tout Annecy', criteria: {} })],
          'hydra:totalItems': 2,
        },
        'DELETE /api/recherches/5': null,
      });
      renderSpace(`${SPACE}/mes-recherches`, api);
      const [lyon, annecy] = await screen.findAllByTestId('saved-search');
      expect(annecy!.textContent).to.contain('Toutes les ventes');
      fireEvent.click(within(lyon!).getByRole('button', { name: 'Supprimer' }));
      const confirm = within(lyon!).getByRole('alertdialog');
      expect(confirm.textContent).to.contain('Supprimer la recherche « Maisons autour de Lyon »\u00a0?');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Non, revenir' }));
      expect(within(lyon!).queryByRole('alertdialog')).to.equal(null);
      expect(api.callCount).to.equal(1);

      fireEvent.click(within(lyon!).getByRole('button', { name: 'Supprimer' }));
      fireEvent.click(
        within(within(lyon!).getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
      );
      await waitFor(() => expect(screen.getAllByTestId('saved-search')).to.have.length(1));
      expect(api.lastCall.args).to.deep.equal(['/api/recherches/5', { method: 'DELETE' }]);
    });
  });

  describe('Mes visites', () => {
    it('lists the booked slots by date, in Paris time, and cancels one after a confirmation', async () => {
      const api = fakeApi({
        '/api/me/visites': {
          items: [
            aVisit({ visitId: 71, startsAt: '2026-11-28T09:00:00+01:00', kind: 'grouped', nom: 'Chalet' }),
            aVisit(),
          ],
        },
        'DELETE /api/bien/12/visites/70/reservation': null,
      });
      renderSpace(`${SPACE}/mes-visites`, api);
      const visits = await screen.findAllByTestId('visit');
      expect(visits.map((visit) => within(visit).getByTestId('visit-when').textContent)).to.deep.equal([
        '24/11/2026, de 14:30 à 15:00',
        '28/11/2026, de 09:00 à 09:30',
      ]);
      expect(visits[0]!.textContent).to.contain('Visite individuelle');
      expect(visits[1]!.textContent).to.contain('Visite groupée');
      expect(
        within(visits[0]!).getByRole('link', { name: 'Voir mon dossier' }).getAttribute('href'),
      ).to.equal(`${SPACE}/bien/12/show`);

      fireEvent.click(within(visits[0]!).getByRole('button', { name: 'Annuler la visite' }));
      const confirm = within(visits[0]!).getByRole('alertdialog');
      expect(confirm.textContent).to.contain(
        'Annuler votre visite de « Maison de village avec jardin », le 24/11/2026, de 14:30 à 15:00\u00a0?',
      );
      expect(document.activeElement?.textContent).to.equal('Non, revenir');
      expect(api.callCount).to.equal(1);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Oui, annuler' }));
      await waitFor(() => expect(screen.getAllByTestId('visit')).to.have.length(1));
      expect(api.lastCall.args).to.deep.equal(['/api/bien/12/visites/70/reservation', { method: 'DELETE' }]);
    });

    it('keeps a visit that has started, and says why', async () => {
      renderSpace(
        `${SPACE}/mes-visites`,
        fakeApi({
          '/api/me/visites': { items: [aVisit(), aVisit({ visitId: 72, cancellable: false })] },
          'DELETE /api/bien/12/visites/70/reservation': refusal(409, 'visit_already_started', {
            message: 'Cette visite a déjà commencé',
          }),
        }),
      );
      const [first, second] = await screen.findAllByTestId('visit');
      expect(second!.textContent).to.contain('elle ne peut plus être annulée');
      expect(within(second!).queryByRole('button', { name: 'Annuler la visite' })).to.equal(null);
      fireEvent.click(within(first!).getByRole('button', { name: 'Annuler la visite' }));
      fireEvent.click(within(first!).getByRole('button', { name: 'Oui, annuler' }));
      expect((await within(first!).findByTestId('cancel-failed')).textContent).to.equal(
        'Cette visite a déjà commencé',
      );
      expect(screen.getAllByTestId('visit')).to.have.length(2);
    });
  });

  describe('Mes dossiers and the home', () => {
    it('shows one card a property, those needing the buyer first, with their progress', async () => {
      renderSpace(
        `${SPACE}/mes-dossiers`,
        fakeApi({ '/api/me/dossiers': { items: [aCompleteFile(), aFile()] } }),
      );
      const cards = await screen.findAllByTestId('file-card');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).to.deep.equal([
        'Maison de village avec jardin',
        'Appartement vue lac',
      ]);
      expect(within(cards[0]!).getByTestId('file-progress').textContent).to.equal(
        '1 étape(s) faite(s) sur 5',
      );
      expect(within(cards[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).to.equal('1');
      expect(within(cards[0]!).getByTestId('file-next').textContent).to.equal(
        'Prochaine étape\u00a0: Visite du bien',
      );
      expect(within(cards[1]!).getByTestId('file-next').textContent).to.equal(
        'Votre dossier est complet : vous pourrez enchérir dès l’ouverture de la vente.',
      );
      expect(within(cards[1]!).getByRole('link', { name: 'Voir mon dossier' }).getAttribute('href')).to.equal(
        `${SPACE}/bien/13/show`,
      );
    });

    it('greets the buyer at /mon-espace with the files needing action first and the next visits', async () => {
      const waiting = aFile({
        id: 42,
        bienId: 14,
        property: { ...aFile().property, nom: 'Ferme rénovée' },
        checklist: [
          { step: 'interest', state: 'done' },
          { step: 'visit', state: 'waiting', visitStartsAt: '2026-11-24T14:30:00+01:00' },
          { step: 'identity', state: 'done' },
          { step: 'agrement', state: 'waiting' },
          { step: 'financing', state: 'done' },
        ],
      });
      renderSpace(
        '/mon-espace',
        fakeApi({
          '/api/me/dossiers': { items: [aCompleteFile(), waiting, aFile()] },
          '/api/me/visites': {
            items: [
              aVisit(),
              aVisit({
                visitId: 71,
                nom: 'Visite déjà faite',
                startsAt: '2026-10-30T14:00:00+01:00',
                cancellable: false,
              }),
            ],
          },
        }),
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Mon espace acheteur');
      expect(screen.getByText('Bonjour Camille, voici où en sont vos projets.')).to.exist;
      const files = await screen.findByTestId('home-files');
      expect(
        within(files)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).to.deep.equal(['Maison de village avec jardin', 'Appartement vue lac', 'Ferme rénovée']);
      expect(within(files).getAllByTestId('file-next')[2]!.textContent).to.equal('En attente du négociateur');
      const visits = await screen.findByTestId('home-visits');
      expect(visits.textContent).to.contain('24/11/2026, de 14:30 à 15:00');
      expect(visits.textContent, 'a visit already done is not among the next ones').to.not.contain(
        'Visite déjà faite',
      );
      expect(screen.getByRole('link', { current: 'page' }).textContent).to.equal('Accueil');
    });
  });

  describe('Mes informations', () => {
    afterEach(resetLocale);

    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

    it("shows the profile, checks it with core's rules and saves it with PUT /api/me", async () => {
      const api = fakeApi({
        '/api/me': aProfile(),
        'PUT /api/me': (options?: { json?: Record<string, unknown> }) => aProfile({ ...options?.json }),
      });
      const { store } = renderSpace(`${SPACE}/mes-informations`, api);
      const form = await screen.findByTestId('profile-form');
      expect(field('Prénom').value).to.equal('Camille');
      expect(field('Adresse email').readOnly).to.equal(true);
      expect(screen.getByTestId('account-status').textContent).to.contain('Identité');
      type('Téléphone', '06 12');
      expect(await within(form).findByText('Format téléphone invalide')).to.exist;
      type('Téléphone', '07 98 76 54 32');
      type('Prénom', 'Camille-Anne');
      fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
      expect((await screen.findByTestId('details-saved')).textContent).to.equal(
        'Vos informations sont enregistrées.',
      );
      const put = api.getCalls().find((call) => call.args[1]?.method === 'PUT');
      expect(put?.args).to.deep.equal([
        '/api/me',
        {
          method: 'PUT',
          json: {
            firstName: 'Camille-Anne',
            lastName: 'Martin',
            phone: '+33798765432',
            address: '12 rue des Lilas',
            postcode: '74000',
            city: 'Annecy',
            country: 'France',
            smsConsent: false,
            locale: 'fr',
          },
        },
      ]);
      expect(selectSession(store.getState()).user?.firstName).to.equal('Camille-Anne');
    });

    it("says the details could not be loaded, and 'Réessayer' loads them again", async () => {
      let calls = 0;
      renderSpace(
        `${SPACE}/mes-informations`,
        fakeApi({ '/api/me': () => (++calls === 1 ? refusal(0, 'network_error') : aProfile()) }),
      );
      const failed = await screen.findByTestId('space-load-failed');
      expect(failed.textContent).to.contain('Vos informations n’ont pas pu être chargées.');
      fireEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByTestId('profile-form')).to.exist;
    });

    it("puts the server's refusals under their fields", async () => {
      renderSpace(
        `${SPACE}/mes-informations`,
        fakeApi({
          '/api/me': aProfile(),
          'PUT /api/me': refusal(400, 'invalid_input', {
            fields: { postcode: { code: 'postcode_invalid', message: 'Code postal invalide' } },
          }),
        }),
      );
      const form = await screen.findByTestId('profile-form');
      fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
      const error = await within(form).findByText('Code postal invalide');
      expect(error.classList.contains('accounts-field-error')).to.equal(true);
    });

    it('switches the whole interface to the language chosen, as the header does', async () => {
      const { i18n } = renderSpace(
        `${SPACE}/mes-informations`,
        fakeApi({ '/api/me': aProfile(), 'PUT /api/me': aProfile({ locale: 'en' }) }),
      );
      const form = await screen.findByTestId('profile-form');
      fireEvent.change(within(form).getByLabelText('Langue du site et des emails'), {
        target: { value: 'en' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'My details' })).to.exist;
      expect(i18n.language).to.equal('en');
      expect(document.documentElement.lang).to.equal('en');
      expect(document.cookie).to.contain('locale=en');
      expect(screen.getByRole('link', { name: 'My offers' })).to.exist;
    });

    it('changes the password: the current one checked by the server, the new one by core', async () => {
      let attempts = 0;
      const api = fakeApi({
        '/api/me': aProfile(),
        'PUT /api/me/mot-de-passe': () =>
          ++attempts === 1
            ? refusal(400, 'password_incorrect', {
                message: 'Mot de passe incorrect',
                field: 'currentPassword',
              })
            : null,
      });
      renderSpace(`${SPACE}/mes-informations`, api);
      const form = await screen.findByTestId('password-form');
      fireEvent.change(within(form).getByLabelText('Mot de passe actuel'), { target: { value: 'ancien' } });
      fireEvent.change(within(form).getByLabelText('Mot de passe'), { target: { value: 'Nouveau-2026' } });
      fireEvent.change(within(form).getByLabelText('Confirmation du mot de passe'), {
        target: { value: 'Nouveau-2025' },
      });
      expect(await within(form).findByText('Les mots de passe ne correspondent pas')).to.exist;
      fireEvent.change(within(form).getByLabelText('Confirmation du mot de passe'), {
        target: { value: 'Nouveau-2026' },
      });
      fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
      expect(await within(form).findByText('Mot de passe incorrect')).to.exist;
      fireEvent.change(within(form).getByLabelText('Mot de passe actuel'), {
        target: { value: 'Ancien-2025!' },
      });
      await waitFor(() => expect(within(form).queryByText('Mot de passe incorrect')).to.equal(null));
      fireEvent.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
      expect((await within(form).findByTestId('details-saved')).textContent).to.equal(
        'Votre mot de passe a été changé.',
      );
      expect(api.lastCall.args).to.deep.equal([
        '/api/me/mot-de-passe',
        {
          method: 'PUT',
          json: {
            currentPassword: 'Ancien-2025!',
            password: 'Nouveau-2026',
            passwordConfirmation: 'Nouveau-2026',
          },
        },
      ]);
      expect((within(form).getByLabelText('Mot de passe actuel') as HTMLInputElement).value).to.equal('');
    });
  });
});
