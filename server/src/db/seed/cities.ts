// Cities for the profile selectors, grouped by province or region: shared-api's list, whose names have their Urdu.
export { CITIES_BY_PROVINCE as citiesByProvince } from '../../../../shared-api/src/places-and-skills.js';
