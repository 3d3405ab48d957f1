import '../../../support/dom.js';
import type { BidderBlock } from '@immo/core';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import { ANONYMOUS, BUYER, teardown } from '../auction/harness.js';
import { LIVE, checklist, newcomer, openAside, registeredBuyer, slotsAnswer } from './fixture.js';

const FILE = '/espace-utilisateur/acheteur/bien/3/show';

/** Each reason of the bid panel: its message, and its link's words and address (null: none). */
const blocksShown = () =>
  Array.from(screen.getByTestId('bid-controls-reason').querySelectorAll('li')).map((item) => {
    const link = item.querySelector('a');
    return [item.querySelector('p')?.textContent, link && [link.textContent, link.getAttribute('href')]];
  });

const openWithBlocks = (blocks: BidderBlock[]) => openAside(registeredBuyer({}, { blocks }), { facts: LIVE });

describe('web: property page — the bid panel names what is missing, with the link to do it', () => {
  afterEach(teardown);

  const cases: [BidderBlock, string, [string, string] | null][] = [
    ['email_not_verified', 'Vérifiez votre adresse email pour enchérir', null],
    ['bidding_suspended', "Votre droit d'enchérir a été retiré par l'administrateur du site", null],
    [
      'visit_not_validated',
      'Vous devez avoir visité ce bien pour enchérir',
      ['Réserver une visite', '/espace-utilisateur/acheteur/bien/3/visite'],
    ],
    [
      'identity_missing',
      "Déposez une pièce d'identité dans votre dossier pour enchérir",
      ['Compléter mon dossier', `${FILE}#identite`],
    ],
    [
      'identity_pending',
      "Votre pièce d'identité est en cours de vérification par le négociateur",
      ['Voir mon dossier', `${FILE}#identite`],
    ],
    [
      'identity_refused',
      "Votre pièce d'identité a été refusée : déposez-en une nouvelle",
      ['Compléter mon dossier', `${FILE}#identite`],
    ],
    [
      'agrement_missing',
      "Signez la demande d'agrément pour enchérir",
      ['Compléter mon dossier', `${FILE}#agrement`],
    ],
    [
      'agrement_pending',
      "Votre demande d'agrément attend la validation du négociateur",
      ['Voir mon dossier', `${FILE}#agrement`],
    ],
    [
      'agrement_refused',
      "Votre demande d'agrément a été refusée : consultez votre dossier",
      ['Compléter mon dossier', `${FILE}#agrement`],
    ],
  ];
  for (const [block, message, link] of cases) {
    it(`${block}: '${message}'${link ? ` and '${link[0]}'` : ', no link'}`, async () => {
      await openWithBlocks([block]);
      expect(blocksShown()).to.deep.equal([[message, link]]);
    });
  }

  it("not_registered: named only, 'Ce bien m'intéresse' being the page's own button just above", async () => {
    const { advance, api } = await openAside(newcomer({ blocks: ['not_registered', 'identity_missing'] }), {
      facts: LIVE,
    });
    expect(blocksShown()).to.deep.equal([
      ['Veuillez vous inscrire à ce bien pour enchérir.', null],
      ["Déposez une pièce d'identité dans votre dossier pour enchérir", null],
    ]);
    expect(screen.getAllByRole('button', { name: "Ce bien m'intéresse" })).to.have.length(1);
    fireEvent.click(screen.getByTestId('register-interest'));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Inscription à la vente' })).to.exist;
    expect(api.callsTo('GET', '/api/bien/inscription/3')).to.have.length(0);
  });

  it('lists every block in order, the first as the call to action', async () => {
    await openWithBlocks(['visit_not_validated', 'identity_pending', 'agrement_missing']);
    expect(blocksShown().map(([message]) => message)).to.deep.equal([
      'Vous devez avoir visité ce bien pour enchérir',
      "Votre pièce d'identité est en cours de vérification par le négociateur",
      "Signez la demande d'agrément pour enchérir",
    ]);
    const links = Array.from(screen.getByTestId('bid-controls-reason').querySelectorAll('a'));
    expect(links.map((link) => link.classList.contains('kit-button'))).to.deep.equal([true, false, false]);
  });

  it("opens the visits on this page from 'Réserver une visite', and says 'Voir ma visite' once one is booked", async () => {
    const { advance, api } = await openWithBlocks(['visit_not_validated', 'identity_missing']);
    api.on('GET', '/api/bien/3/visites', slotsAnswer([]));
    fireEvent.click(screen.getByTestId('bid-block-visit_not_validated-link'));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Visiter le bien' })).to.exist;
    expect(api.callsTo('GET', '/api/bien/3/visites')).to.have.length(1);
    teardown();

    await openAside(
      registeredBuyer(
        { visit: 'waiting' },
        { blocks: ['visit_not_validated'], checklist: checklist({ interest: 'done', visit: 'waiting' }) },
      ),
      { facts: LIVE },
    );
    expect(screen.getByTestId('bid-block-visit_not_validated-link').textContent).to.equal('Voir ma visite');
  });

  it('tells a negotiator only that negotiators do not bid, with nothing to do', async () => {
    await openAside(
      { ...BUYER, roles: ['ROLE_NEGOCIATEUR'], blocks: ['negotiator'], checklist: null },
      { facts: LIVE },
    );
    expect(blocksShown()).to.deep.equal([['Les négociateurs ne peuvent pas enchérir', null]]);
  });

  it('keeps the login prompt for anonymous visitors, and no bid form', async () => {
    await openAside(ANONYMOUS, { facts: LIVE });
    expect(screen.getByTestId('login-prompt')).to.exist;
    expect(screen.queryByTestId('bid-controls-reason')).to.equal(null);
  });
});
