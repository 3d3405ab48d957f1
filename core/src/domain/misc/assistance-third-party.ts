/** A notary (tiers d'assistance) that assistance negotiators attach to a sale. */
export interface AssistanceThirdParty {
  id: number;
  name: string;
  /** The notary's CRPCEN code, when known. */
  crpcen: string | null;
}

/** The selector label: the optional CRPCEN code, then the name. */
export const thirdPartyLabel = (party: AssistanceThirdParty): string =>
  party.crpcen ? `${party.crpcen} - ${party.name}` : party.name;
