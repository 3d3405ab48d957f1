// Texts of the login page's modes (accounts micro-frontend): sign-up, the verification e-mail sent
// again, forgotten password and the new-password form. The words are ours (spec §2.4, §3.2, §5.6);
// the rule texts themselves (password_too_weak, password_mismatch…) live in the accounts area.
// French typography: a no-break space before ? ; : (\u00a0).
export const fr = {
  // The password fields and the live checklist of spec §5.6.
  ap_password_new_label: 'Mot de passe',
  ap_password_confirmation_label: 'Confirmation du mot de passe',
  ap_password_rules_title: 'Votre mot de passe doit contenir',
  ap_password_rule_length: 'au moins {min} caractères',
  ap_password_rule_letter: 'une lettre',
  ap_password_rule_digit: 'un chiffre',
  ap_password_rule_special: 'un caractère spécial (!, @, #, €…)',
  ap_password_rule_met: 'respecté',
  ap_password_rule_unmet: 'manquant',
  // Sign-up (?inscription).
  ap_sign_up_title: 'Créer un compte',
  ap_sign_up_intro: 'Gratuit et sans engagement. Vous avez déjà un compte\u00a0?',
  ap_sign_up_have_account: 'Se connecter',
  ap_sign_up_identity_legend: 'Vos coordonnées',
  ap_sign_up_address_legend: 'Votre adresse',
  ap_sign_up_password_legend: 'Votre mot de passe',
  ap_sign_up_first_name: 'Prénom',
  ap_sign_up_last_name: 'Nom',
  ap_sign_up_email: 'Adresse email',
  ap_sign_up_phone: 'Téléphone',
  ap_sign_up_phone_hint: 'Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78',
  ap_sign_up_address: 'Adresse',
  ap_sign_up_postcode: 'Code postal',
  ap_sign_up_city: 'Ville',
  ap_sign_up_country: 'Pays',
  ap_sign_up_sms_consent: 'J’accepte de recevoir par SMS les alertes sur les ventes que je suis (facultatif)',
  ap_sign_up_terms: 'J’ai lu et j’accepte les <terms>conditions générales d’utilisation</terms>',
  ap_sign_up_submit: 'Créer mon compte',
  ap_sign_up_done_title: 'Vérifiez votre boîte de réception',
  ap_sign_up_done_sent:
    'Un email de vérification vient d’être envoyé à <email>{email}</email>. Cliquez sur le lien qu’il contient (valable 48 heures) pour activer votre compte, puis connectez-vous.',
  ap_sign_up_done_spam:
    'Rien reçu\u00a0? Regardez dans vos courriers indésirables, ou demandez un nouvel email.',
  ap_back_to_login: 'Retour à la connexion',
  // The verification e-mail sent again (after the sign-up, or a login refused for it).
  ap_verification_resend: 'Renvoyer l’email de vérification',
  ap_verification_resent:
    'Si un compte non vérifié existe pour {email}, un nouveau lien de vérification vient de lui être envoyé.',
  // Forgotten password (?mot-de-passe-oublie).
  ap_forgotten_password_link: 'Mot de passe oublié\u00a0?',
  ap_forgotten_title: 'Mot de passe oublié',
  ap_forgotten_intro:
    'Indiquez l’adresse email de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  ap_forgotten_submit: 'Recevoir le lien',
  ap_forgotten_sent_title: 'Email envoyé',
  ap_forgotten_sent:
    'Si un compte existe pour {email}, vous allez recevoir un email avec un lien pour choisir un nouveau mot de passe.',
  ap_forgotten_sent_hint: 'Le lien est valable une heure. Pensez à regarder dans vos courriers indésirables.',
  // The new password (?reinitialisation={token}).
  ap_reset_title: 'Nouveau mot de passe',
  ap_reset_intro: 'Choisissez le nouveau mot de passe de votre compte.',
  ap_reset_submit: 'Enregistrer le mot de passe',
  ap_reset_link_invalid_hint:
    'Un lien de réinitialisation ne sert qu’une fois et pendant une heure. Demandez-en un nouveau.',
  ap_reset_ask_new_link: 'Demander un nouveau lien',
  ap_reset_done: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  ap_password_new_label: 'Password',
  ap_password_confirmation_label: 'Confirm the password',
  ap_password_rules_title: 'Your password must contain',
  ap_password_rule_length: 'at least {min} characters',
  ap_password_rule_letter: 'a letter',
  ap_password_rule_digit: 'a digit',
  ap_password_rule_special: 'a special character (!, @, #, €…)',
  ap_password_rule_met: 'met',
  ap_password_rule_unmet: 'missing',
  ap_sign_up_title: 'Create an account',
  ap_sign_up_intro: 'Free and without commitment. Already have an account?',
  ap_sign_up_have_account: 'Log in',
  ap_sign_up_identity_legend: 'Your details',
  ap_sign_up_address_legend: 'Your address',
  ap_sign_up_password_legend: 'Your password',
  ap_sign_up_first_name: 'First name',
  ap_sign_up_last_name: 'Last name',
  ap_sign_up_email: 'Email address',
  ap_sign_up_phone: 'Phone',
  ap_sign_up_phone_hint: 'For example 06 12 34 56 78 or +33 6 12 34 56 78',
  ap_sign_up_address: 'Address',
  ap_sign_up_postcode: 'Postal code',
  ap_sign_up_city: 'City',
  ap_sign_up_country: 'Country',
  ap_sign_up_sms_consent: 'I agree to receive text alerts about the sales I follow (optional)',
  ap_sign_up_terms: 'I have read and accept the <terms>terms of use</terms>',
  ap_sign_up_submit: 'Create my account',
  ap_sign_up_done_title: 'Check your inbox',
  ap_sign_up_done_sent:
    'A verification email has just been sent to <email>{email}</email>. Click the link inside (valid for 48 hours) to activate your account, then log in.',
  ap_sign_up_done_spam: 'Nothing received? Look in your spam folder, or ask for a new email.',
  ap_back_to_login: 'Back to the login',
  ap_verification_resend: 'Send the verification email again',
  ap_verification_resent:
    'If an unverified account exists for {email}, a new verification link has just been sent to it.',
  ap_forgotten_password_link: 'Forgotten password?',
  ap_forgotten_title: 'Forgotten password',
  ap_forgotten_intro:
    'Enter the email address of your account: we will send you a link to choose a new password.',
  ap_forgotten_submit: 'Send me the link',
  ap_forgotten_sent_title: 'Email sent',
  ap_forgotten_sent:
    'If an account exists for {email}, you will receive an email with a link to choose a new password.',
  ap_forgotten_sent_hint: 'The link is valid for one hour. Remember to look in your spam folder.',
  ap_reset_title: 'New password',
  ap_reset_intro: 'Choose the new password of your account.',
  ap_reset_submit: 'Save the password',
  ap_reset_link_invalid_hint: 'A reset link works once and for one hour. Ask for a new one.',
  ap_reset_ask_new_link: 'Ask for a new link',
  ap_reset_done: 'Your password has been changed. You can log in.',
};
