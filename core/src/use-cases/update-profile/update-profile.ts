import { profileOf, type UserProfile } from '../../domain/user/profile.js';
import {
  formInvalid,
  validateProfile,
  withProfile,
  type FormInput,
  type ProfileForm,
} from '../../domain/user/registration-form.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { err, fail, ok, type Result, type UseCase } from '../../shared/result.js';

export type UpdateProfileInput = FormInput<ProfileForm> & { viewer: Viewer };

/**
 * PUT /api/me ("mes informations"): the viewer's own name, phone, address, SMS consent and language,
 * checked by the sign-up's rules; the e-mail is the login and is not edited here.
 * Errors: unauthenticated; profile_invalid with every field's error in `fields`.
 */
export class UpdateProfile implements UseCase<UpdateProfileInput, UserProfile> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: UpdateProfileInput): Promise<Result<UserProfile>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const form = validateProfile(input);
    if (!form.ok) return err(formInvalid('profile_invalid', form.error));

    return this.deps.unitOfWork.run(async (repos) => {
      const user = await repos.users.findById(input.viewer.id);
      if (!user) return fail('unauthenticated');
      const updated = withProfile(user, form.value);
      await repos.users.update(updated);
      return ok(profileOf(updated));
    });
  }
}
