// The membership packages.
// Each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { contentCalls } from '../calls/content';
import { MembershipPackage } from '../shapes/content';
import { PackageDetail } from '../shapes/ticketing';

export const contentContract = contract('content', contentCalls, {
  // One path, two specs: the first reads GET packages/{packageName} as a membership package, the second reads
  // GET packages/{packageId} as `data[0]`, an event's package. A name is never only digits, so a number is the id.
  getPackage: {
    access: 'public',
    summary: 'A membership package (Seed, Surge) with its listing data by its name; an event’s package with its event, as a list of one, by its number',
    description: 'A name answers the membership package (404 “This membership package does not exist.”). A number answers `[package]`, the event’s package as GET event-packages/{packageId} does (404 “This package does not exist.”).',
    params: yup.object({ name: yup.string().trim().max(50).required() }),
    answer: Type.Union([MembershipPackage, Type.Array(PackageDetail, { minItems: 1, maxItems: 1 })]),
  },
});
