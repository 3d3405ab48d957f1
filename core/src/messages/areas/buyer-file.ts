// Messages of the buyer file (dossier acheteur): its steps, uploads, the agrément and the reviews.
// The rules come from spec §1 (visit, agrément, identity document, advised financing plan, free
// participation, offers with fees, the seller may refuse every offer, retention); the words are ours.
export const fr = {
  // Steps and their states, as the checklist shows them.
  buyer_file_step_interest: 'Intérêt pour le bien',
  buyer_file_step_visit: 'Visite du bien',
  buyer_file_step_identity: "Pièce d'identité",
  buyer_file_step_agrement: "Demande d'agrément",
  buyer_file_step_financing: 'Plan de financement',
  buyer_file_state_done: 'Fait',
  buyer_file_state_waiting: 'En attente du négociateur',
  buyer_file_state_refused: 'Refusé',
  buyer_file_state_todo: 'À faire',
  buyer_file_state_optional: 'Conseillé',
  buyer_file_visit_booked: 'Visite réservée le {date}',
  buyer_file_refusal_reason: 'Motif : {reason}',
  buyer_file_ready: 'Votre dossier est complet : vous pourrez enchérir dès l’ouverture de la vente.',
  // Uploads (identity document, financing certificate).
  buyer_upload_type: 'Seuls les fichiers PDF, JPEG ou PNG sont acceptés',
  buyer_upload_too_large: 'Le fichier ne doit pas dépasser {max} Mo',
  buyer_file_required: "Ouvrez d'abord votre dossier sur ce bien avec « Ce bien m'intéresse »",
  identity_document_deleted:
    "Votre pièce d'identité a été supprimée un mois après la fin de la vente, comme prévu",
  // Reviews by the negotiator.
  review_not_pending: "Il n'y a rien à valider : le document n'est pas en attente de validation",
  review_reason_required: 'Indiquez le motif du refus',
  review_already_pending: 'Votre document est déjà en attente de validation',
  review_already_approved: 'Ce document est déjà validé',
  // The agrément request.
  agrement_conditions_required: 'Vous devez accepter les conditions pour signer la demande',
  agrement_name_mismatch: 'Saisissez votre nom complet tel qu’il figure sur votre compte : {name}',
  agrement_condition_free: 'La participation à la vente est gratuite.',
  agrement_condition_fees: 'Les offres s’entendent honoraires inclus.',
  agrement_condition_refusal: 'Le vendeur peut refuser toutes les offres, y compris la meilleure.',
  agrement_condition_commitment:
    'Chaque offre que je dépose m’engage : si le vendeur l’accepte, je signe la promesse de vente à ce prix.',
  agrement_condition_identity:
    'Ma pièce d’identité est conservée jusqu’à la fin de la vente plus un mois, puis supprimée.',
  agrement_copy_title: "Demande d'agrément",
  agrement_copy_property: 'Bien : {title} (réf. {reference}), {postcode} {city}',
  agrement_copy_buyer: 'Acquéreur : {name}, {email}, {phone}',
  agrement_copy_address: 'Adresse : {address}, {postcode} {city}, {country}',
  agrement_copy_conditions: 'Conditions acceptées',
  agrement_copy_signed: 'Signé par « {name} » le {date} depuis l’adresse {address}',
  agrement_copy_file: 'Dossier acheteur n° {id}',
  agrement_copy_intro:
    'Je demande l’agrément pour participer à la vente de ce bien. J’ai lu et j’accepte les conditions suivantes :',
  agrement_copy_footer: 'Copie de la demande d’agrément signée en ligne',
  // Downloads of the file's documents.
  agrement_copy_file_name: 'demande-agrement-{id}.pdf',
  // The negotiator's decisions, e-mailed to the buyer.
  identity_approved_email_subject: 'Votre pièce d’identité est validée',
  identity_approved_email_heading: 'Pièce d’identité validée',
  identity_approved_email_intro:
    'Votre pièce d’identité déposée pour « {title} » ({city}) est validée. Elle vaut pour votre compte : vous n’aurez pas à la déposer de nouveau pour une autre vente.',
  identity_refused_email_subject: 'Votre pièce d’identité n’a pas pu être validée',
  identity_refused_email_heading: 'Pièce d’identité refusée',
  identity_refused_email_intro:
    'Le négociateur n’a pas pu valider la pièce d’identité déposée pour « {title} » ({city}). Vous pouvez en déposer une nouvelle depuis votre dossier.',
  agrement_approved_email_subject: 'Votre demande d’agrément est acceptée',
  agrement_approved_email_heading: 'Demande d’agrément acceptée',
  agrement_approved_email_intro: 'Votre demande d’agrément pour « {title} » ({city}) est acceptée.',
  agrement_refused_email_subject: 'Votre demande d’agrément n’a pas été acceptée',
  agrement_refused_email_heading: 'Demande d’agrément refusée',
  agrement_refused_email_intro:
    'Le négociateur n’a pas accepté votre demande d’agrément pour « {title} » ({city}). Vous pouvez la signer de nouveau depuis votre dossier.',
  review_email_reason: 'Motif indiqué par le négociateur : {reason}',
  buyer_file_email_action: 'Voir mon dossier',
  // The right to bid, withdrawn or restored by an administrator.
  bidding_withdrawn_email_subject: 'Votre droit d’enchérir est suspendu',
  bidding_withdrawn_email_heading: 'Droit d’enchérir suspendu',
  bidding_withdrawn_email_intro:
    'Un administrateur a suspendu votre droit d’enchérir : vous ne pouvez plus déposer d’offre tant qu’il n’est pas rétabli.',
  bidding_withdrawn_email_reason: 'Motif : {reason}',
  bidding_restored_email_subject: 'Votre droit d’enchérir est rétabli',
  bidding_restored_email_heading: 'Droit d’enchérir rétabli',
  bidding_restored_email_intro:
    'Un administrateur a rétabli votre droit d’enchérir : vous pouvez de nouveau déposer des offres.',
  bidding_email_action: 'Mon espace',
  // Financing.
  loan_amount_invalid: 'Le montant du prêt doit être un nombre entier entre 1 et {max} €',
  financing_cash: 'Fonds propres (comptant)',
  financing_loan: 'Prêt bancaire',
  financing_certificate: 'Attestation de financement',
} as const;

