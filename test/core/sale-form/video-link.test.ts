import { expect } from 'chai';
import { isSupportedVideoLink, youtubeVideoId } from '../../../core/src/domain/sale-form/video-link.js';

describe('video link', () => {
  it('accepts standard YouTube links and gives their id', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).to.equal('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42')).to.equal(
      'dQw4w9WgXcQ',
    );
    expect(youtubeVideoId('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).to.equal('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=10')).to.equal('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).to.equal('dQw4w9WgXcQ');
  });

  it('refuses Shorts', () => {
    expect(isSupportedVideoLink('https://www.youtube.com/shorts/dQw4w9WgXcQ')).to.equal(false);
    expect(isSupportedVideoLink('https://youtube.com/shorts/dQw4w9WgXcQ?feature=share')).to.equal(false);
  });

  it('refuses other hosts and look-alikes', () => {
    expect(isSupportedVideoLink('https://vimeo.com/76979871')).to.equal(false);
    expect(isSupportedVideoLink('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).to.equal(false);
    expect(isSupportedVideoLink('https://www.youtube.com/watch?v=short')).to.equal(false);
    expect(isSupportedVideoLink('')).to.equal(false);
  });
});
