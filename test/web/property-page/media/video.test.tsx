import '../../../support/dom.js';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import { MediaButtons } from '../../../../microfrontends/property-page/src/gallery/media-buttons.js';
import {
  VIDEO_CLOSED_COOKIE_MAX_AGE_S,
  videoClosedCookieName,
} from '../../../../microfrontends/property-page/src/gallery/video-cookie.js';
import { aPage, renderInShell, useFakeClock, useJsdomCustomEvent, viewport } from './page-fixture.js';

const withVideo = (link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ') =>
  aPage({
    bienJson: { ...aPage().bienJson, lienVideo: link },
  });

const clearCookies = () => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  }
};

/** document.cookie's accessors, from the prototype that defines them. */
function cookieDescriptor(): PropertyDescriptor {
  for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor) return descriptor;
  }
  throw new Error('document.cookie has no accessor');
}

describe('web: property page video, virtual tour and mobile media buttons', () => {
  useJsdomCustomEvent();
  beforeEach(clearCookies);
  afterEach(() => {
    cleanup();
    sinon.restore();
    clearCookies();
  });

  it('plays a standard YouTube link in the privacy-enhanced player', () => {
    renderInShell(<MediaButtons page={withVideo()} />);
    const iframe = screen.getByTestId('video-player').querySelector('iframe')!;
    expect(iframe.getAttribute('src')).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(iframe.getAttribute('title')).to.equal('Vidéo de présentation du bien');
  });

  it('plays no Shorts nor other sites', () => {
    renderInShell(<MediaButtons page={withVideo('https://www.youtube.com/shorts/dQw4w9WgXcQ')} />);
    expect(screen.queryByTestId('video-player')).to.equal(null);
    cleanup();
    renderInShell(<MediaButtons page={withVideo('https://vimeo.com/123456')} />);
    expect(screen.queryByTestId('video-player')).to.equal(null);
  });

  it('remembers for one day that the video was closed', async () => {
    const clock = useFakeClock(Date.now());
    const cookieWrites: string[] = [];
    const descriptor = cookieDescriptor();
    sinon
      .stub(document, 'cookie')
      .set((value: string) => {
        cookieWrites.push(value);
        descriptor.set!.call(document, value);
      })
      .get(() => descriptor.get!.call(document));

    renderInShell(<MediaButtons page={withVideo()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la vidéo' }));
    expect(screen.queryByTestId('video-player')).to.equal(null);
    expect(VIDEO_CLOSED_COOKIE_MAX_AGE_S).to.equal(86400);
    expect(cookieWrites).to.deep.equal([
      `${videoClosedCookieName(7)}=1; path=/; max-age=86400; samesite=lax`,
    ]);

    // Coming back to the page: still closed, with a way to watch it again.
    cleanup();
    renderInShell(<MediaButtons page={withVideo()} />);
    expect(screen.queryByTestId('video-player')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Voir la vidéo' })).to.exist;

    // A day later the cookie has expired: the player is back.
    cleanup();
    await act(async () => clock.tickAsync(86400 * 1000 + 1000));
    renderInShell(<MediaButtons page={withVideo()} />);
    expect(screen.getByTestId('video-player')).to.exist;
  });

  it('shows the video again, for good, when asked', () => {
    renderInShell(<MediaButtons page={withVideo()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la vidéo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voir la vidéo' }));
    expect(screen.getByTestId('video-player')).to.exist;
    expect(document.cookie).to.not.contain(videoClosedCookieName(7));
  });

  it('opens the virtual tour in a modal, and never frames a link that is not a web address', () => {
    const page = aPage({
      bienJson: {
        ...aPage().bienJson,
        lienVisiteVirtuelle: 'https://my.matterport.com/show/?m=Demo',
        lienRhinov: 'javascript:alert(1)',
      },
    });
    renderInShell(<MediaButtons page={page} />);
    expect(screen.queryByRole('button', { name: 'Home staging' })).to.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Visite virtuelle' }));
    const dialog = screen.getByRole('dialog', { name: 'Visite virtuelle du bien' });
    expect(dialog.querySelector('iframe')!.getAttribute('src')).to.equal(
      'https://my.matterport.com/show/?m=Demo',
    );
  });

  it('links the Documents button to the table only when the rule allows it', () => {
    renderInShell(<MediaButtons page={aPage({ showDocumentsButton: true })} />);
    expect(screen.getByRole('link', { name: 'Documents' }).getAttribute('href')).to.equal('#documents');
    cleanup();
    renderInShell(<MediaButtons page={aPage({ showDocumentsButton: false })} />);
    expect(screen.queryByRole('link', { name: 'Documents' })).to.equal(null);
  });

  it('on phones, shows one row of buttons — only those with content — each opening a modal', () => {
    viewport(true);
    const page = aPage({
      showDocumentsButton: true,
      bienJson: { ...withVideo().bienJson, lienRhinov: 'https://rhinov.example/projet/1' },
    });
    renderInShell(<MediaButtons page={page} />);
    const row = screen.getByTestId('media-buttons');
    const labels = Array.from(row.querySelectorAll('button')).map((button) => button.textContent);
    // 'Visites' too: anyone may book a visit, once registered.
    expect(labels).to.deep.equal(['Vidéos', 'Visites', 'Galerie', 'Documents', 'Home staging']);
    // The video waits for its modal on phones.
    expect(screen.queryByTestId('video-player')).to.equal(null);

    fireEvent.click(screen.getByRole('button', { name: 'Vidéos' }));
    expect(screen.getByRole('dialog').querySelector('[data-testid="video-player"]')).to.not.equal(null);
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Documents' }));
    expect(
      screen.getByRole('dialog', { name: 'Documents' }).querySelector('[data-testid="documents-table"]'),
    ).to.not.equal(null);
    fireEvent.keyDown(document, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Galerie' }));
    expect(screen.getByTestId('gallery-fullscreen')).to.exist;
  });

  it('on phones, shows nothing when the property has no media at all and the viewer books no visit', () => {
    viewport(true);
    renderInShell(
      <MediaButtons
        page={aPage({
          // The sale's negotiator: no buyer file, no visit to book.
          currentUser: 9,
          userInfos: ['ROLE_NEGOCIATEUR'],
          checklist: null,
          showDocumentsButton: false,
          bienData: { imageUrl: '', mediaPrefix: '', photos: [] },
        })}
      />,
    );
    expect(screen.queryByTestId('media-buttons')).to.equal(null);
  });
});
