// The validation every part of the site needs (sign-in, registration, the profile) and the builders each
// feature's rules are made of, written once with the spec's exact messages. Forms (formik) and the server
// (Fastify validator) use these same schemas. A feature's own schemas live in `validation/<feature>.ts`
// (`shared-api/validation/<feature>`), built from what this entry exports: only the remote that shows the form
// bundles them, while yup and the common rules stay the one shared copy (decision 013).
import * as yup from 'yup';
import { isCommonPassword, namesItsOwner } from './passwords';
import { isRecord } from './guards';
import { LOCALES } from './locale';
import {
  AVAILABILITY,
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  DEGREES,
  DIRECTORY_VISIBILITIES,
  EXPERIENCE_LEVELS,
  GENDERS,
  PASSWORD_MIN_LENGTH,
  PLATFORMS,
  ROLES,
  YEARS_EXPERIENCE,
  type Platform,
} from './enums';
import { isEmailChange, UPLOAD_MESSAGES } from './limits';
import { normalizePlatformLink, PLATFORM_SITES } from './platform-links';

export * from './enums';
/**
 * The yup builders the feature schemas (`validation/<feature>.ts`) are made of, from the site's one copy of yup.
 * Only what is listed is kept in the shared bundle (the whole of yup would cost every form's first view about
 * 1 KB): add a builder here when a feature needs it.
 */
export const schema = { object: yup.object, string: yup.string, number: yup.number, boolean: yup.boolean, array: yup.array, ref: yup.ref };
export type { InferType } from 'yup';
/**
 * The primary skill ids of a directory's `skills` filter (ids joined with `+`, a space or a comma), each once.
 * @deprecated The directory's own (mfe-network/src/features/directory/skills-filter.ts) is the one in use; this copy
 * stays in `shared-api/validation`, which the shell provides, for remotes pinned before it, until 2.0.
 */
