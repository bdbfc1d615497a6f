import { ROLES } from '../../../../shared-api/src/enums.js';
import { object, str, type JsonSchema } from '../../http/envelope.js';

const userDetailsProperties: Record<string, JsonSchema> = {
  member_id: str({ description: 'random public id, used in /member/:memberId' }),
  is_profile_completed: { type: 'boolean' },
  phone: str(),
  name: str(),
  email: str({ format: 'email' }),
  role: str({ enum: [...ROLES], description: 'what the account may do beyond its own records; the server checks it on every staff call' }),
};

export const userDetailsSchema = object(userDetailsProperties);
export const registerResultSchema = object({ api_token: str({ description: 'Bearer token, valid 30 days' }), ...userDetailsProperties });
export const loginResultSchema = object({ token: str({ description: 'Bearer token, valid 30 days' }), ...userDetailsProperties });
export const accountUpdateResultSchema = object({ api_token: str({ description: 'the new Bearer token; the old one is revoked' }), ...userDetailsProperties });
