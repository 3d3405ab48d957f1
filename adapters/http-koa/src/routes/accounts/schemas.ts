// The accounts area's requests and answers (login, sign-up, profile, passwords, favourites, the user
// directory): each text bounded by its column (users: migration 001/003), core's own limits answering
// first with the catalogue's messages.
import { ACCOUNT_FIELD_MAX_LENGTH, LOCALES, PASSWORD_MIN_LENGTH, type MessageCode } from '@immo/core';
import { Type } from '@sinclair/typebox';
import { PAGE_QUERY, answer, isoInstant, nullable, querySchema, queryText, scalar } from '../../schema.js';

/** Sent as typed, of any scalar type: core trims and checks each one with the catalogue's messages. */
const IDENTITY = {
  firstName: scalar(ACCOUNT_FIELD_MAX_LENGTH.firstName),
  lastName: scalar(ACCOUNT_FIELD_MAX_LENGTH.lastName),
  phone: scalar(ACCOUNT_FIELD_MAX_LENGTH.phone),
  address: scalar(ACCOUNT_FIELD_MAX_LENGTH.address),
  postcode: scalar(ACCOUNT_FIELD_MAX_LENGTH.postcode),
  city: scalar(ACCOUNT_FIELD_MAX_LENGTH.city),
  country: scalar(ACCOUNT_FIELD_MAX_LENGTH.country),
  smsConsent: scalar(8, { description: 'true to accept SMS' }),
};

const password = (description?: string) =>
  scalar(ACCOUNT_FIELD_MAX_LENGTH.password, description ? { description } : {});
const NEW_PASSWORD = {
  password: password(`${PASSWORD_MIN_LENGTH}+ characters with a letter, a digit and a special one`),
  passwordConfirmation: password(),
};

/** Every field optional on the wire: core names the missing ones (field_required) with its messages. */
const form = (
  properties: Parameters<typeof Type.Object>[0],
  options: { errorCode?: MessageCode; description?: string } = {},
) => Type.Partial(Type.Object(properties), options);

export const LOGIN_BODY = form(
  { username: scalar(320, { description: 'The e-mail address' }), password: password() },
  { description: 'Required: username, password' },
);

export const REGISTRATION_BODY = form(
  { ...IDENTITY, email: scalar(ACCOUNT_FIELD_MAX_LENGTH.email), ...NEW_PASSWORD, termsAccepted: scalar(8) },
  {
    errorCode: 'registration_invalid',
    description:
      'Required: every identity field, email, password, passwordConfirmation, termsAccepted: true (the only accepted value)',
  },
);

export const PROFILE_BODY = form(
  {
    ...IDENTITY,
    email: scalar(320, { description: 'Ignored: the e-mail is the login' }),
    locale: scalar(8, { description: `Language of the e-mails (${LOCALES.join(', ')}); absent: unchanged` }),
  },
  {
    errorCode: 'profile_invalid',
    description: 'The e-mail is the login and is not edited here (an `email` sent is ignored)',
  },
);

export const EMAIL_BODY = form(
  { email: scalar(ACCOUNT_FIELD_MAX_LENGTH.email) },
  { description: 'Required: email' },
);

export const RESET_PASSWORD_BODY = form({
  token: scalar(191, { description: 'From the reset link', refusalCode: 'reset_link_invalid' }),
  ...NEW_PASSWORD,
});

export const CHANGE_PASSWORD_BODY = form({ currentPassword: password(), ...NEW_PASSWORD });

// ?q=a&q=b reaches the use case, which names it ('text').
export const USERS_QUERY = querySchema({ q: queryText(255, 4), ...PAGE_QUERY });

const ROLES = Type.Array(Type.String(), { maxItems: 16 });

export const ME_ANSWER = answer({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  postcode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  roles: ROLES,
  assistance: Type.Boolean(),
  emailVerified: Type.Boolean(),
  verified: Type.Boolean(),
  identityVerified: Type.Boolean(),
  canAuction: Type.Boolean(),
  biddingSuspensionReason: nullable(Type.String()),
  locale: Type.String(),
  smsConsent: Type.Boolean(),
  createdAt: isoInstant(),
  userContext: answer({
    currentUser: Type.Integer(),
    userInfos: ROLES,
    userVerified: Type.Union([Type.Literal('1'), Type.Literal('0')]),
    canAuction: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  }),
});

export const SESSION_ANSWER = answer({ user: nullable(ME_ANSWER) });
export const TOKEN_ANSWER = answer({ token: Type.String() });
export const TOKEN_MESSAGE_ANSWER = answer({ token: Type.String(), message: Type.String() });
export const USER_ID_ANSWER = answer({ userId: Type.Integer() });

export const FAVOURITE_CHANGE_ANSWER = answer({
  data: answer({ message: Type.String(), bienId: Type.Integer(), favori: Type.Boolean() }),
});

const SALE_CARD = {
  nom: Type.String(),
  ville: Type.String(),
  codePostal: Type.String(),
  photoUrl: nullable(Type.String()),
  phase: Type.String(),
  endAt: isoInstant(),
};

export const FAVOURITES_ANSWER = answer({
  items: Type.Array(
    answer({
      bienId: Type.Integer(),
      createdAt: isoInstant(),
      card: nullable(
        answer({ ...SALE_CARD, typeLabel: nullable(Type.String()), price: nullable(Type.Number()) }),
      ),
    }),
  ),
  total: Type.Integer(),
});

export const MY_OFFERS_ANSWER = answer({
  items: Type.Array(
    answer({
      bienId: Type.Integer(),
      enchereId: Type.Integer(),
      ...SALE_CARD,
      currentPrice: nullable(Type.Number()),
      myBestBid: Type.Number(),
      myBidCount: Type.Integer(),
      status: Type.String({ description: 'leading | outbid | won | lost' }),
      acceptedBySeller: Type.Boolean(),
    }),
  ),
  serverNow: isoInstant(),
});

export const USERS_ANSWER = answer({
  items: Type.Array(
    answer({
      id: Type.Integer(),
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      roles: ROLES,
      verified: Type.Boolean(),
      canAuction: Type.Boolean(),
    }),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
