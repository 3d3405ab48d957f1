import '../../../support/dom.js';
import { ApiError } from '@immo/kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { accountNeverBids } from '../../../../microfrontends/sale-editor/src/buyers/users-page.js';
import { useJsdomFormData } from '../form/harness.js';
import { ADMIN, click, deferred, fakeApi, NEGOTIATOR, renderSpaceAt, userRow } from './harness.js';

const PAGE = '/espace-negociateur/utilisateurs';

const ALICE = userRow();
const BRUNO = userRow({
  id: 102,
  email: 'bruno.petit@example.fr',
  firstName: 'Bruno',
  lastName: 'Petit',
  verified: false,
  canAuction: false,
  biddingSuspensionReason: 'Offres fantaisistes répétées',
});
const JULIE = userRow({
  id: 7,
  email: 'negociateur@demo.immo',
  firstName: 'Julie',
  lastName: 'Bernard',
  roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'],
});

const page = (items: unknown[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 20,
});

const usersApi = (more: Record<string, unknown> = {}) =>
  fakeApi({ 'GET /ajax/users/list*': page([ALICE, BRUNO, JULIE]), ...more });

const rowOf = (name: string) =>
  screen.getAllByTestId('user-row').find((row) => row.textContent!.includes(name))!;
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

describe('web: sale editor — the users and their right to bid (issue 9, /espace-negociateur/utilisateurs)', () => {
  afterEach(cleanup);

  useJsdomFormData();

  describe('administrators only', () => {
    it('refuses a negotiator politely, without asking the server', async () => {
      const api = usersApi();
      renderSpaceAt(PAGE, { api: api.api, user: NEGOTIATOR });
      const refusal = await screen.findByTestId('users-refused');
      expect(refusal.textContent).to.contain('La gestion des utilisateurs est réservée aux administrateurs');
      expect(
        within(refusal).getByRole('link', { name: 'Retour à mes ventes' }).getAttribute('href'),
      ).to.equal('/espace-negociateur');
      expect(api.callsTo('GET', '/ajax/users/list')).to.have.length(0);
    });

    it('refuses the same when the server says 403', async () => {
      renderSpaceAt(PAGE, {
        user: ADMIN,
        api: usersApi({ 'GET /ajax/users/list*': () => Promise.reject(new ApiError(403, 'forbidden', '')) })
          .api,
      });
      expect(await screen.findByTestId('users-refused')).to.exist;
    });
  });

  it('lists the users: name, e-mail, roles, verification and their right to bid', async () => {
    const api = usersApi();
    renderSpaceAt(PAGE, { api: api.api, user: ADMIN });
    await screen.findAllByTestId('user-row');
    expect(api.calls.find((call) => call.path.startsWith('/ajax/users/list'))!.path).to.equal(
      '/ajax/users/list?q=&page=1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).to.exist;
    expect(screen.getByText('3 utilisateurs')).to.exist;
    expect(text(rowOf('Alice Martin')))
      .to.contain('alice.martin@example.fr')
      .and.contain('Utilisateur')
      .and.contain('Vérifié')
      .and.contain('Accordé');
    expect(
      within(rowOf('Alice Martin')).getByRole('button', {
        name: "Retirer le droit d'enchérir de Alice Martin",
      }),
    ).to.exist;
    expect(text(rowOf('Bruno Petit')))
      .to.contain('Non vérifié')
      .and.contain('Retiré')
      .and.contain('Motif : Offres fantaisistes répétées');
    expect(within(rowOf('Bruno Petit')).getByTestId('restore-right')).to.exist;
    expect(text(rowOf('Julie Bernard')))
      .to.contain('Négociateur')
      .and.contain('Sans objet : ce compte ne peut pas enchérir')
      .and.not.contain('Non vérifié');
    expect(within(rowOf('Julie Bernard')).queryByRole('button')).to.equal(null);
  });

  it('searches and pages through the API, the address keeping both', async () => {
    // The exact queries first: the stub answers with the first route that matches.
    const api = fakeApi({
      'GET /ajax/users/list?q=martin&page=2': page([ALICE], 21, 2),
      'GET /ajax/users/list?q=martin&page=1': page([ALICE, BRUNO], 21, 1),
      'GET /ajax/users/list*': page([ALICE, BRUNO, JULIE]),
    });
    renderSpaceAt(PAGE, { api: api.api, user: ADMIN });
    await screen.findAllByTestId('user-row');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), {
      target: { value: ' martin ' },
    });
    await click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(screen.getByText('21 utilisateurs')).to.exist);
    expect(screen.getByTestId('location').textContent).to.equal(`${PAGE}?q=martin`);
    expect(screen.getByText('Page 1 sur 2')).to.exist;
    await click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(screen.getByText('Page 2 sur 2')).to.exist);
    expect(screen.getByTestId('location').textContent).to.equal(`${PAGE}?q=martin&page=2`);
    expect(api.calls.map((call) => call.path)).to.include('/ajax/users/list?q=martin&page=2');
  });

  it('says when nobody matches the search, and when there is nobody', async () => {
    renderSpaceAt(`${PAGE}?q=zzz`, { api: usersApi({ 'GET /ajax/users/list*': page([]) }).api, user: ADMIN });
    expect((await screen.findByTestId('users-empty')).textContent).to.equal(
      'Aucun utilisateur ne correspond à « zzz ».',
    );
    cleanup();
    renderSpaceAt(PAGE, { api: usersApi({ 'GET /ajax/users/list*': page([]) }).api, user: ADMIN });
    expect((await screen.findByTestId('users-empty')).textContent).to.equal(
      "Aucun utilisateur pour l'instant.",
    );
  });

  it('says it is loading, then that the users could not be loaded, and tries again', async () => {
    const answer = deferred();
    let calls = 0;
    const api = usersApi({
      'GET /ajax/users/list*': () => (++calls === 1 ? answer.promise : page([ALICE])),
    });
    renderSpaceAt(PAGE, { api: api.api, user: ADMIN });
    expect(await screen.findByText('Chargement...')).to.exist;
    answer.reject(new ApiError(0, 'network_error', ''));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.contain("Les utilisateurs n'ont pas pu être chargés.");
    await click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('user-row')).to.have.length(1);
  });

  it('withdraws the right to bid only with a reason (PUT /api/users/{id}/droit-enchere)', async () => {
    const api = usersApi({
      'PUT /api/users/101/droit-enchere': { ...ALICE, canAuction: false, biddingSuspensionReason: 'Impayés' },
    });
    renderSpaceAt(PAGE, { api: api.api, user: ADMIN });
    await screen.findAllByTestId('user-row');
    await click(within(rowOf('Alice Martin')).getByTestId('withdraw-right'));
    const dialog = screen.getByRole('dialog', { name: "Retirer le droit d'enchérir de Alice Martin" });
    expect(dialog.textContent).to.contain('ne pourra plus enchérir sur aucune vente');
    await click(within(dialog).getByRole('button', { name: 'Retirer le droit' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('field-error-reason').textContent).to.equal('Champ obligatoire'),
    );
    expect(api.callsTo('PUT', '/api/users')).to.have.length(0);

    fireEvent.change(within(dialog).getByLabelText("Motif (communiqué à l'utilisateur)"), {
      target: { value: ' Impayés ' },
    });
    await click(within(dialog).getByRole('button', { name: 'Retirer le droit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(api.callsTo('PUT', '/api/users/101/droit-enchere')[0]!.json).to.deep.equal({
      allowed: false,
      reason: 'Impayés',
    });
    expect(text(rowOf('Alice Martin')))
      .to.contain('Retiré')
      .and.contain('Motif : Impayés');
    expect(screen.getByTestId('users-flash').textContent).to.equal(
      "Le droit d'enchérir de Alice Martin a été retiré.",
    );
  });

  it('restores the right to bid after a confirmation, and says when that fails', async () => {
    let fail = true;
    const api = usersApi({
      'PUT /api/users/102/droit-enchere': () =>
        fail
          ? Promise.reject(new ApiError(0, 'network_error', ''))
          : { ...BRUNO, canAuction: true, biddingSuspensionReason: null },
    });
    renderSpaceAt(PAGE, { api: api.api, user: ADMIN });
    await screen.findAllByTestId('user-row');
    await click(
      within(rowOf('Bruno Petit')).getByRole('button', {
        name: "Rétablir le droit d'enchérir de Bruno Petit",
      }),
    );
    const dialog = screen.getByRole('dialog', { name: "Rétablir le droit d'enchérir de Bruno Petit ?" });
    await click(within(dialog).getByRole('button', { name: 'Rétablir le droit' }));
    expect((await within(dialog).findByTestId('dialog-error')).textContent).to.contain(
      'Le serveur est injoignable',
    );
    fail = false;
    await click(within(dialog).getByRole('button', { name: 'Rétablir le droit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(api.callsTo('PUT', '/api/users/102/droit-enchere').at(-1)!.json).to.deep.equal({ allowed: true });
    expect(text(rowOf('Bruno Petit')))
      .to.contain('Accordé')
      .and.not.contain('Motif');
  });

  it('speaks English too', async () => {
    renderSpaceAt(PAGE, { api: usersApi().api, user: ADMIN, locale: 'en' });
    await screen.findAllByTestId('user-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).to.exist;
    expect(text(rowOf('Bruno Petit')))
      .to.contain('Withdrawn')
      .and.contain('Reason: Offres fantaisistes répétées');
  });

  it('knows from core which accounts never bid: negotiators, administrators, sellers only', () => {
    expect(accountNeverBids(['ROLE_USER'])).to.equal(false);
    expect(accountNeverBids(['ROLE_USER', 'ROLE_VENDEUR'])).to.equal(false);
    expect(accountNeverBids(['ROLE_USER', 'ROLE_NEGOCIATEUR'])).to.equal(true);
    expect(accountNeverBids(['ROLE_USER', 'ROLE_ADMIN'])).to.equal(true);
    expect(accountNeverBids(['ROLE_VENDEUR'])).to.equal(true);
  });
});
