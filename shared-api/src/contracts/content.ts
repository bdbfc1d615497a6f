// The public site's content: partners, highlights, the board, the home page's figures and the membership packages.
// Each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { contentCalls } from '../calls/content';
import { Director, Highlight, HomeFigure, MembershipPackage, Partner } from '../shapes/content';
import { PackageDetail } from '../shapes/ticketing';

export const contentContract = contract('content', contentCalls, {
  getCorporatePartners: { access: 'public', summary: 'The corporate partners, in the editors’ order', answer: Type.Array(Partner) },
  getPartners: { access: 'public', summary: 'The other partners (shown by View More on the home page)', answer: Type.Array(Partner) },
  getHighlights: { access: 'public', summary: 'Highlight videos: who speaks, and the video to play', answer: Type.Array(Highlight) },
  getDirectors: { access: 'public', summary: 'The board of directors (Our Leadership)', answer: Type.Array(Director) },
  getHomeFigures: { access: 'public', summary: 'The home page’s figures (Freelancing in Pakistan), in staff’s order', answer: Type.Array(HomeFigure) },

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
