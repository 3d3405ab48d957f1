import { expect } from 'chai';
import { composeEmail, escapeHtml } from '../../../core/src/domain/notifications/index.js';

describe('composeEmail (one layout for every e-mail)', () => {
  const mail = composeEmail({
    locale: 'fr',
    siteUrl: 'https://www.immo-encheres.example/',
    subject: 'Votre visite est confirmée',
    heading: 'Visite confirmée',
    paragraphs: ['Bonjour Léa,', 'Rendez-vous le 3 décembre à 10 h 00.\nApportez une pièce d’identité.'],
    action: { label: 'Voir mon dossier', url: 'https://www.immo-encheres.example/espace?a=1&b=2' },
    note: 'Annulable jusqu’au début de la visite.',
  });

  it('says the same in text and HTML, with the link, the note and the signature', () => {
    expect(mail.subject).to.equal('Votre visite est confirmée');
    expect(mail.text.split('\n')).to.include.members([
      'Visite confirmée',
      'Bonjour Léa,',
      'Voir mon dossier',
      'https://www.immo-encheres.example/espace?a=1&b=2',
      'Annulable jusqu’au début de la visite.',
      'L’équipe Immo Enchères',
      'https://www.immo-encheres.example',
    ]);
    expect(mail.html).to.contain('<h1');
    expect(mail.html).to.contain('Rendez-vous le 3 décembre à 10 h 00.<br>Apportez');
    expect(mail.html).to.contain('href="https://www.immo-encheres.example/espace?a=1&amp;b=2"');
    expect(mail.html).to.contain('<html lang="fr">');
  });

  it('escapes what users typed', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).to.equal(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('writes the layout in English for an English reader', () => {
    const en = composeEmail({
      locale: 'en',
      siteUrl: 'https://x.example',
      subject: 's',
      heading: 'h',
      paragraphs: [],
    });
    expect(en.text).to.contain('The Immo Enchères team');
    expect(en.html).to.contain('<html lang="en">');
  });
});
