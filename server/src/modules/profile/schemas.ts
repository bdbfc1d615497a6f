// The profile module's answers: shared-api's shapes.
export { Profile as profileSchema } from '../../../../shared-api/src/shapes/profile.js';
