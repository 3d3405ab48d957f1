// Messages of this area: the e-mails bidders receive about an auction (being outbid). None is quoted
// in the spec; French first, English with the same {placeholders}.
export const fr = {
  outbid_email_subject: 'Vous avez été surenchéri : {title}',
  outbid_email_heading: 'Vous avez été surenchéri',
  outbid_email_intro:
    'Une offre de {price} vient de dépasser la vôtre sur «\u00a0{title}\u00a0» à {city}. La vente se termine le {end}, sauf prolongation.',
  outbid_email_action: 'Voir la vente et enchérir',
  outbid_email_note: 'Vous recevez ce message parce que vous avez enchéri sur ce bien.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  outbid_email_subject: 'You have been outbid: {title}',
  outbid_email_heading: 'You have been outbid',
  outbid_email_intro:
    'An offer of {price} has just beaten yours on “{title}” in {city}. The sale ends on {end}, unless extended.',
  outbid_email_action: 'See the sale and bid',
  outbid_email_note: 'You receive this message because you bid on this property.',
};
