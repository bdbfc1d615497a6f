import { messages } from 'shared-api/validation';
import { publicationRequestSchema } from './validation';

describe('the publication request form', () => {
  it('refuses a name with a character nobody sees, saying so, as every form that takes a name does', async () => {
    await expect(publicationRequestSchema.validateAt('name', { name: '\u202Eihseruq azmaH' })).rejects.toThrow(messages.nameInvisible);
    await expect(publicationRequestSchema.validateAt('name', { name: 'محمد\u200Cعلی' })).resolves.toBe('محمد\u200Cعلی');
  });
});
