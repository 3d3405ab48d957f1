// Messages of this area: the e-mails the platform sends (layout texts and each message's words).
// None is quoted in the spec; French first, English with the same {placeholders}.
export const fr = {
  email_brand: 'Immo Enchères',
  email_signature: 'L’équipe Immo Enchères',
  email_footer: 'Immo Enchères, la vente immobilière aux enchères en ligne —',
  email_link_fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  email_greeting: 'Bonjour {firstName},',
  verification_email_subject: 'Confirmez votre adresse email',
  verification_email_heading: 'Bienvenue sur Immo Enchères',
  verification_email_intro:
    'Merci pour votre inscription. Pour activer votre compte, confirmez votre adresse email.',
  verification_email_action: 'Confirmer mon adresse email',
  verification_email_note:
    'Ce lien est valable {hours} heures et ne sert qu’une fois. Si vous n’avez pas créé de compte, ignorez ce message.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  email_brand: 'Immo Enchères',
  email_signature: 'The Immo Enchères team',
  email_footer: 'Immo Enchères, online property auctions —',
  email_link_fallback: 'If the button does not work, copy this link into your browser:',
  email_greeting: 'Hello {firstName},',
  verification_email_subject: 'Confirm your email address',
  verification_email_heading: 'Welcome to Immo Enchères',
  verification_email_intro: 'Thank you for signing up. To activate your account, confirm your email address.',
  verification_email_action: 'Confirm my email address',
  verification_email_note:
    'This link is valid for {hours} hours and works once. If you did not create an account, ignore this message.',
};
