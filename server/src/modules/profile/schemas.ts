import { PLATFORMS } from '../../../../shared-api/src/enums.js';
import { nullableStr, object, str, type JsonSchema } from '../../http/envelope.js';

const profileLinks: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'platform → profile URL; the other platform has a name and a link',
  properties: Object.fromEntries(
    PLATFORMS.map((platform) => [
      platform,
      platform === 'otherplatform'
        ? object({ name: str(), link: str() })
        : str(),
    ]),
  ),
};

const nullable = [
  'avatar', 'organisation', 'designation', 'gender', 'city', 'state', 'country', 'birthdate', 'degree',
  'field_of_study', 'institute', 'title', 'website', 'linkedin', 'years_experience', 'availability',
  'experience_level', 'bio',
] as const;

export const profileSchema = object({
  member_id: str(),
  membership_id: str({ description: 'the MEMBER ID shown on /profile' }),
  name: str(),
  email: str(),
  phone: str(),
  role_name: str(),
  ...Object.fromEntries(nullable.map((field) => [field, nullableStr()])),
  hourly_rate: { type: 'integer', nullable: true, description: 'PKR per hour' },
  skills: {
    type: 'array',
    items: object({ id: { type: 'integer' }, name: str(), type: str({ enum: ['Primary', 'Secondary'] }) }),
  },
  profile_links: profileLinks,
  primary_skill: { type: 'integer', nullable: true },
  secondary_skill: { type: 'integer', nullable: true },
  is_profile_completed: { type: 'boolean' },
});
