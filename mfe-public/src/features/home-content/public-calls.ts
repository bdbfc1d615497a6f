// The visitors' calls of the board, the partners, the highlight videos and the home page's figures, apart from the
// feature's other calls and hooks: the pages read with shared-api's light useRead (decision 009), so a visitor's page
// loads no query client. The staff's previews read through api.ts.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { homeContentCalls } from './calls';
import type { homeContentContract } from './contract';

const api = typedCalls<typeof homeContentContract>(homeContentCalls, { call });

/** The names of the visitors' reads in the query cache. */
export const homeContentKeys = {
  corporatePartners: ['content', 'partners', 'corporate'] as const,
  partners: ['content', 'partners', 'other'] as const,
  highlights: ['content', 'highlights'] as const,
  directors: ['content', 'directors'] as const,
  homeFigures: ['content', 'home-figures'] as const,
};

/** The corporate partners, in the editors' order. */
export const getCorporatePartners = () => api.getCorporatePartners();
/** The other partners (the home page's View More). */
export const getPartners = () => api.getPartners();
/** The highlight videos: who speaks, and the video to play. */
export const getHighlights = () => api.getHighlights();
/** The board of directors. */
export const getDirectors = () => api.getDirectors();
/** The home page's figures, in staff's order. */
export const getHomeFigures = () => api.getHomeFigures();
