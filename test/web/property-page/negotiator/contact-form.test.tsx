import '../../../support/dom.js';
import { ApiError } from '@immo/kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import { ContactForm } from '../../../../microfrontends/property-page/src/negotiator/contact-form.js';
import { click, flush, NEGOTIATOR, renderInApp } from '../../sale-editor/form/harness.js';

describe("property page: 'Contacter le négociateur' (issue 12)", function () {
  this.timeout(30_000);
  afterEach(cleanup);

  it("pre-fills a logged-in user's name and e-mail, sends the form, says it is sent", async () => {
    const sent: unknown[] = [];
    const request = (async (path: string, options: { json?: unknown } = {}) => {
      sent.push({ path, json: JSON.parse(JSON.stringify(options.json)) });
      return { id: 1 };
    }) as never;
    renderInApp(<ContactForm bienId={7} request={request} />, { user: NEGOTIATOR });
    await click(await screen.findByTestId('contact-open'));
    expect((screen.getByTestId('contact-email') as HTMLInputElement).value).to.equal(NEGOTIATOR.email);
    expect((screen.getByTestId('contact-nom') as HTMLInputElement).value).to.contain(NEGOTIATOR.firstName);
    fireEvent.change(screen.getByTestId('contact-message'), {
      target: { value: 'Le grenier est-il isolé ?' },
    });
    await click(screen.getByTestId('contact-send'));
    await flush();
    expect(sent).to.deep.equal([
      {
        path: '/api/bien/7/contact',
        json: {
          nom: `${NEGOTIATOR.firstName} ${NEGOTIATOR.lastName}`.trim(),
          email: NEGOTIATOR.email,
          message: 'Le grenier est-il isolé ?',
        },
      },
    ]);
    expect((await screen.findByTestId('contact-sent')).textContent).to.contain('Votre message est envoyé');
  });

  it("shows the server's message and each field's error", async () => {
    const request = (async () => {
      throw new ApiError(400, 'contact_invalid', 'Veuillez corriger les champs signalés.', {
        error: { code: 'contact_invalid', fields: { email: { message: 'Adresse e-mail invalide' } } },
      });
    }) as never;
    renderInApp(<ContactForm bienId={7} request={request} />, { user: null });
    await click(await screen.findByTestId('contact-open'));
    await click(screen.getByTestId('contact-send'));
    await flush();
    expect((await screen.findByTestId('contact-error')).textContent).to.equal(
      'Veuillez corriger les champs signalés.',
    );
    expect(screen.getByText('Adresse e-mail invalide')).to.exist;
  });
});
