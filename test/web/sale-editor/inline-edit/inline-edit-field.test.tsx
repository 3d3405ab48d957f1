import '../../../support/dom.js';
import { INLINE_ERROR_DISPLAY_MS } from '@immo/core';
import { ApiError, apiRequest } from '@immo/kit';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import {
  InlineEditField,
  type InlineEditFieldProps,
} from '../../../../microfrontends/sale-editor/src/inline-edit/inline-edit-field.js';
import { deferred, fakeApi, NEGOTIATOR, renderInApp } from '../form/harness.js';

function renderField(props: Partial<InlineEditFieldProps>, api = fakeApi().api) {
  return renderInApp(
    <InlineEditField
      initValue="Duplex sous les toits"
      id={3}
      entity="bien"
      property="nom"
      fieldType="text"
      label="Titre de l'annonce"
      {...props}
    />,
    { user: NEGOTIATOR, api },
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

const shown = () => screen.getByTestId('inline-edit').textContent?.replace(/\s/g, ' ');

async function edit(value: string, key: 'Enter' | 'blur' = 'Enter') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
  const input = screen.getByRole('textbox');
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    if (key === 'Enter') fireEvent.keyDown(input, { key: 'Enter' });
    else fireEvent.blur(input);
  });
}

describe('web: sale editor — inline edit (spec §4, §5.2, §7)', () => {
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
    const answer = deferred();
    const api = fakeApi({ 'PUT /api/bien/3': () => answer.promise });
    renderField({}, api.api);
    expect(shown()).to.contain('Duplex sous les toits');
    await edit('Duplex rénové, vue Fourvière');
    expect(screen.getByTestId('inline-edit-spinner')).to.exist;
    expect(api.calls).to.deep.equal([
      { method: 'PUT', path: '/api/bien/3', json: { nom: 'Duplex rénové, vue Fourvière' } },
    ]);
    await act(async () =>
      answer.resolve({ value: 'Duplex rénové, vue Fourvière', displayValue: 'Duplex rénové, vue Fourvière' }),
    );
    expect(screen.queryByTestId('inline-edit-spinner')).to.equal(null);
    expect(shown()).to.contain('Duplex rénové, vue Fourvière');
    await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS * 2));
    expect(shown()).to.contain('Duplex rénové, vue Fourvière');
    expect(screen.queryByTestId('inline-edit-error')).to.equal(null);
  });

  it('on a failure the old value returns and the error shows for 3 s', async () => {
    const api = fakeApi({
      'PUT /api/bien/3': () =>
        Promise.reject(new ApiError(403, 'forbidden', 'Vous n’avez pas les droits pour cette action')),
    });
    renderField({}, api.api);
    await edit('Un autre titre');
    expect(shown()).to.contain('Duplex sous les toits');
    expect(shown()).to.not.contain('Un autre titre');
    expect(screen.getByTestId('inline-edit-error').textContent).to.equal(
      'Vous n’avez pas les droits pour cette action',
    );
    await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS - 1));
    expect(screen.queryByTestId('inline-edit-error')).to.exist;
    await act(async () => clock.tickAsync(1));
    expect(screen.queryByTestId('inline-edit-error')).to.equal(null);
    expect(shown()).to.contain('Duplex sous les toits');
  });

  describe("statuses through the kit's real client (§5.2: kept on 200–226 only)", () => {
    const renamed = { value: 'Un autre titre', displayValue: 'Un autre titre' };

    it('226 keeps the new value', async () => {
      const fetch = serverAnswers(226, renamed);
      renderField({}, apiRequest);
      await edit('Un autre titre');
      expect(fetch.calledOnceWith('/api/bien/3')).to.equal(true);
      expect(shown()).to.contain('Un autre titre');
      expect(screen.queryByTestId('inline-edit-error')).to.equal(null);
    });

    it('227, though a 2xx, reverts with ‘Erreur HTTP 227’ for 3 s', async () => {
      serverAnswers(227, renamed);
      const onSaved = sinon.spy();
      renderField({ onSaved }, apiRequest);
      await edit('Un autre titre');
      expect(shown()).to.contain('Duplex sous les toits');
      expect(shown()).to.not.contain('Un autre titre');
      expect(screen.getByTestId('inline-edit-error').textContent).to.equal('Erreur HTTP 227');
      expect(onSaved.called).to.equal(false);
      await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS - 1));
      expect(screen.queryByTestId('inline-edit-error')).to.exist;
      await act(async () => clock.tickAsync(1));
      expect(screen.queryByTestId('inline-edit-error')).to.equal(null);
      expect(shown()).to.contain('Duplex sous les toits');
    });
  });

  it('a network failure reverts too, with a message of ours', async () => {
    const api = fakeApi({
      'PUT /api/bien/3': () => Promise.reject(new ApiError(0, 'network_error', 'network_error')),
    });
    renderField({}, api.api);
    await edit('Un autre titre', 'blur');
    expect(screen.getByTestId('inline-edit-error').textContent).to.equal(
      "La modification n'a pas pu être enregistrée.",
    );
    expect(shown()).to.contain('Duplex sous les toits');
  });

  it('parses by type before sending (§5.2): a float with a comma and spaces, an integer, a dd/mm/yyyy date', async () => {
    const api = fakeApi({
      'PUT /api/bien/3': (call: { json?: unknown }) => {
        const [[property, value]] = Object.entries(call.json as Record<string, unknown>) as [
          [string, unknown],
        ];
        return { value, displayValue: property === 'surface_habitable' ? '1 234,5' : String(value) };
      },
    });
    renderField(
      { property: 'surface_habitable', fieldType: 'float', initValue: '118,3', label: 'Surface' },
      api.api,
    );
    await edit('1 234,5');
    expect(api.calls.at(-1)!.json).to.deep.equal({ surface_habitable: 1234.5 });
    expect(shown()).to.contain('1 234,5');
    cleanup();

    renderField(
      { property: 'nombre_pieces', fieldType: 'integer', initValue: '5', label: 'Pièces' },
      api.api,
    );
    await edit('6');
    expect(api.calls.at(-1)!.json).to.deep.equal({ nombre_pieces: 6 });
    cleanup();

    renderField(
      { property: 'dpe_date', fieldType: 'date', initValue: '18/02/2025', label: 'Date du DPE' },
      api.api,
    );
    await edit('01/09/2025');
    expect(api.calls.at(-1)!.json).to.deep.equal({ dpe_date: '01/09/2025' });
  });

  it('a value that does not parse is not sent: reverted, ‘Given date is not a valid date’ for 3 s', async () => {
    const api = fakeApi();
    renderField(
      { property: 'dpe_date', fieldType: 'date', initValue: '18/02/2025', label: 'Date du DPE' },
      api.api,
    );
    await edit('31/02/2025');
    expect(api.calls).to.be.empty;
    expect(screen.getByTestId('inline-edit-error').textContent).to.equal('Given date is not a valid date');
    expect(shown()).to.contain('18/02/2025');
    await act(async () => clock.tickAsync(INLINE_ERROR_DISPLAY_MS));
    expect(screen.queryByTestId('inline-edit-error')).to.equal(null);

    await edit('douze');
    expect(screen.getByTestId('inline-edit-error').textContent).to.equal('Given date is not a valid date');
    cleanup();
    renderField(
      { property: 'nombre_pieces', fieldType: 'integer', initValue: '5', label: 'Pièces' },
      api.api,
    );
    await edit('5,5');
    expect(screen.getByTestId('inline-edit-error').textContent).to.equal('Veuillez saisir un nombre entier');
    expect(api.calls).to.be.empty;
  });

  it('Escape cancels without a call; an unchanged value sends nothing', async () => {
    const api = fakeApi();
    renderField({}, api.api);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    const input = screen.getByRole('textbox');
    await act(async () => {
      fireEvent.change(input, { target: { value: 'Brouillon' } });
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(shown()).to.contain('Duplex sous les toits');
    await edit('Duplex sous les toits');
    expect(api.calls).to.be.empty;
  });
});
