import '../../../support/dom.js';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { documentFileProblem } from '../../../../microfrontends/sale-editor/src/documents/sale-documents-page.js';
import { click, fakeApi, flush, renderSpaceAt, SALE } from '../buyers/harness.js';

const PAGE = '/espace-negociateur/bien/3/documents';
const doc = (id: number, nom: string, acces: boolean) => ({
  id,
  nom,
  filetype: 'application/pdf',
  acces,
  date: { date: '2026-01-10 09:30:00.000000' },
  kind: 'diagnostic_dpe',
  taille: 20480,
});

function pageApi(more: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /v2/sell/3': SALE,
    'GET /v2/sell/documents/3': { reference: 'REF-3', title: 'Maison', documents: [doc(5, 'DPE.pdf', true)] },
    ...more,
  });
}

describe("sale editor: a sale's documents page (issue 12)", function () {
  this.timeout(30_000);
  afterEach(cleanup);

  it('lists the documents with their type, access, date and size', async () => {
    renderSpaceAt(PAGE, { api: pageApi().api });
    const row = await screen.findByTestId('document-row');
    expect(row.textContent).to.contain('DPE.pdf');
    expect(row.textContent).to.contain('10/01/2026');
    expect(row.textContent).to.contain('20 Ko');
    expect(within(row).getByTestId('document-row-access').textContent).to.equal('Libre');
    expect((within(row).getByTestId('document-row-kind') as HTMLSelectElement).value).to.equal(
      'diagnostic_dpe',
    );
  });

  it('changes the access and the type at once, and renames', async () => {
    const api = pageApi({
      'PUT /v2/sell/documents/5': (call: { json?: Record<string, unknown> }) => ({
        ...doc(
          5,
          (call.json?.nom as string) ?? 'DPE.pdf',
          call.json?.acces === undefined ? true : Boolean(call.json.acces),
        ),
        kind: (call.json?.kind as string) ?? 'diagnostic_dpe',
      }),
    });
    renderSpaceAt(PAGE, { api: api.api });
    await click(await screen.findByTestId('document-toggle-access'));
    await flush();
    expect(api.callsTo('PUT', '/v2/sell/documents/5')[0]?.json).to.deep.equal({ acces: false });
    expect(screen.getByTestId('document-row-access').textContent).to.equal('Réservé aux acquéreurs inscrits');
    fireEvent.change(screen.getByTestId('document-row-kind'), { target: { value: 'plan' } });
    await flush();
    expect(api.callsTo('PUT', '/v2/sell/documents/5')[1]?.json).to.deep.equal({ kind: 'plan' });
    await click(screen.getByTestId('document-rename'));
    fireEvent.change(screen.getByTestId('document-rename-input'), { target: { value: 'Plan du RDC' } });
    await click(screen.getByTestId('document-rename-save'));
    await flush();
    expect(api.callsTo('PUT', '/v2/sell/documents/5')[2]?.json).to.deep.equal({ nom: 'Plan du RDC' });
    expect(screen.getByTestId('document-row-name').textContent).to.equal('Plan du RDC');
    expect(screen.getByTestId('documents-flash').textContent).to.contain('Plan du RDC');
  });

  it('deletes after a confirmation', async () => {
    const api = pageApi({ 'DELETE /v2/sell/documents/5': { id: 5 } });
    renderSpaceAt(PAGE, { api: api.api });
    await click(await screen.findByTestId('document-delete'));
    const dialog = await screen.findByTestId('document-delete-dialog');
    await click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await flush();
    expect(api.callsTo('DELETE', '/v2/sell/documents/5')).to.have.length(1);
    expect(await screen.findByTestId('documents-empty')).to.exist;
  });

  it('checks a file before sending it: a PDF by its first bytes, 20 MB at most', async () => {
    expect(await documentFileProblem(null)).to.equal('sale_documents_file_required');
    const pdf = new File([new TextEncoder().encode('%PDF-1.7 …')], 'a.pdf', { type: 'application/pdf' });
    expect(await documentFileProblem(pdf)).to.equal(null);
    const fake = new File([new TextEncoder().encode('<html>')], 'b.pdf', { type: 'application/pdf' });
    expect(await documentFileProblem(fake)).to.equal('documents_pdf_only');
    const big = { size: 21 * 1024 * 1024, slice: () => pdf } as unknown as File;
    expect(await documentFileProblem(big)).to.equal('sale_documents_too_large');
  });
});
