import '../../../support/dom.js';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { StrictMode } from 'react';
import sinon from 'sinon';
import { Gallery } from '../../../../microfrontends/property-page/src/gallery/gallery.js';
import { LAZY_IMAGE_OBSERVER_OPTIONS } from '../../../../microfrontends/property-page/src/gallery/lazy-image.js';
import {
  splideI18n,
  thumbnailsOptions,
  THUMBNAILS_GAP_PX,
  THUMBNAILS_PER_VIEW,
} from '../../../../microfrontends/property-page/src/gallery/splide-options.js';
import { createTestI18n } from '@immo/kit/testing';
import { aPage, aPhoto, renderInShell, useJsdomCustomEvent } from './page-fixture.js';

/** The thumbnails, once both sliders are set up (each when the browser is idle: 200 ms apart in jsdom). */
const thumbnailsSetUp = () => screen.findAllByTestId('gallery-thumbnail', {}, { timeout: 5_000 });

describe('web: property page gallery', () => {
  useJsdomCustomEvent();
  afterEach(() => {
    cleanup();
    sinon.restore();
  });

  it('configures the thumbnails carousel with 4 per view and a 25 px gap on desktop, fewer on phones', () => {
    const options = thumbnailsOptions(createTestI18n('fr').t);
    expect(THUMBNAILS_PER_VIEW).to.equal(4);
    expect(THUMBNAILS_GAP_PX).to.equal(25);
    expect(options).to.include({ perPage: 4, gap: 25, isNavigation: true });
    const mobile = Object.values(options.breakpoints ?? {})[0] as { perPage: number };
    expect(mobile.perPage).to.be.below(4);
  });

  it('renders every photo in the main slider and as a thumbnail sized 4 per view with a 25 px gap', async () => {
    renderInShell(<Gallery page={aPage()} />);
    const gallery = screen.getByTestId('gallery');
    const thumbnails = await thumbnailsSetUp();
    expect(thumbnails).to.have.length(6);
    // Splide lays the slides out from the options: a quarter of the track each, 25 px apart.
    expect(thumbnails[0]!.style.width).to.contain('0.25');
    expect(thumbnails[0]!.style.marginRight).to.equal('25px');
    // The thumbnails drive the main slider (Splide's navigation sync).
    expect(thumbnails[0]!.getAttribute('aria-controls')).to.match(/slide01$/);
    const main = within(gallery).getAllByRole('button', { name: /Agrandir la photo/, hidden: true });
    expect(main).to.have.length(6);
  });

  it('sets the sliders up once the browser is idle, the main one first, its markup on view until then', async () => {
    renderInShell(<Gallery page={aPage()} />);
    // The main slider's markup at once, the first photo loading, Splide not set up on it yet; the
    // thumbnails' slider after it, a row of their height holding the place until then.
    const gallery = screen.getByTestId('gallery');
    const main = gallery.querySelector('.ppm-gallery__main .splide')!;
    expect(main.querySelectorAll('.splide__slide')).to.have.length(6);
    expect(main.classList.contains('is-rendered')).to.equal(true);
    expect(main.classList.contains('is-initialized')).to.equal(false);
    const firstPhoto = screen.getByAltText('Photo 1');
    expect(firstPhoto.getAttribute('src')).to.equal('/media/photos/1?width=1920');
    expect(screen.queryAllByTestId('gallery-thumbnail')).to.have.length(0);
    expect(screen.getByTestId('gallery-thumbnails-placeholder')).to.exist;
    await waitFor(() => expect(main.classList.contains('is-initialized')).to.equal(true), { timeout: 5_000 });
    // Splide set up on the same elements: the photo on view is the one React drew.
    expect(main.querySelector('.splide__slide.is-active img')).to.equal(firstPhoto);
    expect(await thumbnailsSetUp()).to.have.length(6);
    expect(screen.queryByTestId('gallery-thumbnails-placeholder')).to.equal(null);
  });

  it('moves the main slider to the thumbnail that is clicked, also under StrictMode', async () => {
    renderInShell(
      <StrictMode>
        <Gallery page={aPage()} />
      </StrictMode>,
    );
    const thumbnails = await thumbnailsSetUp();
    await act(async () => {
      fireEvent.click(thumbnails[2]!);
    });
    const mainSlides = screen.getByTestId('gallery').querySelectorAll('.ppm-gallery__main .splide__slide');
    expect(mainSlides[2]!.classList.contains('is-active')).to.equal(true);
    expect(screen.getByTestId('gallery').querySelector('.ppm-gallery__counter')!.textContent).to.equal(
      '3 / 6',
    );
  });

  it('loads the 1920 px photos and the 1024 px thumbnails lazily (threshold 0.1, 50 px margin)', async () => {
    expect(LAZY_IMAGE_OBSERVER_OPTIONS).to.deep.equal({ threshold: 0.1, rootMargin: '50px' });
    renderInShell(<Gallery page={aPage()} />);
    await thumbnailsSetUp();
    const first = screen.getAllByAltText('Photo 1');
    // The main image shows at once; the others wait for the observer.
    expect(first.map((img) => img.getAttribute('src'))).to.include('/media/photos/1?width=1920');
    const second = screen.getAllByAltText('Photo 2');
    expect(second.map((img) => img.getAttribute('data-src'))).to.have.members([
      '/media/photos/2?width=1920',
      '/media/photos/2?width=1024',
    ]);
    expect(second.every((img) => !img.hasAttribute('src'))).to.equal(true);
  });

  it('opens the full-screen gallery with each legend, browses with the arrow keys and closes on Escape', async () => {
    renderInShell(<Gallery page={aPage()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 6 photos' }));
    const fullscreen = screen.getByTestId('gallery-fullscreen');
    expect(fullscreen.getAttribute('role')).to.equal('dialog');
    expect(fullscreen.getAttribute('aria-modal')).to.equal('true');
    const legends = Array.from(fullscreen.querySelectorAll('figcaption')).map((node) => node.textContent);
    expect(legends).to.deep.equal(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4', 'Photo 5', 'Photo 6']);
    expect(within(fullscreen).getByText('1 / 6')).to.exist;

    await act(async () => {
      fireEvent.keyDown(document, { key: 'ArrowRight' });
    });
    expect(within(fullscreen).getByText('2 / 6')).to.exist;
    await act(async () => {
      fireEvent.keyDown(document, { key: 'ArrowLeft' });
      fireEvent.keyDown(document, { key: 'ArrowLeft' });
    });
    expect(within(fullscreen).getByText('6 / 6')).to.exist;

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('gallery-fullscreen')).to.equal(null);
  });

  it('opens the full-screen gallery on the photo that was clicked', () => {
    renderInShell(<Gallery page={aPage()} />);
    // Splide hides the slides out of view from assistive technologies.
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo 3', hidden: true }));
    expect(within(screen.getByTestId('gallery-fullscreen')).getByText('3 / 6')).to.exist;
  });

  it('names a photo without legend by its place, and orders photos by position', async () => {
    const photos = [aPhoto(9, { position: 1, itemName: '' }), aPhoto(4, { position: 0, itemName: 'Séjour' })];
    renderInShell(<Gallery page={aPage({ bienData: { imageUrl: '', mediaPrefix: '', photos } })} />);
    const alts = (await thumbnailsSetUp()).map((li) => li.querySelector('img')!.alt);
    expect(alts).to.deep.equal(['Séjour', 'Photo 2 du bien']);
  });

  it('shows a placeholder when the property has no photo', () => {
    renderInShell(<Gallery page={aPage({ bienData: { imageUrl: '', mediaPrefix: '', photos: [] } })} />);
    expect(screen.getByTestId('gallery').textContent).to.contain('Aucune photo pour ce bien');
    expect(screen.queryAllByTestId('gallery-thumbnail')).to.have.length(0);
  });

  /** Splide's own English labels (its I18N defaults), which no page should announce. */
  const SPLIDE_DEFAULT_LABEL = /\bslide\b|autoplay|Go to (first|last) slide|Go to (slide|page)|^%s of %s$/;
  const labels = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('[aria-label], [aria-roledescription]')).flatMap((node) =>
      [node.getAttribute('aria-label'), node.getAttribute('aria-roledescription')].filter(Boolean),
    );
  const mainArrow = (side: 'prev' | 'next') =>
    screen.getByTestId('gallery').querySelector(`.ppm-gallery__main .splide__arrow--${side}`)!;

  for (const [locale, expected] of [
    [
      'fr',
      { last: 'Aller à la dernière photo', first: 'Revenir à la première photo', slide: 'Photo 1 sur 6' },
    ],
    ['en', { last: 'Go to the last photo', first: 'Back to the first photo', slide: 'Photo 1 of 6' }],
  ] as const) {
    it(`announces Splide's arrows and slides in the page's language, rewinding ones too (${locale})`, async () => {
      renderInShell(<Gallery page={aPage()} />, undefined, locale);
      // On the first photo the previous arrow rewinds to the last one; on the last, next goes back to the first.
      await waitFor(() => expect(mainArrow('prev')).to.exist, { timeout: 5_000 });
      expect(mainArrow('prev').getAttribute('aria-label')).to.equal(expected.last);
      const slides = screen.getByTestId('gallery').querySelectorAll('.ppm-gallery__main .splide__slide');
      expect(slides[0]!.getAttribute('aria-label')).to.equal(expected.slide);
      const thumbnails = await thumbnailsSetUp();
      await act(async () => {
        fireEvent.click(thumbnails[5]!);
      });
      await waitFor(() => expect(mainArrow('next').getAttribute('aria-label')).to.equal(expected.first));
      expect(
        labels(screen.getByTestId('gallery')).filter((label) => SPLIDE_DEFAULT_LABEL.test(label!)),
      ).to.deep.equal([]);
    });
  }

  it('gives Splide every label it writes, in French and in English', () => {
    const keys = [
      'prev',
      'next',
      'first',
      'last',
      'slideX',
      'pageX',
      'play',
      'pause',
      'carousel',
      'select',
      'slide',
      'slideLabel',
    ];
    const fr = splideI18n(createTestI18n('fr').t);
    const en = splideI18n(createTestI18n('en').t);
    expect(Object.keys(fr)).to.have.members(keys);
    for (const key of keys) {
      expect(fr[key], key).to.be.a('string').and.not.match(SPLIDE_DEFAULT_LABEL);
      expect(en[key], key).to.be.a('string').and.not.match(SPLIDE_DEFAULT_LABEL);
    }
    expect(fr.pause).to.equal('Mettre le diaporama en pause');
    expect(en.play).to.equal('Start the slideshow');
  });

  it('speaks English when the page does', () => {
    renderInShell(<Gallery page={aPage()} />, undefined, 'en');
    expect(screen.getByRole('button', { name: 'See the 6 photos' })).to.exist;
  });
});
