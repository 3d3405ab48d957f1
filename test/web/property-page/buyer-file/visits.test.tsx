import '../../../support/dom.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { useSelector } from 'react-redux';
import sinon from 'sinon';
import { selectPage } from '../../../../microfrontends/property-page/src/auction/auction-slice.js';
import { MediaButtons } from '../../../../microfrontends/property-page/src/gallery/media-buttons.js';
import { viewport } from '../media/page-fixture.js';
import {
  ANONYMOUS,
  BUYER,
  FakeApi,
  apiError,
  pageData,
  plain,
  teardown,
  type Viewer,
} from '../auction/harness.js';
import { UPCOMING, newcomer, openAside, registeredBuyer, slot, slotsAnswer } from './fixture.js';

const PAGE = '/api/bien/3/page';
const SLOTS = '/api/bien/3/visites';

/** The phone's media buttons of the loaded page. */
function PhoneMedia() {
  const page = useSelector(selectPage);
  return page ? <MediaButtons page={page} /> : null;
}

/** Tuesday 24 November 2026 (the client's clock starts on Saturday 21, 10:00). */
const TUESDAY_2PM = slot(11, '2026-11-24 14:00:00', { kind: 'individual', capacity: 1, freePlaces: 1 });
const TUESDAY_3PM = slot(12, '2026-11-24 15:00:00', { durationMinutes: 45, capacity: 8, freePlaces: 1 });
const THURSDAY = slot(13, '2026-11-26 18:30:00', { capacity: null, freePlaces: null });

/** A registered buyer's page, each read of it answered by `viewer()` (the checklist moves on). */
function buyerApi(viewer: () => Viewer, slots: () => unknown) {
  return new FakeApi().on('GET', PAGE, () => pageData(UPCOMING, viewer())).on('GET', SLOTS, slots);
}

async function openVisitsFromChecklist(advance: (ms: number) => Promise<void>) {
  fireEvent.click(screen.getByTestId('checklist-visit-link'));
  await advance(0);
  return screen.getByRole('dialog', { name: 'Visiter le bien' });
}

