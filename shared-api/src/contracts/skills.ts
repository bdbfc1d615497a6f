// The skills taxonomy: each call's access, rules and answer (decision 016). Server and API docs only; browsers import
// this file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { skillCalls } from '../calls/skills';
import { Skill } from '../shapes/profile';

const notAPrimarySkill = 'parent_id must be the id of a primary skill';

export const skillContract = contract('skills', skillCalls, {
  getPrimarySkills: { access: 'public', summary: 'Primary skills, by name', answer: Type.Array(Skill) },
  getSecondarySkills: {
    access: 'public',
    summary: 'Secondary skills under one primary skill, by name',
    query: yup.object({
      parent_id: yup.number().typeError(notAPrimarySkill).integer(notAPrimarySkill).positive(notAPrimarySkill).required('parent_id is required'),
    }),
    answer: Type.Array(Skill),
  },
});
