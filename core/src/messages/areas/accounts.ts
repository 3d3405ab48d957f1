// Messages of this area: `fr` holds the spec's exact French text, `en` the English text.
// Texts quoted in the spec (§8 catalogue messages) are copied as written; the others are ours.
export const fr = {
  email_not_verified: 'Vous devez vérifier votre email pour vous connecter',
  email_already_used: "L'adresse email est déjà utilisée",
  email_unknown: 'Adresse email inconnue',
  email_invalid: "Format d'adresse email invalide",
  password_mismatch: 'Les mots de passe ne correspondent pas',
  password_too_weak:
    'Le mot de passe doit contenir au moins {min} caractères, dont une lettre, un chiffre et un caractère spécial',
  password_incorrect: 'Mot de passe incorrect',
  phone_invalid: 'Format téléphone invalide',
  invalid_credentials: 'Identifiants incorrects',
  customer_reference_taken: 'La référence client existe déjà',
  terms_required: "Vous devez accepter les conditions générales d'utilisation",
  verification_link_invalid: 'Ce lien de vérification est invalide ou a expiré',
  account_created: 'Votre compte a été créé. Vérifiez votre email pour vous connecter',
  email_verified: 'Votre adresse email est vérifiée, vous pouvez vous connecter',
  verification_email_subject: 'Confirmez votre adresse email',
  verification_email_body:
    'Bonjour {firstName},\n\nMerci pour votre inscription. Pour activer votre compte, confirmez votre adresse email en ouvrant ce lien :\n{link}\n\nCe lien est valable {hours} heures.',
  newsletter_subscribed: 'Votre inscription à la newsletter a bien été prise en compte',
  registration_invalid: "Le formulaire d'inscription contient {count} erreur(s), merci de les corriger",
} as const;

export const en: Record<keyof typeof fr, string> = {
  email_not_verified: 'You must verify your email to log in',
  email_already_used: 'This email address is already in use',
  email_unknown: 'Unknown email address',
  email_invalid: 'Invalid email address format',
  password_mismatch: 'The passwords do not match',
  password_too_weak:
    'The password must be at least {min} characters long, with a letter, a digit and a special character',
  password_incorrect: 'Incorrect password',
  phone_invalid: 'Invalid phone format',
  invalid_credentials: 'Invalid credentials',
  customer_reference_taken: 'The customer reference already exists',
  terms_required: 'You must accept the terms of use',
  verification_link_invalid: 'This verification link is invalid or has expired',
  account_created: 'Your account has been created. Check your email to log in',
  email_verified: 'Your email address is verified, you can log in',
  verification_email_subject: 'Confirm your email address',
  verification_email_body:
    'Hello {firstName},\n\nThank you for signing up. To activate your account, confirm your email address by opening this link:\n{link}\n\nThis link is valid for {hours} hours.',
  newsletter_subscribed: 'Your newsletter subscription has been registered',
  registration_invalid: 'The registration form contains {count} error(s), please correct them',
};
