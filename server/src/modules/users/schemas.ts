// The users module's answers: shared-api's shapes.
export {
  UserDetails as userDetailsSchema,
  RegisterResult as registerResultSchema,
  LoginResult as loginResultSchema,
  AccountUpdateResult as accountUpdateResultSchema,
} from '../../../../shared-api/src/shapes/profile.js';
