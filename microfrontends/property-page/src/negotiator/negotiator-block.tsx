import { useTranslation } from 'react-i18next';
import type { PropertyPageData } from '../api/page-data.js';
import { CONTACT_CSS, ContactForm } from './contact-form.js';

/** The sale's negotiator on the property page: who to call or write to about this property. */
export function NegotiatorBlock({ page }: { page: PropertyPageData }) {
  const { t } = useTranslation();
  const contact = page.negociateur;
  if (!contact) return null;
  return (
    <section
      className="kit-card pp-negotiator"
      aria-labelledby="pp-negotiator-title"
      data-testid="negotiator-block"
    >
      <h2 id="pp-negotiator-title" className="pp-negotiator__title">
        {t('negotiator_block_title')}
      </h2>
      <p className="pp-negotiator__name">{contact.nom}</p>
      <p className="pp-negotiator__links">
        {contact.telephone ? (
          <a
            className="kit-button kit-button--secondary"
            href={`tel:${contact.telephone.replace(/\s+/g, '')}`}
          >
            {t('negotiator_block_call')} · {contact.telephone}
          </a>
        ) : null}
      </p>
      <style href="pp-contact" precedence="default">
        {CONTACT_CSS}
      </style>
      <ContactForm bienId={page.bienId} />
    </section>
  );
}
