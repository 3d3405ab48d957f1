// The negotiator space's page of a sale's visit slots (create, edit, attendees, validate), linked from e-mails.
export const negotiatorVisitsPath = (propertyId: number): string =>
  `/espace-negociateur/bien/${propertyId}/visites`;
