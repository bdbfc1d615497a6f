// The skills taxonomy: shared-api's list, whose names have their Urdu.
export { SKILL_TAXONOMY as skillTaxonomy } from '../../../../shared-api/src/places-and-skills.js';
