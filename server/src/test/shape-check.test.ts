import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Blog } from '../../../mfe-public/src/features/blog/shapes.js';
import { UserDetails } from '../../../shared-api/src/shapes/profile.js';
import { shapeErrors } from './shape-check.js';

const details = { member_id: 'ab12', is_profile_completed: false, phone: '0300 1234567', name: 'Sana Malik', email: 'sana@example.org', role: 'member', language: null };

describe('the answer-shape contract', () => {
  test('accepts an answer that is exactly its shape', () => {
    assert.deepEqual(shapeErrors(UserDetails as never, details), []);
  });

  test('finds a field the shape lacks, which the serializer would silently drop', () => {
    assert.deepEqual(shapeErrors(UserDetails as never, { ...details, password_hash: 'x' }), ['data.password_hash is not in the shape']);
  });

  test('finds a missing field, a wrong type, a value outside its list and a null where none is allowed', () => {
    const { phone: _phone, ...withoutPhone } = details;
    assert.deepEqual(shapeErrors(UserDetails as never, { ...withoutPhone, is_profile_completed: 'yes', role: 'owner' }), [
      'data.phone is missing',
      'data.is_profile_completed is not true or false',
      'data.role is not one of member, staff, admin',
    ]);
    assert.deepEqual(shapeErrors(UserDetails as never, { ...details, name: null }), ['data.name is null']);
  });

  test('looks inside nested objects: a blog author’s platform links', () => {
    const errors = shapeErrors(Blog as never, {
      id: 1, slug: 's', title: 't', excerpt: 'e', featured_image: 'k', featured_image_width: 1, featured_image_height: 1,
      created_at: '2026-11-23T00:00:00.000Z', content: '<p>x</p>',
      author: { name: 'n', title: null, avatar: null, member_id: 'm', bio: null, platforms: { upwork: 'https://u', myspace: 'https://m' } },
    });
    assert.deepEqual(errors, ['data.author.platforms.myspace is not in the shape']);
  });
});
