// What the sales use-case tests share: a test kit and the people who act on sales.
import { viewerOf, type User, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  aBuyer,
  anAdmin,
  anAssistanceNegotiator,
  aNegotiator,
  aSeller,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';

export interface SalesWorld {
  kit: TestKit;
  negotiator: Viewer;
  otherNegotiator: Viewer;
  assistance: Viewer;
  admin: Viewer;
  buyer: Viewer;
  seller: Viewer;
}

export async function salesWorld(): Promise<SalesWorld> {
  const kit = createTestKit();
  const add = async (user: Parameters<typeof kit.repos.users.add>[0]): Promise<Viewer> =>
    viewerOf((await kit.repos.users.add(user)) as User);
  return {
    kit,
    negotiator: await add(aNegotiator()),
    otherNegotiator: await add(aNegotiator()),
    assistance: await add(anAssistanceNegotiator()),
    admin: await add(anAdmin()),
    buyer: await add(aBuyer()),
    seller: await add(aSeller()),
  };
}

export const saleDeps = (kit: TestKit) => ({
  repos: kit.repos,
  unitOfWork: kit.unitOfWork,
  clock: kit.clock,
  geocoder: kit.geocoder,
  events: kit.events,
  errors: kit.errors,
});
