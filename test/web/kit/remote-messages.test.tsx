import '../../support/dom.js';
import { render, screen } from '@testing-library/react';
import { RemoteMessages, type MessageBundle } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { expect } from 'chai';
import { I18nextProvider, useTranslation } from 'react-i18next';

function Shown({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key} data-testid={key}>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

// A remote built after the shell: one key the shell's catalogue lacks, one whose text changed.
const NEWER: MessageBundle = {
  fr: { remote_new_text: 'Un texte que le shell ne connaît pas', nav_search: 'Chercher un bien' },
  en: { remote_new_text: 'A text the shell does not know', nav_search: 'Look for a property' },
};

describe('kit: a remote’s own texts', () => {
  it('are added to the page’s i18n when the remote mounts, over the shell’s, in both languages', () => {
    const i18n = createTestI18n('fr');
    expect(i18n.t('remote_new_text')).to.equal('remote_new_text');
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <RemoteMessages messages={NEWER}>
          <Shown keys={['remote_new_text', 'nav_search', 'nav_login']} />
        </RemoteMessages>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('remote_new_text').textContent).to.equal(
      'Un texte que le shell ne connaît pas',
    );
    expect(screen.getByTestId('nav_search').textContent).to.equal('Chercher un bien');
    expect(screen.getByTestId('nav_login').textContent).to.equal('Se connecter');
    unmount();
    void i18n.changeLanguage('en');
    expect(i18n.t('remote_new_text')).to.equal('A text the shell does not know');
  });
});