export const skillIdsOf = (skills: string | undefined | null) =>
  [...new Set((skills ?? '').split(/[+ ,]+/).filter(Boolean).map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
/**
 * The directory's `skills` filter for these primary skill ids.
 * @deprecated The directory's own (mfe-network/src/features/directory/skills-filter.ts) is the one in use; this copy
 * stays in `shared-api/validation`, which the shell provides, for remotes pinned before it, until 2.0.
 */
export const skillsParam = (ids: readonly number[]) => ids.join('+');
// Pages read it from shared-api/limits, without yup.
export { isEmailChange } from './limits';

// A value of the wrong type (an array or object for a text, text for a number) is refused without repeating
// it: yup's own message quotes the value, and an answer must never echo its input.
const typeNames: Record<string, string> = { string: 'text', number: 'a number', boolean: 'yes or no', date: 'a date', array: 'a list', object: 'a group of fields' };
yup.setLocale({ mixed: { notType: ({ path, type }: { path: string; type: string }) => `${path} must be ${typeNames[type] ?? 'valid'}` } });

export const messages = {
  // spec: core §5, registration (and the profile's name, e-mail and phone, "the same messages as register").
  nameRequired: 'Please enter your full name',
  // Not quoted by the spec: a name holding a character nobody sees (a mark that turns the text around) is refused.
  nameInvisible: 'A name cannot contain invisible characters, such as marks that change the direction of text. Please type it again.',
  emailRequired: 'Please input your email',
  emailInvalid: 'The input is not valid email',
  phoneRequired: 'Please input your contact number',
  passwordRequired: 'Please input your password!',
  passwordTooShort: 'password must be at least 8 characters !',
  // Not quoted by the spec (sign-in, forgotten password, reset and change of password): the association's own words.
  emailAddressRequired: 'Please enter your e-mail address',
  emailAddressInvalid: 'Please enter a valid e-mail address, such as name@example.com',
  signInPasswordRequired: 'Please enter your password',
  oldPasswordRequired: 'Please enter your current password',
  oldPasswordTooShort: `Your current password has at least ${PASSWORD_MIN_LENGTH} characters. Please check it.`,
  newPasswordRequired: 'Please choose a new password',
  newPasswordTooShort: `Your new password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordConfirmationRequired: 'Please type your new password again',
  passwordsDoNotMatch: 'The two passwords are not the same. Please type your new password again.',
  // Not quoted by the spec: changing the sign-in address asks for the password and a confirmation from the new inbox.
  currentPasswordForEmail: 'Please enter your current password to change your e-mail address',
  emailChangeLinkInvalid: 'This link is invalid or has expired.',
  // Not quoted by the spec: a new password is refused on the form and on the server when it is on the kept list of
  // common and leaked passwords, or made of its owner's name or e-mail (docs/decisions/036).
  passwordTooCommon: 'This password is too easy to guess: it is on lists of common and leaked passwords. Please choose another.',
  passwordNamesOwner: 'Please choose a password that does not contain your name or e-mail address.',
  avatarRequired: 'Your picture is required',
  bioTooShort: 'Your overview is too small.',
  bioTooLong: `Please keep your overview to ${BIO_MAX_LENGTH} characters or fewer.`,
  ...UPLOAD_MESSAGES,
  urlInvalid: 'Please enter a valid URL',
  issueTitle: 'Please enter your title',
  issueTopic: 'Please select your relevant topic',
  issueDescription: 'Please explain your problem further',
  comment: 'Please enter a comment',
  paymentMethod: 'Please select your payment method',
  // spec: second document §5.
  volunteerDescription: 'Please tell us a bit about yourself',
  // Not quoted by the spec: the choices a member makes about the directory and volunteering.
  directoryVisibility: 'Please choose where your profile appears',
  volunteerKind: 'Please choose how you would like to volunteer',
  // Not quoted by the spec: notices on WhatsApp or SMS go to a Pakistani mobile number (docs/decisions/045), chosen at
  // registration or on the profile.
  noticeChannel: 'Please choose how we send you notices',
  mobileInvalid: 'Please enter a Pakistani mobile number, like 0300 1234567 or +92 300 1234567',
  mobileForNotices: 'To get notices on WhatsApp or SMS, please enter a Pakistani mobile number, like 0300 1234567',
} as const;

// Trims text only: an array or object where text belongs fails the type check with a clear message
// instead of crashing the trim (`val.trim is not a function`).
export const trimmed = () =>
  yup
    .string()
    .typeError('${path} must be text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
/** An e-mail address; by default with the spec's messages (registration, profile, ticket, publication request). */
export const email = (said: { required: string; invalid: string } = { required: messages.emailRequired, invalid: messages.emailInvalid }) =>
  trimmed().max(254).email(said.invalid).required(said.required);
/** The e-mail of sign-in and of a forgotten password, for which the spec quotes no message. */
const accountEmail = () => email({ required: messages.emailAddressRequired, invalid: messages.emailAddressInvalid });
/**
 * Characters nobody sees that change how text is read: Unicode's invisible formatting characters (category Cf), among
 * them the direction controls U+202A–U+202E and U+2066–U+2069 and the marks U+200E, U+200F and U+061C, with which
 * "\u202Eihseruq azmaH" shows as another name than it holds. U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER
 * are allowed: Urdu and Persian words need them.
 */
const INVISIBLE_FORMATTING = /(?![\u200C\u200D])\p{Cf}/u;

/**
 * A person's name, as a member or staff write it anywhere (registration, the profile, a ticket's holder, a speaker, a
 * board member): refused when it holds an invisible formatting character, on the form and again on the server, rather
 * than stored with what it hides or silently changed.
 */
export const personName = (max: number, tooLong?: string) =>
  trimmed()
    .max(max, tooLong)
    .test('visible', messages.nameInvisible, (value) => !value || !INVISIBLE_FORMATTING.test(value));
export const name = () => personName(100, 'Please keep your name under 100 characters').required(messages.nameRequired);
export const phone = () =>
  trimmed()
    .max(20, 'Please keep your contact number under 20 characters')
    .matches(/^\+?[0-9 ()-]*$/, 'Contact number can only contain digits, spaces, +, - and brackets')
    .required(messages.phoneRequired);
export { addCommonPasswords, isCommonPassword } from './passwords';

/**
 * A Pakistani mobile number in E.164 (+923xxxxxxxxx) from the ways members write it (0300 1234567, 0300-1234567,
 * +92 300 1234567, 0092300…, 92300…); null for anything else, a landline among them. Notices on WhatsApp or SMS go
 * only to such a number (docs/decisions/045).
 */
export function pakistaniMobile(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  const match = /^(?:\+92|0092|92|0)(3\d{9})$/.exec(compact);
  return match ? `+92${match[1]}` : null;
}

/** The rule of a new password (docs/decisions/036), as the API docs of every call that sets one say it. */
// i18n-english: the API docs', which are English
export const NEW_PASSWORD_RULE =
  'The new `password` has at least 8 characters and no rule on which kinds; it is refused (422, on the `password` field) when it is on the kept list of 50,000 common and leaked passwords, whatever its case, or when it contains the account’s name or e-mail name.';

/**
 * A new password (docs/decisions/036): long enough, not on the kept list of common and leaked passwords (the form knows
 * the most used, the server the whole list), and not made of its owner's name or e-mail name, read from the form's own
 * `name` and `email` or, where the form has none, from the validation's context (`$name`, `$email`: the account's).
 * No rule on which kinds of characters it holds. Registration says the spec's messages; the other forms their own.
 */
const newPassword = (said: { required: string; tooShort: string } = { required: messages.newPasswordRequired, tooShort: messages.newPasswordTooShort }) =>
  yup
    .string()
    .max(200)
    .min(PASSWORD_MIN_LENGTH, said.tooShort)
    .required(said.required)
    .test('not-common', messages.passwordTooCommon, (value) => !value || !isCommonPassword(value))
    .test('not-own-name', messages.passwordNamesOwner, (value, { parent, options }) => {
      const form: Record<string, unknown> = isRecord(parent) ? parent : {};
      const account: Record<string, unknown> = isRecord(options.context) ? options.context : {};
      return !value || !namesItsOwner(value, { name: form.name ?? account.name, email: form.email ?? account.email });
    });
export const url = (requiredMessage: string) => trimmed().max(500).url(messages.urlInvalid).required(requiredMessage);
export const oneOf = <T extends string>(values: readonly T[], requiredMessage: string) =>
  trimmed().oneOf(values, requiredMessage).required(requiredMessage);

// ---- Account ----------------------------------------------------------------------------------

/** How a new member gets their notices: by e-mail only (the default), or on WhatsApp or SMS as well (decision 045). */
const REGISTRATION_NOTICES = ['email', 'whatsapp', 'sms'] as const;

export const registerSchema = yup.object({
  name: name(),
  email: email(),
  // WhatsApp or SMS messages go to the phone given here: with either, it must be a Pakistani mobile number.
  phone: phone().when('notices', {
    is: (notices: unknown) => notices === 'whatsapp' || notices === 'sms',
    then: (rule) => rule.test('mobile-for-notices', messages.mobileForNotices, (value) => !value || pakistaniMobile(value) !== null),
  }),
  password: newPassword({ required: messages.passwordRequired, tooShort: messages.passwordTooShort }),
  notices: trimmed().oneOf(REGISTRATION_NOTICES, messages.noticeChannel).default('email'),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

export const loginSchema = yup.object({
  email: accountEmail(),
  // spec: login password has no rule beyond being sent.
  password: yup.string().max(200).required(messages.signInPasswordRequired),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/**
 * The account form. Changing the e-mail needs the current password: the form knows the saved address as
 * `context.currentEmail`; the server, which knows it for sure, checks the same rule with the same message.
 */
export const profileUpdateSchema = yup.object({
  name: name(),
  email: email(),
  phone: phone(),
  current_password: yup
    .string()
    .max(200)
    .when('$currentEmail', ([currentEmail], schema, { parent }) =>
      isEmailChange(currentEmail, isRecord(parent) ? parent.email : undefined) ? schema.required(messages.currentPasswordForEmail) : schema,
    ),
});

export const emailChangeTokenSchema = yup.object({ token: trimmed().max(200).required(messages.emailChangeLinkInvalid) });
export type EmailChangeTokenInput = yup.InferType<typeof emailChangeTokenSchema>;
export type ProfileUpdateInput = yup.InferType<typeof profileUpdateSchema>;

export const passwordUpdateSchema = yup.object({
  // spec: core §5, the password forms' fields have a minimum of 8 characters, the current password's too.
  old_password: yup.string().max(200).min(PASSWORD_MIN_LENGTH, messages.oldPasswordTooShort).required(messages.oldPasswordRequired),
  password: newPassword(),
  password_confirmation: yup
    .string()
    .required(messages.passwordConfirmationRequired)
    .oneOf([yup.ref('password')], messages.passwordsDoNotMatch),
});
export type PasswordUpdateInput = yup.InferType<typeof passwordUpdateSchema>;

export const forgotPasswordSchema = yup.object({ email: accountEmail() });
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: newPassword(),
  password_confirmation: yup
    .string()
    .required(messages.passwordConfirmationRequired)
    .oneOf([yup.ref('password')], messages.passwordsDoNotMatch),
  reset_token: trimmed().max(200).required('This password reset link is invalid or has expired.'),
});
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;

export const unsubscribeSchema = yup.object({ id: trimmed().max(200).required('This unsubscribe link is invalid.') });
/** The language a member chose (the English / اردو switch). */
export const languageSchema = yup.object({ language: yup.string().oneOf([...LOCALES], 'Please choose English or Urdu').required('Please choose English or Urdu') });

// ---- Complete / edit profile ------------------------------------------------------------------

// The checked platforms, each with its link; "otherplatform" carries a name too. A link is kept as
// normalizePlatformLink writes it (a username becomes its profile's https address on the platform's own site), so
// pages only ever link to checked addresses. `mustBeUrl`: the spec checks every link as a URL but Freelancer.com's.
const platformLink = (platform: Platform, label: string, mustBeUrl: boolean) =>
  yup.string().when('platforms', {
    is: (checked: string[] | undefined) => Array.isArray(checked) && checked.includes(platform),
    then: () =>
      trimmed()
        .max(500)
        .required(`Please enter your ${label} profile link`)
        .transform((value: unknown) => {
          const result = typeof value === 'string' && value ? normalizePlatformLink(platform, value) : null;
          return result && 'link' in result ? result.link : value;
        })
        .test('platform-link', messages.urlInvalid, function check(value) {
          const result = value ? normalizePlatformLink(platform, value) : null;
          if (!result || 'link' in result) return true;
          if (result.problem === 'other-site' && platform !== 'otherplatform') {
            return this.createError({ message: `Please enter your ${label} profile link, on ${PLATFORM_SITES[platform].domains[0]}` });
          }
          return this.createError({ message: mustBeUrl ? messages.urlInvalid : `Please enter your ${label} username or profile link` });
        }),
    otherwise: (s) => s.strip(),
  });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const profileSchema = yup.object({
  avatar: trimmed().max(200).required(messages.avatarRequired),
  name: personName(100).optional(),
  organisation: trimmed().max(150).optional(),
  designation: trimmed().max(150).optional(),
  gender: oneOf(GENDERS, 'Please select your gender'),
  city: trimmed().max(100).required('Please select your city'),
  state: trimmed().max(100).required('Please select your state'),
  country: trimmed().max(100).required('Please select your country'),
  birthdate: trimmed()
    .required('Please enter your date of birth')
    .matches(isoDate, 'Please enter your date of birth as YYYY-MM-DD')
    .test('past', 'Please enter a date of birth in the past', (v) => !v || new Date(`${v}T00:00:00Z`).getTime() < Date.now()),
  degree: oneOf(DEGREES, 'Please select your degree'),
  field_of_study: trimmed().max(150).required('Please enter your field of study'),
  institute: trimmed().max(150).required('Please enter your institute'),
  title: trimmed().max(150).required('Please enter your title'),
  website: trimmed().max(500).url(messages.urlInvalid).optional(),
  linkedin: url('Please enter your LinkedIn profile link'),
  primary_skill: yup
    .number()
    .typeError('Please select your primary skill')
    .integer()
    .positive('Please select your primary skill')
    .required('Please select your primary skill'),
  secondary_skill: yup.number().when('primary_skill', {
    is: (v: unknown) => typeof v === 'number' && v > 0,
    then: (s) =>
      s
        .typeError('Please select your secondary skill')
        .integer()
        .positive('Please select your secondary skill')
        .required('Please select your secondary skill'),
    otherwise: (s) => s.optional(),
  }),
  years_experience: oneOf(YEARS_EXPERIENCE, 'Please select your years of experience'),
  hourly_rate: yup
    .number()
    .typeError('Please enter your hourly rate as a number')
    .min(0, 'Please enter an hourly rate of 0 or more')
    .max(10_000_000, 'Please check your hourly rate: it is too large')
    .required('Please enter your hourly rate'),
  availability: oneOf(AVAILABILITY, 'Please select your availability'),
  experience_level: oneOf(EXPERIENCE_LEVELS, 'Please select your experience level'),
  bio: trimmed()
    .required('Please write an overview of yourself')
    .min(BIO_MIN_LENGTH, messages.bioTooShort)
    .max(BIO_MAX_LENGTH, messages.bioTooLong),
  phone: phone().optional(),
  platforms: yup
    .array(yup.string().oneOf(PLATFORMS).required())
    .default([]),
  fiverr: platformLink('fiverr', 'Fiverr', true),
  upwork: platformLink('upwork', 'Upwork', true),
  // spec: the Freelancer.com link is only required, not checked as a URL.
  freelancercom: platformLink('freelancercom', 'Freelancer.com', false),
  guru: platformLink('guru', 'Guru', true),
  toptal: platformLink('toptal', 'Toptal', true),
  peopleperhour: platformLink('peopleperhour', 'People Per Hour', true),
  codeable: platformLink('codeable', 'Codeable', true),
  otherplatform_name: yup.string().when('platforms', {
    is: (checked: string[] | undefined) => Array.isArray(checked) && checked.includes('otherplatform'),
    then: () => trimmed().max(100).required('Please enter the name of the platform'),
    otherwise: (s) => s.strip(),
  }),
  otherplatform: platformLink('otherplatform', 'other platform', true),
  // Left out, the member's earlier choice stays (new members: the members' directory only).
  directory_visibility: trimmed()
    .oneOf(
      DIRECTORY_VISIBILITIES.map((v) => v.value),
      messages.directoryVisibility,
    )
    .optional(),
});
export type ProfileInput = yup.InferType<typeof profileSchema>;

// ---- Safety net, ticketing, requests (spec: core §5, second spec §5) --------------------------

export const paymentMethodSchema = yup.object({
  payment_method: yup.number().typeError(messages.paymentMethod).required(messages.paymentMethod),
});

/**
 * @deprecated mfe-account's member-accounts feature has its own (staff-validation.ts); this copy stays in
 * `shared-api/validation`, which the shell provides, for remotes pinned before it, until 2.0.
 */
export const roleChangeSchema = yup.object({
  role: trimmed().oneOf([...ROLES], 'Please choose a role: member, staff or admin.').required('Please choose a role: member, staff or admin.'),
});

/** @deprecated As roleChangeSchema. */
export const ACCOUNT_REASON_MAX = 500;

/** @deprecated As roleChangeSchema. */
export const accountStatusSchema = yup.object({
  reason: trimmed().max(ACCOUNT_REASON_MAX, `Please keep the reason under ${ACCOUNT_REASON_MAX} characters`).required('Please give the reason'),
});
