import '../../../support/dom.js';
import { INLINE_ERROR_DISPLAY_MS, formatEuros } from '@immo/core';
import { ApiError, apiRequest } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { InlineEditField, type InlineEditFieldProps } from '@immo/kit/inline-edit';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'chai';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import sinon from 'sinon';

interface Call {
  path: string;
  method?: string;
  json?: unknown;
}

/** An API that records each call and answers with `answer(call)` (a value, or a thrown ApiError). */
function fakeApi(answer: (call: Call) => unknown = () => ({})) {
  const calls: Call[] = [];
  const api = (async (path: string, options: { method?: string; json?: unknown } = {}) => {
    const call = { path, method: options.method, json: options.json };
    calls.push(call);
    return answer(call);
  }) as typeof apiRequest;
  return { api, calls };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

function renderField(props: Partial<InlineEditFieldProps> = {}, locale: 'fr' | 'en' = 'fr') {
  return render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <InlineEditField
        initValue="Duplex sous les toits"
        id={3}
        entity="bien"
        property="nom"
        fieldType="text"
        label="Titre de l'annonce"
        api={fakeApi().api}
        {...props}
      />
    </I18nextProvider>,
  );
}

/** The kit's real client answering the PUT with `status`: the field sees the status as sent. */
function serverAnswers(status: number, body: unknown) {
  return sinon
    .stub(globalThis, 'fetch')
    .resolves(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

const field = () => screen.getByTestId('inline-edit');
const shown = () => field().textContent?.replace(/\s/g, ' ');
const errorText = () => screen.queryByTestId('inline-edit-error')?.textContent ?? null;
const input = () => screen.getByRole('textbox') as HTMLInputElement;

async function open() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
}

async function edit(value: string, how: 'Enter' | 'blur' = 'Enter') {
  await open();
  await act(async () => {
    fireEvent.change(input(), { target: { value } });
    if (how === 'Enter') fireEvent.keyDown(input(), { key: 'Enter' });
    else fireEvent.blur(input());
  });
}

describe('web: kit — the inline field (spec §2.2, §4, §5.2, §7)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    // Only the timers the field uses: React's own scheduling keeps running.
    clock = sinon.useFakeTimers({
      now: Date.parse('2026-01-15T10:00:00Z'),
      toFake: ['setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    cleanup();
    clock.restore();
  });

  it('click to edit, PUT /api/{entity}/{id} with one property, a spinner while saving, the value kept on success', async () => {
    const answer = deferred<unknown>();
    const api = fakeApi(() => answer.promise);
    const onSaved = sinon.spy();
    renderField({ api: api.api, onSaved });
    expect(screen.getByRole('button').getAttribute('aria-label')).to.equal(
      "Titre de l'annonce : Duplex sous les toits, cliquer pour modifier",
    );
    await edit('Duplex rénové, vue Fourvière');
    expect(screen.getByTestId('inline-edit-spinner').getAttribute('aria-label')).to.equal('Enregistrement…');
    expect(input().readOnly).to.equal(true);
    expect(api.calls).to.deep.equal([
      { method: 'PUT', path: '/api/bien/3', json: { nom: 'Duplex rénové, vue Fourvière' } },
    ]);
    await act(async () =>
      answer.resolve({ value: 'Duplex rénové, vue Fourvière', displayValue: 'Duplex rénové, vue Fourvière' }),
    );
    expect(screen.queryByTestId('inline-edit-spinner')).to.equal(null);
    expect(screen.queryByRole('textbox')).to.equal(null);
    expect(shown()).to.contain('Duplex rénové, vue Fourvière');
    expect(onSaved.calledOnceWith('Duplex rénové, vue Fourvière', 'Duplex rénové, vue Fourvière')).to.equal(
      true,
    );
    await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS * 2));
    expect(shown()).to.contain('Duplex rénové, vue Fourvière');
    expect(errorText()).to.equal(null);
  });

  it('a refusal keeps the typed text in the field with the server’s message; Enter sends it again', async () => {
    let refuse = true;
    const api = fakeApi(() => {
      if (refuse) throw new ApiError(409, 'sale_has_bids', 'Des offres ont déjà été faites');
      return { value: 'Un autre titre', displayValue: 'Un autre titre' };
    });
    renderField({ api: api.api });
    await edit('Un autre titre');
    expect(input().value).to.equal('Un autre titre');
    expect(input().getAttribute('aria-invalid')).to.equal('true');
    expect(errorText()).to.equal('Des offres ont déjà été faites');
    expect(screen.getByRole('alert').id).to.be.oneOf(input().getAttribute('aria-describedby')!.split(' '));
    // Still there after the 3 s: the message explains the text the user is correcting.
    await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS * 2));
    expect(errorText()).to.equal('Des offres ont déjà été faites');

    refuse = false;
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    expect(api.calls).to.have.length(2);
    expect(shown()).to.contain('Un autre titre');
    expect(errorText()).to.equal(null);
  });

  it('leaving a refused text gives the old value back, the message staying 3 s (§4, §9)', async () => {
    const api = fakeApi(() => {
      throw new ApiError(403, 'forbidden', 'Vous n’avez pas les droits pour cette action');
    });
    renderField({ api: api.api });
    await edit('Un autre titre', 'blur');
    expect(input().value).to.equal('Un autre titre');
    await act(async () => {
      fireEvent.blur(input());
    });
    expect(api.calls).to.have.length(1);
    expect(screen.queryByRole('textbox')).to.equal(null);
    expect(shown()).to.contain('Duplex sous les toits');
    expect(errorText()).to.equal('Vous n’avez pas les droits pour cette action');
    await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS - 1));
    expect(errorText()).to.not.equal(null);
    await act(async () => clock.tickAsync(1));
    expect(errorText()).to.equal(null);
    expect(shown()).to.contain('Duplex sous les toits');
  });

  it('typing again clears the message; Escape gives the old value back without a call', async () => {
    const api = fakeApi(() => {
      throw new ApiError(400, 'inline_text_too_long', '120 caractères maximum');
    });
    renderField({ api: api.api });
    await edit('Trop long');
    expect(errorText()).to.equal('120 caractères maximum');
    await act(async () => {
      fireEvent.change(input(), { target: { value: 'Plus court' } });
    });
    expect(errorText()).to.equal(null);
    expect(input().getAttribute('aria-invalid')).to.equal('false');
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Escape' });
    });
    expect(api.calls).to.have.length(1);
    expect(shown()).to.contain('Duplex sous les toits');
  });

  describe("statuses through the kit's real client (§5.2: kept on 200–226 only)", () => {
    const renamed = { value: 'Un autre titre', displayValue: 'Un autre titre' };

    it('226 keeps the new value', async () => {
      const fetch = serverAnswers(226, renamed);
      renderField({ api: apiRequest });
      await edit('Un autre titre');
      expect(fetch.calledOnceWith('/api/bien/3')).to.equal(true);
      expect(shown()).to.contain('Un autre titre');
      expect(errorText()).to.equal(null);
    });

    it('227, though a 2xx, is refused with ‘Erreur HTTP 227’ and keeps the typed text', async () => {
      serverAnswers(227, renamed);
      const onSaved = sinon.spy();
      renderField({ onSaved, api: apiRequest });
      await edit('Un autre titre');
      expect(input().value).to.equal('Un autre titre');
      expect(errorText()).to.equal('Erreur HTTP 227');
      expect(onSaved.called).to.equal(false);
    });

    it('a 400 shows the server’s translated message', async () => {
      serverAnswers(400, { error: { code: 'inline_text_too_long', message: '120 characters maximum' } });
      renderField({ api: apiRequest }, 'en');
      await edit('Un autre titre');
      expect(errorText()).to.equal('120 characters maximum');
    });
  });

  it('a network failure says so in our words, the typed text kept', async () => {
    const api = fakeApi(() => {
      throw new ApiError(0, 'network_error', 'network_error');
    });
    renderField({ api: api.api });
    await edit('Un autre titre', 'blur');
    expect(errorText()).to.equal("La modification n'a pas pu être enregistrée.");
    expect(input().value).to.equal('Un autre titre');
  });

  describe('parsing by type before sending (§5.2)', () => {
    const echo = () =>
      fakeApi((call) => {
        const value = Object.values(call.json as Record<string, unknown>)[0];
        return { value, displayValue: String(value) };
      });

    it('text: as is, spaces included', async () => {
      const api = echo();
      renderField({ api: api.api });
      await edit('  Villa  Belle Vue ');
      expect(api.calls[0]!.json).to.deep.equal({ nom: '  Villa  Belle Vue ' });
    });

    it('float: spaces stripped, the comma a decimal separator', async () => {
      const api = echo();
      renderField({
        api: api.api,
        property: 'surface_habitable',
        fieldType: 'float',
        initValue: '118,3',
        label: 'Surface',
      });
      await edit('1 234,5');
      expect(api.calls[0]!.json).to.deep.equal({ surface_habitable: 1234.5 });
    });

    it('integer: spaces (no-break ones too) stripped, commas become dots, whole numbers only', async () => {
      const api = echo();
      renderField({
        api: api.api,
        property: 'premier_prix',
        fieldType: 'integer',
        initValue: '250000',
        label: 'Première offre',
      });
      await edit('260\u202f000');
      expect(api.calls.at(-1)!.json).to.deep.equal({ premier_prix: 260000 });
      await edit('265 000,00');
      expect(api.calls.at(-1)!.json).to.deep.equal({ premier_prix: 265000 });
      await edit('265 000,5');
      expect(errorText()).to.equal('Veuillez saisir un nombre entier');
      expect(api.calls).to.have.length(2);
    });

    it('date: dd/mm/yyyy sent as typed; ‘Given date is not a valid date’ otherwise, nothing sent', async () => {
      const api = echo();
      renderField({
        api: api.api,
        property: 'dpe_date',
        fieldType: 'date',
        initValue: '18/02/2025',
        label: 'Date du DPE',
      });
      await edit('01/09/2025');
      expect(api.calls).to.deep.equal([
        { method: 'PUT', path: '/api/bien/3', json: { dpe_date: '01/09/2025' } },
      ]);
      await open();
      for (const wrong of ['31/02/2025', '01/01/1899', '01/01/2100', '2025-09-01', 'douze']) {
        await act(async () => {
          fireEvent.change(input(), { target: { value: wrong } });
          fireEvent.keyDown(input(), { key: 'Enter' });
        });
        expect(errorText(), wrong).to.equal('Given date is not a valid date');
        expect(input().value, wrong).to.equal(wrong);
      }
      expect(api.calls).to.have.length(1);
    });

    it('the field’s own rules from core: a required title is not emptied, a step stays positive', async () => {
      const api = echo();
      renderField({ api: api.api });
      await edit('   ');
      expect(errorText()).to.equal('Champ obligatoire');
      cleanup();
      renderField({
        api: api.api,
        property: 'pas_enchere',
        fieldType: 'integer',
        initValue: '5000',
        label: "Pas d'enchère",
      });
      await edit('0');
      expect(errorText()).to.equal('La valeur doit être comprise entre 1 et 9999999999');
      expect(api.calls).to.be.empty;
    });
  });

  it('an unchanged value sends nothing; Escape cancels without a call', async () => {
    const api = fakeApi();
    renderField({ api: api.api });
    await edit('Duplex sous les toits');
    await open();
    await act(async () => {
      fireEvent.change(input(), { target: { value: 'Brouillon' } });
      fireEvent.keyDown(input(), { key: 'Escape' });
    });
    expect(shown()).to.contain('Duplex sous les toits');
    expect(api.calls).to.be.empty;
  });

  /** A multi-line text whose save the server keeps as sent. */
  function renderDescription() {
    const api = fakeApi((call) => ({ value: (call.json as { descriptif: string }).descriptif }));
    renderField({
      api: api.api,
      property: 'descriptif',
      initValue: 'Séjour sur balcon.',
      label: 'Description du bien',
      multiline: true,
    });
    return api;
  }

  it('a long text: Enter starts a new line, Ctrl + Enter saves', async () => {
    const api = renderDescription();
    await open();
    const area = input();
    expect(area.tagName).to.equal('TEXTAREA');
    await act(async () => {
      fireEvent.change(area, { target: { value: 'Séjour sur balcon.\nCave.' } });
      fireEvent.keyDown(area, { key: 'Enter' });
    });
    expect(api.calls).to.be.empty;
    await act(async () => {
      fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    });
    expect(api.calls[0]!.json).to.deep.equal({ descriptif: 'Séjour sur balcon.\nCave.' });
    expect(screen.getByRole('button').textContent).to.contain('Cave.');
  });

  it('a long text has Enregistrer and Annuler buttons, for phones without Ctrl + Enter', async () => {
    const api = renderDescription();
    await open();
    await act(async () => {
      fireEvent.change(input(), { target: { value: 'Brouillon' } });
    });
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    // Pressing it keeps the focus in the text: no blur, so nothing is saved on the way.
    expect(fireEvent.pointerDown(cancel)).to.equal(false);
    await act(async () => {
      fireEvent.click(cancel);
    });
    expect(api.calls).to.be.empty;
    expect(shown()).to.contain('Séjour sur balcon.');
    await open();
    await act(async () => {
      fireEvent.change(input(), { target: { value: 'Séjour sur balcon, cave.' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    expect(api.calls[0]!.json).to.deep.equal({ descriptif: 'Séjour sur balcon, cave.' });
    expect(shown()).to.contain('Séjour sur balcon, cave.');
  });

  it('shows a price in euros while it edits the plain number', async () => {
    renderField({
      property: 'premier_prix',
      fieldType: 'integer',
      initValue: '250000',
      label: 'Première offre',
      formatValue: (text) => formatEuros(Number(text)),
    });
    expect(screen.getByRole('button').textContent).to.equal(formatEuros(250000));
    await open();
    expect(input().value).to.equal('250000');
    expect(input().getAttribute('inputmode')).to.equal('numeric');
  });

  it('follows a new value from the page while idle', async () => {
    const view = renderField();
    view.rerender(
      <I18nextProvider i18n={createTestI18n('fr')}>
        <InlineEditField
          initValue="Titre venu du serveur"
          id={3}
          entity="bien"
          property="nom"
          fieldType="text"
          label="Titre de l'annonce"
        />
      </I18nextProvider>,
    );
    expect(shown()).to.contain('Titre venu du serveur');
  });

  it('brings its own texts, in English too, where the page’s catalogue lacks them', async () => {
    const bare = i18next.createInstance();
    await bare.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: {} } },
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    });
    render(
      <I18nextProvider i18n={bare}>
        <InlineEditField
          initValue=""
          id={3}
          entity="bien"
          property="descriptif"
          fieldType="text"
          label="Description"
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').getAttribute('aria-label')).to.equal(
      'Description: Not given, click to edit',
    );
    await open();
    expect(field().textContent).to.contain('Enter to save, Escape to cancel');
  });
});
