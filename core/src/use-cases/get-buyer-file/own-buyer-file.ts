// The buyer's own file on a property, for the routes under /api/bien/{bien}/dossier: only the
// file's buyer reaches it there (the sale's managers read files by id, see buyer-file-access.ts).
import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import { isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result } from '../../shared/result.js';

export interface OwnBuyerFile {
  file: BuyerFile;
  account: User;
}

/**
 * The viewer's file on property `bienId` and their account. Errors: unauthenticated, not_found
 * (no such property), and `whenMissing` when the viewer has no file there (not_found to read it,
 * buyer_file_required to act on it).
 */
export async function findOwnBuyerFile(
  repos: Pick<Repositories, 'users' | 'properties' | 'buyerFiles'>,
  viewer: Viewer,
  bienId: unknown,
  whenMissing: 'not_found' | 'buyer_file_required',
): Promise<Result<OwnBuyerFile>> {
  if (isAnonymous(viewer)) return fail('unauthenticated');
  if (!isEntityId(bienId)) return fail('not_found', undefined, 'bienId');
  const account = await repos.users.findById(viewer.id);
  if (!account) return fail('unauthenticated');
  const file = await repos.buyerFiles.find(bienId, viewer.id);
  if (file) return ok({ file, account });
  if (whenMissing === 'buyer_file_required' && !(await repos.properties.findById(bienId)))
    return fail('not_found', undefined, 'bienId');
  return fail(whenMissing);
}
