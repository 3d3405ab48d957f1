import '../../../support/dom.js';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import type sinon from 'sinon';
import {
  fakePhotosApi,
  fakeTimers,
  flush,
  heic,
  jpeg,
  pdf,
  photosStore,
  png,
  renderPhotosTab,
  stubProcessor,
  type FakePhotosApi,
} from './harness.js';

const images = (...ids: number[]) =>
  ids.map((id) => ({ id, url: `/media/photos/${id}`, legend: `Photo ${id}`, size: 1000 }));

describe('sale editor · Photos tab', () => {
  let clock: sinon.SinonFakeTimers;
  let fake: FakePhotosApi;

  beforeEach(() => {
    clock = fakeTimers();
    fake = fakePhotosApi();
  });

  afterEach(() => {
    cleanup();
    clock.restore();
  });

  const mount = async (
    options: { bienId?: number | null; processor?: ReturnType<typeof stubProcessor> } = {},
  ) => {
    const { store } = photosStore(fake, options.processor);
    const view = renderPhotosTab({ store, processor: options.processor, bienId: options.bienId });
    await flush(clock);
    return view;
  };

  const choose = async (...files: File[]) => {
    fireEvent.change(screen.getByTestId('photos-input'), { target: { files } });
    await flush(clock);
  };

  const items = () => screen.queryAllByTestId('photo-item');
  const states = () => items().map((item) => item.getAttribute('data-state'));
  const formUploading = () => screen.getByTestId('form-uploading').textContent;
  const notices = () => screen.queryAllByTestId('photos-notice').map((n) => n.textContent);

  it('explains before the first save that photos come once the sale is saved, links already editable', async () => {
    await mount({ bienId: null });
    expect(screen.getByTestId('photos-notice').textContent).to.contain(
      'Les photos pourront être ajoutées une fois la vente enregistrée',
    );
    expect(screen.queryByTestId('photos-dropzone')).to.equal(null);
    expect(screen.getByLabelText('Lien de la visite virtuelle')).to.exist;
    expect(fake.calls).to.deep.equal([]);
  });

  it('offers a drop zone and a multiple file input for PNG, JPEG and HEIC', async () => {
    await mount();
    const input = screen.getByTestId('photos-input') as HTMLInputElement;
    expect(input.multiple).to.equal(true);
    expect(input.accept).to.equal('image/png,image/jpeg,image/heic,image/heif,.heic,.heif');
    expect(within(screen.getByTestId('photos-dropzone')).getByText('Déposez vos photos ici')).to.exist;
  });

  it('shows the existing photos with their thumbnails at width 1024 and a green check', async () => {
    fake = fakePhotosApi({ images: images(3, 5) });
    await mount();
    expect(items()).to.have.length(2);
    const thumbnails = items().map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(thumbnails).to.deep.equal(['/media/photos/3?width=1024', '/media/photos/5?width=1024']);
    expect(screen.getAllByTestId('photo-uploaded')).to.have.length(2);
    expect(screen.queryAllByTestId('photo-progress')).to.have.length(0);
    expect(screen.getByText('Photo principale')).to.exist;
    expect((screen.getAllByTestId('photo-legend')[1] as HTMLInputElement).value).to.equal('Photo 5');
  });

  it('accepts files dropped on the zone', async () => {
    await mount();
    fireEvent.drop(screen.getByTestId('photos-dropzone'), {
      dataTransfer: { files: [jpeg('salon.jpg')], types: ['Files'] },
    });
    await flush(clock);
    expect(items()).to.have.length(1);
  });

  it('refuses other types with "Seuls les fichiers PNG/JPEG sont acceptés" and HEIC when the converter cannot load', async () => {
    await mount();
    await choose(pdf('plan.pdf'), jpeg('salon.jpg'), heic('IMG_2040.HEIC'));
    expect(items()).to.have.length(1);
    expect(notices()).to.deep.equal([
      'Seuls les fichiers PNG/JPEG sont acceptésplan.pdf×',
      'Le convertisseur HEIC n’a pas pu être chargé : réessayez, ou enregistrez la photo en JPEGIMG_2040.HEIC×',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(notices()).to.have.length(1);
  });

  it('takes a HEIC photo when a converter is plugged in', async () => {
    await mount({ processor: stubProcessor({ heic: true }) });
    await choose(heic('IMG_2040.heic'), png('jardin.png'));
    expect(items()).to.have.length(2);
    expect(fake.uploads.map((u) => u.call.fileName)).to.deep.equal(['IMG_2040.jpg', 'jardin.png']);
  });

  it('shows each photo pending, uploading at 50, then uploaded at 100 with a green check', async () => {
    await mount();
    await choose(jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'));
    expect(states()).to.deep.equal(['uploading', 'uploading', 'pending']);
    const progress = () =>
      screen.getAllByTestId('photo-progress').map((bar) => bar.getAttribute('aria-valuenow'));
    expect(progress()).to.deep.equal(['50', '50', '0']);
    expect(items()[0]!.querySelector('img')?.getAttribute('src')).to.equal('blob:preview/1.jpg');
    expect(formUploading()).to.equal('uploading');

    fake.succeed(0, 71);
    await flush(clock);
    expect(states()).to.deep.equal(['uploaded', 'uploading', 'uploading']);
    expect(progress()).to.deep.equal(['100', '50', '50']);
    expect(within(items()[0]!).getByTestId('photo-uploaded')).to.exist;
    expect(items()[0]!.querySelector('img')?.getAttribute('src')).to.equal('/media/photos/71?width=1024');

    fake.succeed(1);
    fake.succeed(2);
    await flush(clock);
    expect(states()).to.deep.equal(['uploaded', 'uploaded', 'uploaded']);
    expect(formUploading()).to.equal('idle');
    // The batch is over: the bars leave, the checks stay.
    expect(screen.queryAllByTestId('photo-progress')).to.have.length(0);
    expect(screen.getAllByTestId('photo-uploaded')).to.have.length(3);
  });

  it("turns the form's uploading flag off when the batch ends after the tab was left", async () => {
    const { store } = photosStore(fake);
    const view = renderPhotosTab({ store });
    await flush(clock);
    await choose(jpeg('1.jpg'));
    expect(formUploading()).to.equal('uploading');
    view.hideTab();
    expect(screen.queryByTestId('photos-dropzone')).to.equal(null);
    expect(formUploading()).to.equal('uploading');
    fake.succeed(0);
    await flush(clock);
    expect(formUploading()).to.equal('idle');
  });

  it('shows "Upload terminé (3/3 réussis" for 2 s once every photo is uploaded', async () => {
    await mount();
    await choose(jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'));
    fake.succeed(0);
    fake.succeed(1);
    await flush(clock);
    fake.succeed(2);
    await flush(clock);
    expect(notices()).to.deep.equal(['Upload terminé (3/3 réussis×']);
    await flush(clock, 1999);
    expect(notices()).to.have.length(1);
    await flush(clock, 1);
    expect(notices()).to.deep.equal([]);
  });

  it('shows the error of each failed photo and "Erreur lors de l\'upload sur certaines photos" for 3 s', async () => {
    await mount();
    await choose(jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'));
    fake.fail(0, 413, 'Le fichier dépasse 20 Mo');
    fake.fail(1, 500);
    await flush(clock);
    fake.succeed(2);
    await flush(clock);
    expect(screen.getAllByTestId('photo-error').map((e) => e.textContent)).to.deep.equal([
      'Le fichier dépasse 20 Mo Réessayer',
      'Erreur HTTP 500 Réessayer',
    ]);
    expect(notices()).to.deep.equal(["Erreur lors de l'upload sur certaines photos×"]);
    await flush(clock, 2999);
    expect(notices()).to.have.length(1);
    await flush(clock, 1);
    expect(notices()).to.deep.equal([]);
    expect(screen.getAllByTestId('photo-error')).to.have.length(2);

    fireEvent.click(within(items()[1]!).getByRole('button', { name: /Réessayer/ }));
    await flush(clock);
    expect(states()[1]).to.equal('uploading');
  });

  it("shows \"Erreur lors de l'upload des photos\", titled 'Erreur', when every photo failed", async () => {
    await mount();
    await choose(jpeg('1.jpg'));
    fake.fail(0, 503);
    await flush(clock, 10_000);
    expect(notices()).to.deep.equal(["ErreurErreur lors de l'upload des photos×"]);
    expect(formUploading()).to.equal('idle');
  });

  it('removes a deleted photo even when the server call fails', async () => {
    fake = fakePhotosApi({ images: images(3, 5), failing: [/DELETE/] });
    await mount();
    fireEvent.click(within(items()[0]!).getByTestId('photo-delete'));
    await flush(clock);
    expect(fake.callsTo(/DELETE \/v2\/sell\/photos\/delete\/3$/)).to.have.length(1);
    expect(items()).to.have.length(1);
    expect((screen.getByTestId('photo-legend') as HTMLInputElement).value).to.equal('Photo 5');
    expect(notices()).to.deep.equal([]);
  });

  it('sends a new legend when the field is left, only for an uploaded photo', async () => {
    fake = fakePhotosApi({ images: images(3) });
    await mount();
    await choose(jpeg('1.jpg'), jpeg('2.jpg'));
    const legends = () => screen.getAllByTestId('photo-legend') as HTMLInputElement[];

    fireEvent.focus(legends()[1]!);
    fireEvent.change(legends()[1]!, { target: { value: 'Cuisine' } });
    fireEvent.blur(legends()[1]!);
    await flush(clock);
    expect(fake.callsTo(/PUT/)).to.have.length(0);

    fireEvent.focus(legends()[0]!);
    fireEvent.change(legends()[0]!, { target: { value: 'Façade côté jardin' } });
    fireEvent.keyDown(legends()[0]!, { key: 'Enter' });
    fireEvent.blur(legends()[0]!);
    await flush(clock);
    expect(fake.callsTo(/PUT/).map((c) => [c.path, c.json])).to.deep.equal([
      ['/v2/sell/photos/update-legend/3', { legend: 'Façade côté jardin' }],
    ]);

    // Left unchanged: nothing is sent.
    fireEvent.focus(legends()[0]!);
    fireEvent.blur(legends()[0]!);
    await flush(clock);
    expect(fake.callsTo(/PUT/)).to.have.length(1);
  });

  it('promotes a photo to first', async () => {
    fake = fakePhotosApi({ images: images(3, 5, 9) });
    await mount();
    expect((screen.getAllByTestId('photo-promote')[0] as HTMLButtonElement).disabled).to.equal(true);
    fireEvent.click(screen.getAllByTestId('photo-promote')[2]!);
    expect(items().map((i) => i.getAttribute('data-photo-id'))).to.deep.equal(['9', '3', '5']);
    await flush(clock, 1000);
    expect(fake.callsTo(/reorder/).map((c) => c.json)).to.deep.equal([{ imageIds: [9, 3, 5] }]);
  });

  it('reorders by drag and drop, locked 300 ms after a drop, and sends the order once for three quick moves', async () => {
    fake = fakePhotosApi({ images: images(1, 2, 3, 4) });
    await mount();
    const ids = () => items().map((i) => i.getAttribute('data-photo-id'));
    const drag = async (from: number, to: number) => {
      fireEvent.dragStart(items()[from]!);
      fireEvent.dragOver(items()[to]!);
      fireEvent.drop(items()[to]!);
      fireEvent.dragEnd(items()[from]!);
      await flush(clock);
    };
    expect(items().every((i) => i.getAttribute('draggable') === 'true')).to.equal(true);

    await drag(0, 2);
    expect(ids()).to.deep.equal(['2', '3', '1', '4']);
    expect(items().every((i) => i.getAttribute('draggable') === 'false')).to.equal(true);
    await drag(3, 0); // refused: within the 300 ms lock
    expect(ids()).to.deep.equal(['2', '3', '1', '4']);
    await flush(clock, 300);
    expect(items().every((i) => i.getAttribute('draggable') === 'true')).to.equal(true);

    await drag(3, 0);
    await flush(clock, 300);
    await drag(1, 3);
    expect(ids()).to.deep.equal(['4', '3', '1', '2']);
    expect(fake.callsTo(/reorder/)).to.have.length(0);
    await flush(clock, 700);
    expect(fake.callsTo(/reorder/)).to.have.length(0);
    await flush(clock, 300);
    expect(fake.callsTo(/reorder/).map((c) => [c.path, c.json])).to.deep.equal([
      ['/v2/sell/photos/reorder/42', { imageIds: [4, 3, 1, 2] }],
    ]);
  });

  it('disables dragging while photos upload', async () => {
    fake = fakePhotosApi({ images: images(1, 2) });
    await mount();
    await choose(jpeg('nouvelle.jpg'));
    expect(items().map((i) => i.getAttribute('draggable'))).to.deep.equal(['false', 'false', 'false']);
    expect(screen.getByText('L’ordre pourra être modifié une fois l’envoi terminé.')).to.exist;
    fireEvent.dragStart(items()[0]!);
    fireEvent.dragOver(items()[1]!);
    fireEvent.drop(items()[1]!);
    await flush(clock);
    expect(items().map((i) => i.getAttribute('data-photo-id'))).to.deep.equal(['1', '2', null]);
    fake.succeed(0, 3);
    await flush(clock);
    expect(items().map((i) => i.getAttribute('draggable'))).to.deep.equal(['true', 'true', 'true']);
  });

  it('keeps the virtual tour and video links in the form, standard YouTube videos only', async () => {
    await mount();
    const video = screen.getByLabelText('Lien de la vidéo YouTube') as HTMLInputElement;
    fireEvent.change(video, { target: { value: 'https://www.youtube.com/shorts/abcdefghijk' } });
    await flush(clock);
    expect(screen.getByRole('alert').textContent).to.equal(
      'Seules les vidéos YouTube standard sont acceptées (pas de shorts), par exemple https://www.youtube.com/watch?v=…',
    );
    expect(video.getAttribute('aria-invalid')).to.equal('true');

    fireEvent.change(video, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    await flush(clock);
    expect(video.getAttribute('aria-invalid')).to.equal('false');
    expect(screen.getByText(/Vidéos YouTube standard uniquement/).textContent).to.match(/^✓/);

    const tour = screen.getByLabelText('Lien de la visite virtuelle') as HTMLInputElement;
    fireEvent.change(tour, { target: { value: 'https://my.matterport.com/show/?m=abc' } });
    await flush(clock);
    expect(tour.value).to.equal('https://my.matterport.com/show/?m=abc');
  });
});
