// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  documents_none: "Il n'y a pas de documents relatifs à ce bien",
  documents_registration_required: 'Veuillez vous inscrire à ce bien pour télécharger le document.',
  /** The spec says 'PDF only' without a wording. */
  documents_pdf_only: 'Seuls les documents PDF sont acceptés',
} as const;

export const en: Record<keyof typeof fr, string> = {
  documents_none: 'There are no documents for this property',
  documents_registration_required: 'Please register for this property to download the document.',
  documents_pdf_only: 'Only PDF documents are accepted',
};
