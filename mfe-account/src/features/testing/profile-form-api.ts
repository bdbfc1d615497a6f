// Answers for the calls the profile form makes, for tests that mock shared-api's network functions.
import { getCities, getPrimarySkills, getProfile, getProvinces, getSecondarySkills, type Profile } from 'shared-api';

export const primarySkills = [
  { id: 3, name: 'Development', parent_id: null },
  { id: 4, name: 'Design', parent_id: null },
];

const secondarySkills: Record<number, Array<{ id: number; name: string; parent_id: number }>> = {
  3: [
    { id: 31, name: 'Web development', parent_id: 3 },
    { id: 32, name: 'Mobile development', parent_id: 3 },
  ],
  4: [{ id: 41, name: 'Logo design', parent_id: 4 }],
};

/** Makes the mocked lookups and getProfile answer as the server would for `profile`. */
export function answerProfileFormCalls(profile: Profile) {
  jest.mocked(getProfile).mockResolvedValue({ message: '', data: profile });
  jest.mocked(getCities).mockResolvedValue({
    message: '',
    data: [
      { name: 'Lahore', province: 'Punjab' },
      { name: 'Karachi', province: 'Sindh' },
    ],
  });
  jest.mocked(getProvinces).mockResolvedValue({ message: '', data: ['Punjab', 'Sindh'] });
  jest.mocked(getPrimarySkills).mockResolvedValue({ message: '', data: primarySkills });
  jest.mocked(getSecondarySkills).mockImplementation(async (parentId) => ({ message: '', data: secondarySkills[parentId] ?? [] }));
}
