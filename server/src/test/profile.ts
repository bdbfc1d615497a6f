import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { bearer, get, post, registerMember, type Registered } from './http.js';
import { pngBytes, uploadImage } from './upload.js';

/** A complete profile's fields, plausible ones, with the picture and skills given and `fields` over them. */
export function profileFields(avatar: string, skills: { primary: number; secondary: number }, fields: Record<string, unknown> = {}) {
  return {
    avatar,
    organisation: 'Self-employed',
    designation: 'Developer',
    gender: 'Female',
    city: 'Lahore',
    state: 'Punjab',
    country: 'Pakistan',
    birthdate: '1994-03-17',
    degree: 'graduate',
    field_of_study: 'Computer Science',
    institute: 'FAST-NUCES Lahore',
    title: 'Web developer',
    website: 'https://portfolio.example.org',
    linkedin: 'https://www.linkedin.com/in/member',
    primary_skill: skills.primary,
    secondary_skill: skills.secondary,
    years_experience: 'Between 1-10 years',
    hourly_rate: 4000,
    availability: 'Part time',
    experience_level: 'intermediate',
    bio: 'I build fast, accessible websites for small businesses in Lahore and for clients abroad, and I hand over clean documentation with every project.',
    platforms: ['fiverr'],
    fiverr: 'https://www.fiverr.com/member',
    ...fields,
  };
}

/** Completes a member's profile with a picture and the given fields over plausible ones; answers the body sent. */
export async function completeProfile(app: FastifyInstance, member: Registered, fields: Record<string, unknown> = {}) {
  const primaries = (await get(app, '/api/primary-skills')).body.data as Array<{ id: number }>;
  const secondaries = (await get(app, `/api/secondary-skills?parent_id=${primaries[0].id}`)).body.data as Array<{ id: number }>;
  const avatar = (await uploadImage(app, member.token, pngBytes())).body.data;
  const body = profileFields(avatar, { primary: primaries[0].id, secondary: secondaries[0].id }, fields);
  const res = await post(app, '/api/user/complete-profile', body, bearer(member.token));
  assert.equal(res.status, 200, res.body.message);
  return body;
}

/** A new member with a complete profile. */
export async function memberWithProfile(app: FastifyInstance, db: Kysely<Database>, fields: Record<string, unknown> = {}, account: Parameters<typeof registerMember>[2] = {}) {
  const member = await registerMember(app, db, account);
  await completeProfile(app, member, fields);
  return member;
}

/** The ids of a primary skill and of one of its secondary skills (the first, or the one named), by name. */
export async function skillIds(app: FastifyInstance, primary: string, secondary?: string) {
  const primaries = (await get(app, '/api/primary-skills')).body.data as Array<{ id: number; name: string }>;
  const parent = primaries.find((s) => s.name === primary);
  assert.ok(parent, primary);
  const secondaries = (await get(app, `/api/secondary-skills?parent_id=${parent.id}`)).body.data as Array<{ id: number; name: string }>;
  const child = secondary ? secondaries.find((s) => s.name === secondary) : secondaries[0];
  assert.ok(child, secondary);
  return { primary: parent.id, secondary: child.id };
}