export const en: Record<keyof typeof fr, string> = {
  buyer_file_step_interest: 'Interest in the property',
  buyer_file_step_visit: 'Visit of the property',
  buyer_file_step_identity: 'Identity document',
  buyer_file_step_agrement: 'Approval (agrément) request',
  buyer_file_step_financing: 'Financing plan',
  buyer_file_state_done: 'Done',
  buyer_file_state_waiting: 'Waiting for the negotiator',
  buyer_file_state_refused: 'Refused',
  buyer_file_state_todo: 'To do',
  buyer_file_state_optional: 'Advised',
  buyer_file_visit_booked: 'Visit booked on {date}',
  buyer_file_refusal_reason: 'Reason: {reason}',
  buyer_file_ready: 'Your file is complete: you can bid as soon as the sale opens.',
  buyer_upload_type: 'Only PDF, JPEG or PNG files are accepted',
  buyer_upload_too_large: 'The file must not exceed {max} MB',
  buyer_file_required: "First open your file on this property with 'I am interested'",
  identity_document_deleted:
    'Your identity document was deleted one month after the end of the sale, as planned',
  review_not_pending: 'There is nothing to decide: the document is not waiting for approval',
  review_reason_required: 'Give the reason for the refusal',
  review_already_pending: 'Your document is already waiting for approval',
  review_already_approved: 'This document is already approved',
  agrement_conditions_required: 'You must accept the conditions to sign the request',
  agrement_name_mismatch: 'Type your full name as it appears on your account: {name}',
  agrement_condition_free: 'Taking part in the sale is free.',
  agrement_condition_fees: 'Offers include the agency fees.',
  agrement_condition_refusal: 'The seller may refuse every offer, including the best one.',
  agrement_condition_commitment:
    'Every offer I make commits me: if the seller accepts it, I sign the sale agreement at that price.',
  agrement_condition_identity:
    'My identity document is kept until the end of the sale plus one month, then deleted.',
  agrement_copy_title: 'Approval (agrément) request',
  agrement_copy_property: 'Property: {title} (ref. {reference}), {postcode} {city}',
  agrement_copy_buyer: 'Buyer: {name}, {email}, {phone}',
  agrement_copy_address: 'Address: {address}, {postcode} {city}, {country}',
  agrement_copy_conditions: 'Conditions accepted',
  agrement_copy_signed: 'Signed by "{name}" on {date} from address {address}',
  agrement_copy_file: 'Buyer file no. {id}',
  agrement_copy_intro:
    'I request approval to take part in the sale of this property. I have read and accept the following conditions:',
  agrement_copy_footer: 'Copy of the approval request signed online',
  agrement_copy_file_name: 'approval-request-{id}.pdf',
  identity_approved_email_subject: 'Your identity document is approved',
  identity_approved_email_heading: 'Identity document approved',
  identity_approved_email_intro:
    'The identity document you gave for "{title}" ({city}) is approved. It holds for your account: you will not need to give it again for another sale.',
  identity_refused_email_subject: 'Your identity document could not be approved',
  identity_refused_email_heading: 'Identity document refused',
  identity_refused_email_intro:
    'The negotiator could not approve the identity document you gave for "{title}" ({city}). You can upload a new one from your file.',
  agrement_approved_email_subject: 'Your approval request is accepted',
  agrement_approved_email_heading: 'Approval request accepted',
  agrement_approved_email_intro: 'Your approval (agrément) request for "{title}" ({city}) is accepted.',
  agrement_refused_email_subject: 'Your approval request was not accepted',
  agrement_refused_email_heading: 'Approval request refused',
  agrement_refused_email_intro:
    'The negotiator did not accept your approval (agrément) request for "{title}" ({city}). You can sign it again from your file.',
  review_email_reason: 'Reason given by the negotiator: {reason}',
  buyer_file_email_action: 'See my file',
  bidding_withdrawn_email_subject: 'Your right to bid is suspended',
  bidding_withdrawn_email_heading: 'Right to bid suspended',
  bidding_withdrawn_email_intro:
    'An administrator suspended your right to bid: you cannot make offers until it is restored.',
  bidding_withdrawn_email_reason: 'Reason: {reason}',
  bidding_restored_email_subject: 'Your right to bid is restored',
  bidding_restored_email_heading: 'Right to bid restored',
  bidding_restored_email_intro: 'An administrator restored your right to bid: you can make offers again.',
  bidding_email_action: 'My space',
  loan_amount_invalid: 'The loan amount must be a whole number between 1 and {max} €',
  financing_cash: 'Own funds (cash)',
  financing_loan: 'Bank loan',
  financing_certificate: 'Financing certificate',
};
