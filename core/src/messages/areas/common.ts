// Messages shared by every area: `fr` holds the spec's exact French text, `en` the English text.
export const fr = {
  field_required: 'Champ obligatoire',
  field_too_long: '{max} caractères maximum',
  invalid_input: 'Les données envoyées ne sont pas valides',
  invalid_json: 'Le corps de la requête n’est pas un JSON valide',
  not_found: 'Ressource introuvable',
  method_not_allowed: 'Méthode non autorisée pour cette adresse',
  unauthenticated: 'Vous devez être connecté',
  forbidden: 'Vous n’avez pas les droits pour cette action',
  payload_too_large: 'Le contenu envoyé est trop volumineux',
  too_many_requests: 'Trop de tentatives, veuillez réessayer plus tard',
  csrf_rejected: 'Requête refusée : origine non autorisée',
  unexpected_error: 'Une erreur est survenue',
  /** A call refused with no message of the server's: its status only. */
  http_error_status: 'Erreur HTTP {status}',
  session_expiree: 'Votre session est peut être expirée, veuillez vous reconnecter',
} as const;

export const en: Record<keyof typeof fr, string> = {
  field_required: 'Required field',
  field_too_long: '{max} characters maximum',
  invalid_input: 'The data sent is not valid',
  invalid_json: 'The request body is not valid JSON',
  not_found: 'Resource not found',
  method_not_allowed: 'Method not allowed for this address',
  unauthenticated: 'You must be logged in',
  forbidden: 'You are not allowed to do this',
  payload_too_large: 'The content sent is too large',
  too_many_requests: 'Too many attempts, please try again later',
  csrf_rejected: 'Request refused: origin not allowed',
  unexpected_error: 'An error occurred',
  http_error_status: 'HTTP error {status}',
  session_expiree: 'Your session may have expired, please log in again',
};
