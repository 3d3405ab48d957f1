import '../../../support/dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { ANONYMOUS, BUYER, CLIENT_NOW, DAY, iso, plain, teardown } from '../auction/harness.js';
import { LIVE, newcomer, openAside, registeredBuyer, slotsAnswer } from './fixture.js';

const step = (name: string) => screen.getByTestId(`checklist-${name}`);
const link = (name: string) => screen.queryByTestId(`checklist-${name}-link`) as HTMLAnchorElement | null;

describe('web: property page — the buyer file checklist beside the auction', () => {
  afterEach(teardown);

  it('is not shown to anonymous visitors nor to the sale managers (no checklist)', async () => {
    await openAside(ANONYMOUS);
    expect(screen.getByTestId('auction-panel')).to.exist;
    expect(screen.queryByTestId('buyer-checklist')).to.equal(null);
    teardown();
    await openAside({ ...BUYER, roles: ['ROLE_NEGOCIATEUR'], blocks: ['negotiator'], checklist: null });
    expect(screen.queryByTestId('buyer-checklist')).to.equal(null);
  });

  it('shows each step with its state, the refusal reason, the booked visit and the link to do it', async () => {
    const visitStartsAt = Date.parse('2026-11-24T14:30:00+01:00');
    await openAside(
      registeredBuyer({
        visit: { state: 'waiting', visitStartsAt: iso(visitStartsAt) },
        identity: { state: 'refused', refusalReason: 'Document illisible' },
        agrement: 'todo',
      }),
    );
    const checklistCard = screen.getByTestId('buyer-checklist');
    expect(within(checklistCard).getByRole('heading', { name: "Mon dossier d'acquéreur" })).to.exist;
    expect(
      within(checklistCard).getByRole('link', { name: 'Voir mon dossier' }).getAttribute('href'),
    ).to.equal('/espace-utilisateur/acheteur/bien/3/show');
    const states = ['interest', 'visit', 'identity', 'agrement', 'financing'].map((name) => [
      step(name).querySelector('.buyer-step__name')?.textContent,
      step(name).dataset.state,
      step(name).querySelector('.buyer-step__state')?.textContent,
    ]);
    expect(states).to.deep.equal([
      ['Intérêt pour le bien', 'done', 'Fait'],
      ['Visite du bien', 'waiting', 'En attente du négociateur'],
      ["Pièce d'identité", 'refused', 'Refusé'],
      ["Demande d'agrément", 'todo', 'À faire'],
      ['Plan de financement', 'optional', 'Conseillé'],
    ]);
    expect(plain(step('visit').textContent)).to.contain('Visite réservée le mardi 24 novembre 2026 à 14:30');
    expect(step('identity').textContent).to.contain('Motif : Document illisible');

    const links = ['interest', 'visit', 'identity', 'agrement', 'financing'].map((name) => {
      const found = link(name);
      return found && [found.textContent, found.getAttribute('href')];
    });
    expect(links).to.deep.equal([
      null,
      ['Voir ma visite', '/espace-utilisateur/acheteur/bien/3/visite'],
      ['Envoyer une nouvelle pièce', '/espace-utilisateur/acheteur/bien/3/show#identite'],
      ['Signer la demande', '/espace-utilisateur/acheteur/bien/3/show#agrement'],
      ['Indiquer mon financement', '/espace-utilisateur/acheteur/bien/3/show#financement'],
    ]);
    expect(screen.getByTestId('buyer-checklist').textContent).to.contain('Étapes faites : 1 sur 4');
    expect(screen.queryByTestId('checklist-complete')).to.equal(null);
  });

  it("says 'Votre dossier est complet' once nothing is missing, and whether the negotiator still has to approve", async () => {
    await openAside(
      registeredBuyer(
        { visit: 'done', identity: 'done', agrement: 'waiting' },
        { blocks: ['agrement_pending'] },
      ),
    );
    const complete = screen.getByTestId('checklist-complete');
    expect(complete.textContent).to.equal(
      'Votre dossier est complet' + 'Le négociateur doit encore valider ce que vous avez envoyé.',
    );
    expect(link('agrement')).to.equal(null);
    teardown();

    await openAside(
      registeredBuyer(
        { visit: 'done', identity: 'done', agrement: 'done', financing: 'done' },
        { blocks: [], verified: true, canAuction: true, visitDone: true },
      ),
      { facts: LIVE },
    );
    expect(screen.getByTestId('checklist-complete').textContent).to.equal('Votre dossier est complet');
    expect(screen.getByTestId('buyer-checklist').querySelectorAll('a')).to.have.length(1);
  });

  it("asks 'Ce bien m'intéresse' from the interest step, on this page, before registering anything", async () => {
    const { advance, api } = await openAside(newcomer());
    expect(step('interest').dataset.state).to.equal('todo');
    const interest = link('interest')!;
    expect(interest.getAttribute('href')).to.equal('/bien/3#inscription-vente');
    // The other steps' pages belong to a buyer file that registering opens: no link to them yet.
    expect(screen.getByTestId('buyer-checklist').querySelectorAll('.buyer-step a').length).to.equal(1);
    fireEvent.click(interest);
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Inscription à la vente' })).to.exist;
    expect(api.callsTo('GET', '/api/bien/inscription/3')).to.have.length(0);
  });

  it('opens the visits on this page from the visit step, and leaves new-tab clicks to the browser', async () => {
    const { advance, api } = await openAside(registeredBuyer());
    api.on('GET', '/api/bien/3/visites', slotsAnswer([]));
    expect(api.callsTo('GET', '/api/bien/3/visites'), 'nothing fetched before').to.have.length(0);
    const visit = link('visit')!;
    expect(visit.textContent).to.equal('Réserver une visite');
    // A ctrl-click opens the buyer space's page in a new tab: the page leaves it to the browser
    // (seen after React's handler, then stopped here: jsdom navigates nowhere).
    let leftToBrowser: boolean | null = null;
    const watch = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    fireEvent.click(visit, { ctrlKey: true });
    document.removeEventListener('click', watch);
    await advance(0);
    expect(leftToBrowser).to.equal(true);
    expect(screen.queryByTestId('visits-dialog')).to.equal(null);
    expect(fireEvent.click(visit)).to.equal(false);
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Visiter le bien' })).to.exist;
    expect(api.callsTo('GET', '/api/bien/3/visites')).to.have.length(1);
  });

  it('is gone once the sale is over', async () => {
    await openAside(registeredBuyer(), {
      facts: { serverNow: CLIENT_NOW, startAt: CLIENT_NOW - 10 * DAY, endAt: CLIENT_NOW - DAY },
    });
    expect(screen.getByTestId('auction-panel').dataset.phase).to.equal('ended');
    expect(screen.queryByTestId('buyer-checklist')).to.equal(null);
  });
});
