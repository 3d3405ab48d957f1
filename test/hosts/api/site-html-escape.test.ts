import { expect } from 'chai';
import { escapeHtml, jsonInScript } from '../../../hosts/api/src/site-html/index.js';

describe('hosts/api site-html: escaping', () => {
  it('escapeHtml turns the five markup characters into entities and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">l'été & co</a>`)).to.equal(
      '&lt;a href=&quot;x&quot;&gt;l&#39;été &amp; co&lt;/a&gt;',
    );
    expect(escapeHtml(265000)).to.equal('265000');
  });

  it('jsonInScript cannot close its script element and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b <!-- c \u2028' };
    const text = jsonInScript(value);
    expect(text).not.to.match(/[<>&\u2028]/);
    expect(JSON.parse(text)).to.deep.equal(value);
  });
});
