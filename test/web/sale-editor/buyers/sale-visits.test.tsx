import '../../../support/dom.js';
import { ApiError } from '@immo/kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { readSlotForm } from '../../../../microfrontends/sale-editor/src/buyers/slot-form.js';
import { click, deferred, fakeApi, flush, hydra, NOW, renderSpaceAt, SALE, slot } from './harness.js';

const PAGE = '/espace-negociateur/bien/3/visites';
const VISITS = '/api/bien/3/visites';

const person = (id: number, firstName: string, lastName: string) => ({
  id,
  user: `/api/users/${id}`,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.fr`,
  phone: '06 00 00 00 00',
});
const ALICE = person(101, 'Alice', 'Martin');
const BRUNO = person(102, 'Bruno', 'Petit');
const CHLOE = person(103, 'Chloé', 'Durand');
const DAVID = person(104, 'David', 'Leroy');

const buyer = (who: ReturnType<typeof person>, file: number, visitDoneAt: string | null = null) => ({
  ...who,
  dossierAcheteur: file,
  interest: 'interested',
  registeredAt: '2026-01-05T09:30:00+01:00',
  visitDone: visitDoneAt !== null,
  visitDoneAt,
});
const BUYERS = [
  buyer(ALICE, 41),
  buyer(BRUNO, 42),
  buyer(CHLOE, 43, '2026-01-14T15:10:00+01:00'),
  buyer(DAVID, 44),
];

/** Yesterday's grouped slot (over), Bruno's individual slot on 20 January, an open one on the 22nd. */
const PAST = slot({ attendees: [ALICE, CHLOE] });
const INDIVIDUAL = slot({
  id: 10,
  kind: 'individual',
  start: '2026-01-20 10:30:00',
  end: '2026-01-20 11:00:00',
  durationMinutes: 30,
  capacity: 1,
  freePlaces: 0,
  attendees: [BRUNO],
});
const OPEN = slot({
  id: 11,
  start: '2026-01-22 16:00:00',
  end: '2026-01-22 17:00:00',
  durationMinutes: 60,
  capacity: null,
  freePlaces: null,
  attendees: [],
});

function pageApi(more: Record<string, unknown> = {}, slots = [OPEN, PAST, INDIVIDUAL]) {
  return fakeApi({
    [`GET ${VISITS}`]: hydra(slots),
    [`GET ${VISITS}/buyers`]: hydra(BUYERS),
    [`GET ${VISITS}/9/users`]: hydra([ALICE, CHLOE]),
    [`GET ${VISITS}/10/users`]: hydra([BRUNO]),
    [`GET ${VISITS}/11/users`]: hydra([]),
    'GET /v2/sell/3': SALE,
    ...more,
  });
}

const cards = () => screen.getAllByTestId('slot');
const cardOf = (id: number) => cards().find((card) => card.dataset.slotId === String(id))!;
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

async function openAttendees(id: number) {
  await click(within(cardOf(id)).getByTestId('toggle-attendees'));
  await flush();
}

async function openForm() {
  await click(screen.getByTestId('new-slot'));
  return screen.getByRole('dialog', { name: 'Nouveau créneau de visite' });
}

const setField = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const errorText = (name: string) => screen.queryByTestId(`field-error-${name}`)?.textContent ?? null;

describe('web: sale editor — the sale’s visit slots (issue 9, /espace-negociateur/bien/{bien}/visites)', () => {
  afterEach(cleanup);

  it('lists the slots by start: when, kind, length, places, who is booked, and whether it has begun', async () => {
    const api = pageApi();
    renderSpaceAt(PAGE, { api: api.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visites' })).to.exist;
    await screen.findAllByTestId('slot');
    expect(cards().map((card) => card.dataset.slotId)).to.deep.equal(['9', '10', '11']);
    expect(screen.getByText('3 créneaux')).to.exist;
    expect(text(cardOf(9)))
      .to.contain("mercredi 14 janvier 2026 à 14:00, jusqu'à 14:45")
      .and.contain('Passé')
      .and.contain('Groupée')
      .and.contain('45 min')
      .and.contain('4 places libres sur 6')
      .and.contain('2 inscrits');
    expect(text(cardOf(10)))
      .to.contain('mardi 20 janvier 2026 à 10:30')
      .and.contain('À venir')
      .and.contain('Individuelle')
      .and.contain('Complet')
      .and.contain('1 inscrit');
    expect(text(cardOf(11))).to.contain('Places illimitées');
    expect(api.callsTo('GET', `${VISITS}/9/users`)).to.have.length(0);
  });

  describe('loading, empty and failure', () => {
    it('says it is loading, then that there is no slot yet', async () => {
      const answer = deferred();
      renderSpaceAt(PAGE, { api: pageApi({ [`GET ${VISITS}`]: () => answer.promise }).api });
      expect(await screen.findByText('Chargement...')).to.exist;
      answer.resolve(hydra([]));
      expect((await screen.findByTestId('visits-empty')).textContent).to.contain(
        'Aucun créneau de visite pour cette vente.',
      );
      expect(screen.getByTestId('new-slot')).to.exist;
    });

    it('says when the slots cannot be loaded, and tries again', async () => {
      let fail = true;
      const api = pageApi({
        [`GET ${VISITS}`]: () =>
          fail ? Promise.reject(new ApiError(0, 'network_error', '')) : hydra([PAST]),
      });
      renderSpaceAt(PAGE, { api: api.api });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.contain("Les créneaux de visite n'ont pas pu être chargés.");
      fail = false;
      await click(within(alert).getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findAllByTestId('slot')).to.have.length(1);
    });

    it('refuses another negotiator’s sale (403) plainly', async () => {
      renderSpaceAt(PAGE, {
        api: pageApi({ [`GET ${VISITS}`]: () => Promise.reject(new ApiError(403, 'forbidden', '')) }).api,
      });
      expect((await screen.findByTestId('sale-refused')).textContent).to.contain('un autre négociateur');
    });
  });

  describe('the slot form (core’s rules, §5.6)', () => {
    it('offers the lengths 15, 30, 45, 60 and today as the earliest day', async () => {
      renderSpaceAt(PAGE, { api: pageApi().api });
      await screen.findAllByTestId('slot');
      const dialog = await openForm();
      const options = within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).to.deep.equal(['15 minutes', '30 minutes', '45 minutes', '60 minutes']);
      expect(within(dialog).getByLabelText('Date').getAttribute('min')).to.equal('2026-01-15');
      expect(document.activeElement).to.equal(within(dialog).getByLabelText('Date'));
    });

    it('says what is missing or wrong, with the catalogue’s messages, and sends nothing', async () => {
      const api = pageApi();
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      const dialog = await openForm();
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() => expect(errorText('date')).to.equal('Champ obligatoire'));

      setField(dialog, 'Date', '2026-01-14');
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() => expect(errorText('time')).to.equal('Champ obligatoire'));

      setField(dialog, 'Heure de début', '18:00');
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() =>
        expect(errorText('date')).to.equal('La date de début est antérieur à la date du jour'),
      );
      expect(within(dialog).getByLabelText('Date').getAttribute('aria-invalid')).to.equal('true');

      await click(within(dialog).getByLabelText('Groupée (plusieurs acquéreurs)'));
      setField(dialog, 'Nombre de places', '0');
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() =>
        expect(errorText('capacity')).to.equal('Indiquez un nombre entier de places, au moins 1.'),
      );
      expect(api.callsTo('POST', `${VISITS}/new`)).to.have.length(0);
    });

    it('creates a grouped slot of today (POST …/new, Y-m-d H:i:s) and shows it with a notice', async () => {
      const created = slot({
        id: 12,
        start: '2026-01-15 16:00:00',
        end: '2026-01-15 16:45:00',
        capacity: null,
        freePlaces: null,
        attendeeIds: [],
      });
      const api = pageApi({ [`POST ${VISITS}/new`]: created });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      const dialog = await openForm();
      setField(dialog, 'Date', '2026-01-15');
      setField(dialog, 'Heure de début', '16:00');
      expect(within(dialog).getByTestId('slot-preview').textContent).to.equal(
        'Le jeudi 15 janvier 2026 à 16:00',
      );
      await click(within(dialog).getByLabelText('Groupée (plusieurs acquéreurs)'));
      setField(dialog, 'Durée', '45');
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(api.callsTo('POST', `${VISITS}/new`)[0]!.json).to.deep.equal({
        kind: 'grouped',
        start: '2026-01-15 16:00:00',
        durationMinutes: 45,
        capacity: null,
      });
      expect(screen.getByTestId('visits-flash').textContent).to.equal(
        'Le créneau du jeudi 15 janvier 2026 à 16:00 a été créé.',
      );
      expect(cards().map((card) => card.dataset.slotId)).to.deep.equal(['9', '12', '10', '11']);
    });

    it('creates an individual slot with one place', async () => {
      const api = pageApi({
        [`POST ${VISITS}/new`]: slot({ id: 12, kind: 'individual', capacity: 1, freePlaces: 1 }),
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      const dialog = await openForm();
      expect(within(dialog).queryByLabelText('Nombre de places')).to.equal(null);
      setField(dialog, 'Date', '2026-01-16');
      setField(dialog, 'Heure de début', '09:15');
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() => expect(api.callsTo('POST', `${VISITS}/new`)).to.have.length(1));
      expect(api.callsTo('POST', `${VISITS}/new`)[0]!.json).to.deep.equal({
        kind: 'individual',
        start: '2026-01-16 09:15:00',
        durationMinutes: 30,
        capacity: 1,
      });
    });

    it('shows the server’s refusal on its field, and any other failure in the dialog', async () => {
      let answer: ApiError = new ApiError(400, 'visit_duration_not_a_choice', '', {
        error: {
          code: 'visit_duration_not_a_choice',
          message:
            "La durée d'un créneau de visite doit être l'une des valeurs suivantes : 15, 30, 45, 60 minutes",
          field: 'durationMinutes',
        },
      });
      const api = pageApi({ [`POST ${VISITS}/new`]: () => Promise.reject(answer) });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      const dialog = await openForm();
      setField(dialog, 'Date', '2026-01-16');
      setField(dialog, 'Heure de début', '09:15');
      await click(within(dialog).getByTestId('slot-submit'));
      await waitFor(() =>
        expect(errorText('durationMinutes')).to.equal(
          "La durée d'un créneau de visite doit être l'une des valeurs suivantes : 15, 30, 45, 60 minutes",
        ),
      );
      answer = new ApiError(0, 'network_error', '');
      await click(within(dialog).getByTestId('slot-submit'));
      expect((await within(dialog).findByTestId('dialog-error')).textContent).to.contain(
        'Le serveur est injoignable',
      );
    });

    it('edits a slot (PUT …/edit) without changing its kind', async () => {
      const api = pageApi({
        [`PUT ${VISITS}/11/edit`]: {
          ...OPEN,
          start: '2026-01-22 17:00:00',
          end: '2026-01-22 17:15:00',
          durationMinutes: 15,
          attendeeIds: [],
        },
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      await click(
        within(cardOf(11)).getByRole('button', {
          name: 'Modifier le créneau du jeudi 22 janvier 2026 à 16:00',
        }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Modifier le créneau' });
      expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).to.equal('2026-01-22');
      expect((within(dialog).getByLabelText('Heure de début') as HTMLInputElement).value).to.equal('16:00');
      expect((within(dialog).getByLabelText('Durée') as HTMLSelectElement).value).to.equal('60');
      expect((within(dialog).getByLabelText('Nombre de places') as HTMLInputElement).value).to.equal('');
      expect(
        (within(dialog).getByLabelText('Groupée (plusieurs acquéreurs)') as HTMLInputElement).disabled,
      ).to.equal(true);
      setField(dialog, 'Heure de début', '17:00');
      setField(dialog, 'Durée', '15');
      await click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(api.callsTo('PUT', `${VISITS}/11/edit`)[0]!.json).to.deep.equal({
        start: '2026-01-22 17:00:00',
        durationMinutes: 15,
        capacity: null,
      });
      expect(text(cardOf(11)))
        .to.contain("à 17:00, jusqu'à 17:15")
        .and.contain('15 min');
    });
  });

  it('deletes a slot after a confirmation (DELETE), and not when cancelled', async () => {
    const api = pageApi({ [`DELETE ${VISITS}/10`]: null });
    renderSpaceAt(PAGE, { api: api.api });
    await screen.findAllByTestId('slot');
    await click(within(cardOf(10)).getByTestId('delete-slot'));
    await click(screen.getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('DELETE', VISITS)).to.have.length(0);

    await click(within(cardOf(10)).getByTestId('delete-slot'));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce créneau ?' });
    expect(dialog.textContent).to.contain(
      'Le créneau du mardi 20 janvier 2026 à 10:30 sera supprimé avec ses réservations',
    );
    await click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(api.callsTo('DELETE', `${VISITS}/10`)).to.have.length(1);
    expect(cards().map((card) => card.dataset.slotId)).to.deep.equal(['9', '11']);
    expect(screen.getByTestId('visits-flash').textContent).to.contain('a été supprimé');
  });

  describe('who is booked', () => {
    it('shows the attendees of a slot (GET …/users) with where their visit stands', async () => {
      const api = pageApi();
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      const toggle = within(cardOf(9)).getByTestId('toggle-attendees');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      await openAttendees(9);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(api.callsTo('GET', `${VISITS}/9/users`)).to.have.length(1);
      const [alice, chloe] = within(cardOf(9)).getAllByTestId('attendee');
      expect(text(alice!)).to.contain('Alice Martin').and.contain('alice@example.fr');
      expect((within(alice!).getByTestId('validate-attendee') as HTMLButtonElement).disabled).to.equal(false);
      expect(text(chloe!)).to.contain('Visite validée le 14/01/2026 15:10');
      expect(within(chloe!).queryByTestId('validate-attendee')).to.equal(null);
    });

    it('validates an attendee’s visit once the slot has started, after a confirmation', async () => {
      const api = pageApi({
        'POST /espace-negociateur/dossier/41/validation/visite': {
          id: 41,
          bienId: 3,
          visitDoneAt: '2026-01-15T11:00:00+01:00',
        },
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      await openAttendees(9);
      await click(within(cardOf(9)).getByRole('button', { name: 'Valider la visite de Alice Martin' }));
      const dialog = screen.getByRole('dialog', { name: 'Valider la visite de Alice Martin ?' });
      await click(within(dialog).getByRole('button', { name: 'Valider la visite' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(api.callsTo('POST', '/espace-negociateur/dossier/41/validation/visite')).to.have.length(1);
      expect(screen.getByTestId('visits-flash').textContent).to.equal(
        'La visite de Alice Martin a été validée.',
      );
      expect(text(within(cardOf(9)).getAllByTestId('attendee')[0]!)).to.contain(
        'Visite validée le 15/01/2026 11:00',
      );
    });

    it('says so when the server finds the slot not started (409)', async () => {
      const api = pageApi({
        'POST /espace-negociateur/dossier/41/validation/visite': () =>
          Promise.reject(new ApiError(409, 'visit_not_started', '')),
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      await openAttendees(9);
      await click(within(cardOf(9)).getAllByTestId('validate-attendee')[0]!);
      await click(screen.getByTestId('dialog-confirm'));
      expect((await screen.findByTestId('dialog-error')).textContent).to.contain("n'a pas encore commencé");
    });

    it('keeps the validation disabled before the slot starts, and says from when', async () => {
      renderSpaceAt(PAGE, { api: pageApi().api });
      await screen.findAllByTestId('slot');
      await openAttendees(10);
      const button = within(cardOf(10)).getByTestId('validate-attendee') as HTMLButtonElement;
      expect(button.disabled).to.equal(true);
      const why = within(cardOf(10)).getByTestId('validate-attendee-why');
      expect(why.textContent).to.equal('Possible dès le début du créneau, le 20/01/2026 10:30');
      expect(button.getAttribute('aria-describedby')).to.equal(why.id);
    });

    it('adds a registered buyer who is not on the slot yet (PUT …/add-user)', async () => {
      const api = pageApi({
        [`PUT ${VISITS}/9/add-user`]: {
          ...PAST,
          attendees: undefined,
          attendeeIds: [101, 103, 104],
          freePlaces: 3,
        },
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      await openAttendees(9);
      const select = within(cardOf(9)).getByLabelText(
        'Ajouter un acquéreur inscrit à la vente',
      ) as HTMLSelectElement;
      expect(Array.from(select.options, (option) => option.textContent)).to.deep.equal([
        'Choisir un acquéreur',
        'Bruno Petit · bruno@example.fr',
        'David Leroy · david@example.fr',
      ]);
      const add = within(cardOf(9)).getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement;
      expect(add.disabled).to.equal(true);
      fireEvent.change(select, { target: { value: '104' } });
      await click(add);
      await waitFor(() => expect(within(cardOf(9)).getAllByTestId('attendee')).to.have.length(3));
      expect(api.callsTo('PUT', `${VISITS}/9/add-user`)[0]!.json).to.deep.equal({ userId: 104 });
      expect(text(cardOf(9)))
        .to.contain('3 places libres sur 6')
        .and.contain('3 inscrits');
      expect(screen.getByTestId('visits-flash').textContent).to.equal('David Leroy a été ajouté au créneau.');
    });

    it('says why a buyer could not be added (visit_full)', async () => {
      const api = pageApi({
        [`PUT ${VISITS}/11/add-user`]: () =>
          Promise.reject(new ApiError(409, 'visit_full', 'Ce créneau de visite est complet')),
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      await openAttendees(11);
      expect(within(cardOf(11)).getByTestId('attendees-empty').textContent).to.equal(
        "Personne n'est inscrit sur ce créneau.",
      );
      fireEvent.change(within(cardOf(11)).getByRole('combobox'), { target: { value: '101' } });
      await click(within(cardOf(11)).getByRole('button', { name: 'Ajouter' }));
      expect((await screen.findByTestId('add-attendee-error')).textContent).to.equal(
        'Ce créneau de visite est complet',
      );
    });

    it('removes an attendee after a confirmation (PUT …/remove-user)', async () => {
      const api = pageApi({
        [`PUT ${VISITS}/10/remove-user`]: {
          ...INDIVIDUAL,
          attendees: undefined,
          attendeeIds: [],
          freePlaces: 1,
        },
      });
      renderSpaceAt(PAGE, { api: api.api });
      await screen.findAllByTestId('slot');
      await openAttendees(10);
      await click(within(cardOf(10)).getByRole('button', { name: 'Retirer Bruno Petit du créneau' }));
      const dialog = screen.getByRole('dialog', { name: 'Retirer Bruno Petit du créneau ?' });
      await click(within(dialog).getByRole('button', { name: 'Retirer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(api.callsTo('PUT', `${VISITS}/10/remove-user`)[0]!.json).to.deep.equal({ userId: 102 });
      expect(within(cardOf(10)).getByTestId('attendees-empty')).to.exist;
      expect(text(cardOf(10))).to.contain('1 place libre sur 1');
    });

    it('says when the attendees cannot be loaded', async () => {
      renderSpaceAt(PAGE, {
        api: pageApi({ [`GET ${VISITS}/9/users`]: () => Promise.reject(new ApiError(500, 'internal', '')) })
          .api,
      });
      await screen.findAllByTestId('slot');
      await openAttendees(9);
      expect(within(cardOf(9)).getByRole('alert').textContent).to.contain(
        "Les inscrits de ce créneau n'ont pas pu être chargés.",
      );
    });
  });

  it('speaks English too', async () => {
    renderSpaceAt(PAGE, { api: pageApi().api, locale: 'en' });
    await screen.findAllByTestId('slot');
    expect(screen.getByRole('heading', { level: 1, name: 'Visits' })).to.exist;
    expect(text(cardOf(9)))
      .to.contain('Wednesday, 14 January 2026 at 14:00, until 14:45')
      .and.contain('Past');
  });
});

describe('web: sale editor — reading the slot form (core’s §5.6 rules)', () => {
  const values = (overrides = {}) => ({
    date: '2026-01-20',
    time: '10:00',
    kind: 'grouped' as const,
    durationMinutes: '30',
    capacity: '8',
    ...overrides,
  });
  const codes = (overrides = {}) => {
    const read = readSlotForm(values(overrides), NOW);
    return read.ok ? read.body : Object.fromEntries(Object.entries(read.errors).map(([k, e]) => [k, e.code]));
  };

  it('writes the start as Y-m-d H:i:s and keeps a grouped capacity', () => {
    expect(codes()).to.deep.equal({
      kind: 'grouped',
      start: '2026-01-20 10:00:00',
      durationMinutes: 30,
      capacity: 8,
    });
  });

  it('refuses an impossible date, a length out of 5–60 and a length not offered', () => {
    expect(codes({ date: '2026-02-30' })).to.deep.equal({ date: 'visit_date_invalid' });
    expect(codes({ durationMinutes: '90' })).to.deep.equal({
      durationMinutes: 'visit_duration_out_of_range',
    });
    expect(codes({ durationMinutes: '20' })).to.deep.equal({
      durationMinutes: 'visit_duration_not_a_choice',
    });
  });

  it('accepts any time today and refuses yesterday', () => {
    expect(codes({ date: '2026-01-15', time: '00:05' })).to.have.property('start', '2026-01-15 00:05:00');
    expect(codes({ date: '2026-01-14', time: '23:55' })).to.deep.equal({ date: 'visit_start_before_today' });
  });

  it('gives an individual slot one place whatever was typed, and refuses a bad grouped capacity', () => {
    expect(codes({ kind: 'individual', capacity: '12' })).to.have.property('capacity', 1);
    expect(codes({ capacity: '2.5' })).to.deep.equal({ capacity: 'negotiator_slot_capacity_invalid' });
    expect(codes({ capacity: '' })).to.have.property('capacity', null);
  });
});
