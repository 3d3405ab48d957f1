import {
  formatParisDateTimeLong,
  translate,
  type AgrementCopy,
  type AgrementCopyRenderer,
  type Locale,
} from '@immo/core';
import { MUTED, PdfWriter } from './pdf-writer.js';

const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * The PDF copy of a signed agrément request (spec §1), in the buyer's language: the title and the
 * file number, the property, the buyer's identity, the conditions as the buyer read them, and the
 * signature — the name typed, the Paris date and time, the network address it came from.
 */
export class PdfLibAgrementCopyRenderer implements AgrementCopyRenderer {
  async render(copy: AgrementCopy): Promise<Uint8Array> {
    const { locale, property, buyer } = copy;
    const t = (code: Parameters<typeof translate>[0], params: Record<string, string | number> = {}) =>
      translate(code, locale, params);
    const fileNumber = t('agrement_copy_file', { id: copy.buyerFileId });
    const w = await PdfWriter.create({
      title: `${t('agrement_copy_title')} — ${property.reference}`,
      footer: `${t('agrement_copy_footer')} — ${fileNumber}`,
      author: t('email_brand'),
      language: LANGUAGE_TAGS[locale],
      date: new Date(copy.signedAt),
    });
    w.title(t('agrement_copy_title'), fileNumber);
    w.paragraph(
      t('agrement_copy_property', {
        title: property.title,
        reference: property.reference,
        postcode: property.postcode,
        city: property.city,
      }),
    );
    w.paragraph(
      t('agrement_copy_buyer', {
        name: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email,
        phone: buyer.phone,
      }),
    );
    w.paragraph(
      t('agrement_copy_address', {
        address: buyer.address,
        postcode: buyer.postcode,
        city: buyer.city,
        country: buyer.country,
      }),
    );
    w.heading(t('agrement_copy_conditions'));
    w.paragraph(t('agrement_copy_intro'));
    for (const condition of copy.conditions) w.paragraph(`•  ${condition}`, 10, 12);
    w.skip(12);
    w.paragraph(
      t('agrement_copy_signed', {
        name: copy.signedName,
        date: formatParisDateTimeLong(copy.signedAt, locale),
        address: copy.signedFrom,
      }),
      11,
    );
    w.line(fileNumber, { size: 9, color: MUTED });
    return w.bytes();
  }
}
