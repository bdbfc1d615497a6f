// Cities and provinces: each call's access and answer (decision 016). Server and API docs only; browsers import this
// file as a type.
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { placeCalls } from '../calls/places';
import { City } from '../shapes/profile';

export const placeContract = contract('places', placeCalls, {
  getCities: { access: 'public', summary: 'Cities of Pakistan with their province or region, by name', answer: Type.Array(City) },
  getProvinces: {
    access: 'public',
    summary: 'The provinces and regions, then any other region a city belongs to (Islamabad Capital Territory)',
    answer: Type.Array(Type.String()),
  },
});
