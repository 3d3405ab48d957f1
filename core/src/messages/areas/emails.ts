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
  password_reset_email_subject: 'Choisissez un nouveau mot de passe',
  password_reset_email_heading: 'Mot de passe oublié\u00a0?',
  password_reset_email_intro:
    'Vous avez demandé à changer le mot de passe de votre compte. Choisissez-en un nouveau avec le bouton ci-dessous.',
  password_reset_email_action: 'Choisir un nouveau mot de passe',
  password_reset_email_note:
    'Ce lien est valable {hours} heure et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message\u00a0: votre mot de passe reste le même.',
  password_changed_email_subject: 'Votre mot de passe a été modifié',
  password_changed_email_heading: 'Votre mot de passe a été modifié',
  password_changed_email_intro:
    'Le mot de passe de votre compte vient d’être modifié. Les connexions ouvertes avant ce changement, sur tous vos appareils, ont été fermées.',
  password_changed_email_note:
    'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe avec «\u00a0Mot de passe oublié\u00a0?\u00a0» et contactez-nous.',
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
  password_reset_email_subject: 'Choose a new password',
  password_reset_email_heading: 'Forgot your password?',
  password_reset_email_intro:
    'You asked to change the password of your account. Choose a new one with the button below.',
  password_reset_email_action: 'Choose a new password',
  password_reset_email_note:
    'This link is valid for {hours} hour and works once. If you did not ask for anything, ignore this message: your password stays the same.',
  password_changed_email_subject: 'Your password has been changed',
  password_changed_email_heading: 'Your password has been changed',
  password_changed_email_intro:
    'The password of your account has just been changed. The sessions opened before this change, on all your devices, have been closed.',
  password_changed_email_note:
    'If you did not make this change, choose a new password right away with "Forgot your password?" and contact us.',
};
