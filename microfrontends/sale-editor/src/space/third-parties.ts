import { foldText, mayChooseAssociatedNotary, type AssistanceThirdParty } from '@immo/core';
import { viewerOfSession, type Me } from '@immo/kit';
import type { SaleEditorDependencies } from './dependencies.js';

/** GET /find-tiers-assistance, as it answers (already sorted by name). */
interface ThirdPartiesAnswer {
  data: { tiers_id: number; tiers_name: string; tiers_crpcen: string | null }[];
}

/** The notaries assistance negotiators attach to a sale, as core names them. */
export async function fetchAssistanceThirdParties(
  api: SaleEditorDependencies['api'],
): Promise<AssistanceThirdParty[]> {
  const answer = await api<ThirdPartiesAnswer>('/find-tiers-assistance');
  return (answer?.data ?? []).map((party) => ({
    id: party.tiers_id,
    name: party.tiers_name,
    crpcen: party.tiers_crpcen,
  }));
}

/** Whether the session may read the notaries: core's rule, the one the server applies (403 otherwise). */
export const mayReadNotaries = (user: Me | null): boolean => mayChooseAssociatedNotary(viewerOfSession(user));

/** Lower case, without accents or extra spaces: 'Maître  ÉTIENNE' is found by 'maitre etienne'. */
const fold = (text: string): string => foldText(text).replace(/\s+/g, ' ').trim();

/** The notaries whose name or CRPCEN code contains the search, ignoring case and accents; all when blank. */
export function searchThirdParties(
  parties: readonly AssistanceThirdParty[],
  search: string,
): AssistanceThirdParty[] {
  const wanted = fold(search);
  if (wanted === '') return [...parties];
  return parties.filter(
    (party) => fold(party.name).includes(wanted) || fold(party.crpcen ?? '').includes(wanted),
  );
}