describe('web: property page — booking a visit', () => {
  afterEach(() => {
    teardown();
    sinon.restore();
  });

  it("on a phone, 'Visites' shows an anonymous visitor the interest step first, and asks for nothing on load", async () => {
    viewport(true);
    const { advance, api } = await openAside(ANONYMOUS, { extra: <PhoneMedia /> });
    expect(api.calls.map((call) => call.path)).to.deep.equal([PAGE]);
    fireEvent.click(screen.getByRole('button', { name: 'Visites' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Visiter le bien' });
    expect(within(dialog).getByTestId('visits-register-first').textContent).to.contain(
      'Veuillez vous inscrire à ce bien pour réserver une visite',
    );
    expect(api.callsTo('GET', SLOTS)).to.have.length(0);

    fireEvent.click(within(dialog).getByRole('button', { name: "Ce bien m'intéresse" }));
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Visiter le bien' })).to.equal(null);
    expect(screen.getByRole('dialog', { name: 'Inscription à la vente' })).to.exist;
    expect(api.calls.map((call) => call.path)).to.deep.equal([PAGE]);
  });

  it('shows a logged-in buyer not registered yet the interest step, not the slots', async () => {
    viewport(true);
    const { advance, api } = await openAside(newcomer(), { extra: <PhoneMedia /> });
    fireEvent.click(screen.getByRole('button', { name: 'Visites' }));
    await advance(0);
    expect(screen.getByTestId('visits-register-first')).to.exist;
    expect(api.callsTo('GET', SLOTS)).to.have.length(0);
  });

  it("on a phone, 'Visites' is not there for the sale's negotiator, who books no visit", async () => {
    viewport(true);
    await openAside(
      { ...BUYER, roles: ['ROLE_NEGOCIATEUR'], blocks: ['negotiator'], checklist: null },
      {
        extra: <PhoneMedia />,
      },
    );
    expect(screen.queryByRole('button', { name: 'Visites' })).to.equal(null);
  });

  it('lists the open slots by day, in French, with their kind and the places left, once opened', async () => {
    viewport(true);
    const api = buyerApi(registeredBuyer, () => slotsAnswer([TUESDAY_2PM, TUESDAY_3PM, THURSDAY]));
    const { advance } = await openAside(registeredBuyer(), { api, extra: <PhoneMedia /> });
    expect(api.callsTo('GET', SLOTS), 'not before the dialog opens').to.have.length(0);
    fireEvent.click(screen.getByRole('button', { name: 'Visites' }));
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Visiter le bien' });
    expect(api.callsTo('GET', SLOTS)).to.have.length(1);
    const days = Array.from(dialog.querySelectorAll('.visits__day')).map((day) => [
      day.querySelector('h4')?.textContent,
      Array.from(day.querySelectorAll('.visit-slot__facts')).map((facts) => plain(facts.textContent)),
    ]);
    expect(days).to.deep.equal([
      [
        'mardi 24 novembre 2026',
        ['14:00 – 14:30Visite individuelle', '15:00 – 15:45Visite groupée · 1 place restante'],
      ],
      ['jeudi 26 novembre 2026', ['18:30 – 19:00Visite groupée · Places non limitées']],
    ]);
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Réserver la visite du/ })
        .map((button) => plain(button.getAttribute('aria-label'))),
    ).to.deep.equal([
      'Réserver la visite du mardi 24 novembre 2026 à 14:00',
      'Réserver la visite du mardi 24 novembre 2026 à 15:00',
      'Réserver la visite du jeudi 26 novembre 2026 à 18:30',
    ]);
  });

  it('books a slot: the notice, the slot among my visits, the page read again so the checklist follows', async () => {
    let booked = false;
    const viewer = () =>
      registeredBuyer(
        booked ? { visit: { state: 'waiting', visitStartsAt: '2026-11-24T15:00:00+01:00' } } : {},
      );
    const api = buyerApi(viewer, () =>
      slotsAnswer([TUESDAY_2PM, { ...TUESDAY_3PM, bookedByViewer: booked }]),
    );
    api.on('POST', '/api/bien/3/visites/12/book', () => {
      booked = true;
      return { ...TUESDAY_3PM, freePlaces: 0, bookedByViewer: true };
    });
    const { advance } = await openAside(viewer(), { api });
    const dialog = await openVisitsFromChecklist(advance);
    fireEvent.click(within(dialog).getByRole('button', { name: /15:00$/ }));
    await advance(0);

    expect(api.callsTo('POST', '/api/bien/3/visites/12/book')).to.have.length(1);
    expect(plain(screen.getByTestId('visits-notice').textContent)).to.equal(
      'Visite réservée le mardi 24 novembre 2026 à 15:00. Un e-mail de confirmation vous a été envoyé.',
    );
    expect(screen.getByTestId('visits-notice').getAttribute('role')).to.equal('status');
    expect(plain(screen.getByTestId('visits-mine').textContent)).to.contain(
      'mardi 24 novembre 202615:00 – 15:45',
    );
    expect(screen.queryByTestId('visit-slot-12')).to.equal(null);
    expect(api.callsTo('GET', SLOTS)).to.have.length(2);
    expect(api.callsTo('GET', PAGE)).to.have.length(2);
    expect(screen.getByTestId('checklist-visit').dataset.state).to.equal('waiting');
    expect(screen.getByTestId('checklist-visit-link').textContent).to.equal('Voir ma visite');
  });

  const refusals: [string, string, string, string][] = [
    ['full', 'visit_full', 'Ce créneau de visite est complet', ''],
    ['already booked', 'visit_already_booked', 'Vous êtes déjà inscrit à ce créneau de visite', ''],
    [
      'in the past',
      'visit_in_past',
      'Le créneau est passé (texte du serveur)',
      'Le créneau est passé (texte du serveur)',
    ],
  ];
  for (const [situation, code, shown, serverMessage] of refusals) {
    it(`says so when the slot is ${situation}, and reads the slots again`, async () => {
      const api = buyerApi(registeredBuyer, () => slotsAnswer([TUESDAY_2PM]));
      api.on('POST', '/api/bien/3/visites/11/book', () => {
        throw apiError(code === 'visit_in_past' ? 400 : 409, code, serverMessage);
      });
      const { advance } = await openAside(registeredBuyer(), { api });
      const dialog = await openVisitsFromChecklist(advance);
      fireEvent.click(within(dialog).getByRole('button', { name: /14:00$/ }));
      await advance(0);
      const notice = screen.getByTestId('visits-notice');
      expect(notice.textContent).to.equal(shown);
      expect(notice.getAttribute('role')).to.equal('alert');
      expect(api.callsTo('GET', SLOTS)).to.have.length(2);
      expect(api.callsTo('GET', PAGE), 'nothing changed: the page is not read again').to.have.length(1);
    });
  }

  it('cancels my visit after asking once more, then reads the page again', async () => {
    let mine = true;
    const viewer = () =>
      registeredBuyer(
        mine ? { visit: { state: 'waiting', visitStartsAt: '2026-11-24T14:00:00+01:00' } } : {},
      );
    const api = buyerApi(viewer, () => slotsAnswer([{ ...TUESDAY_2PM, bookedByViewer: mine }, THURSDAY]));
    api.on('DELETE', '/api/bien/3/visites/11/reservation', () => {
      mine = false;
      return null;
    });
    const { advance } = await openAside(viewer(), { api });
    await openVisitsFromChecklist(advance);
    const myVisit = screen.getByTestId('my-visit-11');
    fireEvent.click(
      within(myVisit).getByRole('button', { name: /^Annuler la visite du mardi 24 novembre 2026/ }),
    );
    expect(api.callsTo('DELETE', '/api/bien/3/visites/11/reservation'), 'asked first').to.have.length(0);
    fireEvent.click(within(myVisit).getByRole('button', { name: 'Garder ma visite' }));
    fireEvent.click(within(myVisit).getByRole('button', { name: /^Annuler la visite/ }));
    fireEvent.click(within(myVisit).getByRole('button', { name: 'Oui, annuler' }));
    await advance(0);

    expect(api.callsTo('DELETE', '/api/bien/3/visites/11/reservation')).to.have.length(1);
    expect(plain(screen.getByTestId('visits-notice').textContent)).to.equal(
      'Votre visite du mardi 24 novembre 2026 à 14:00 est annulée.',
    );
    expect(screen.queryByTestId('visits-mine')).to.equal(null);
    expect(screen.getByTestId('visit-slot-11')).to.exist;
    expect(api.callsTo('GET', PAGE)).to.have.length(2);
    expect(screen.getByTestId('checklist-visit').dataset.state).to.equal('todo');
  });

  it("shows the server's refusal to cancel (the visit has started meanwhile)", async () => {
    const viewer = () => registeredBuyer({ visit: 'waiting' });
    const api = buyerApi(viewer, () => slotsAnswer([{ ...TUESDAY_2PM, bookedByViewer: true }]));
    api.on('DELETE', '/api/bien/3/visites/11/reservation', () => {
      throw apiError(409, 'visit_already_started', 'La visite a déjà commencé');
    });
    const { advance } = await openAside(viewer(), { api });
    await openVisitsFromChecklist(advance);
    fireEvent.click(screen.getByRole('button', { name: /^Annuler la visite/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    await advance(0);
    expect(screen.getByTestId('visits-notice').textContent).to.equal('La visite a déjà commencé');
    expect(screen.getByTestId('my-visit-11')).to.exist;
  });

  it('offers no cancelling once my visit has started, and drops the slots that started meanwhile', async () => {
    // Both start at 10:30 today, 3 s after the page opens.
    const soon = slot(21, '2026-11-21 10:30:00', { bookedByViewer: true });
    const other = slot(22, '2026-11-21 10:30:00');
    const viewer = () => registeredBuyer({ visit: 'waiting' });
    const now = Date.parse('2026-11-21T10:29:57+01:00');
    const facts = { ...UPCOMING, serverNow: now };
    const api = new FakeApi()
      .on('GET', PAGE, () => pageData(facts, viewer()))
      .on('GET', SLOTS, () => slotsAnswer([soon, other]));
    const { advance } = await openAside(viewer(), { api, now });
    await openVisitsFromChecklist(advance);
    expect(within(screen.getByTestId('my-visit-21')).getByRole('button', { name: /^Annuler/ })).to.exist;
    expect(screen.getByTestId('visit-slot-22')).to.exist;
    await advance(3000);
    const myVisit = screen.getByTestId('my-visit-21');
    expect(within(myVisit).queryByRole('button')).to.equal(null);
    expect(myVisit.textContent).to.contain('Cette visite a commencé : elle ne peut plus être annulée.');
    expect(screen.queryByTestId('visit-slot-22')).to.equal(null);
    expect(screen.getByTestId('visits-none').textContent).to.equal(
      "Aucun créneau de visite n'est ouvert pour le moment : revenez bientôt.",
    );
  });

  it('says when the slots could not be loaded, and tries again on demand', async () => {
    let failing = true;
    const api = buyerApi(registeredBuyer, () => {
      if (failing) throw apiError(500, 'http_500', '');
      return slotsAnswer([THURSDAY]);
    });
    const { advance } = await openAside(registeredBuyer(), { api });
    const dialog = await openVisitsFromChecklist(advance);
    expect(within(dialog).getByRole('alert').textContent).to.contain(
      "Les créneaux de visite n'ont pas pu être chargés.",
    );
    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await advance(0);
    expect(screen.getByTestId('visit-slot-13')).to.exist;
  });

  it('reads the slots each time the dialog opens, and closes on Escape', async () => {
    const api = buyerApi(registeredBuyer, () => slotsAnswer([]));
    const { advance } = await openAside(registeredBuyer(), { api });
    await openVisitsFromChecklist(advance);
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('dialog')).to.equal(null);
    await openVisitsFromChecklist(advance);
    expect(api.callsTo('GET', SLOTS)).to.have.length(2);
  });

  it("tells a buyer whose visit was validated so (from the phone's 'Visites': the step has no link then)", async () => {
    viewport(true);
    const viewer = () => registeredBuyer({ visit: 'done' });
    const { advance } = await openAside(viewer(), {
      api: buyerApi(viewer, () => slotsAnswer([])),
      extra: <PhoneMedia />,
    });
    expect(screen.queryByTestId('checklist-visit-link')).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Visites' }));
    await advance(0);
    expect(screen.getByRole('dialog').textContent).to.contain(
      'Votre visite a été validée par le négociateur.',
    );
  });
});
